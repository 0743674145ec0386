/** The rFE schema's e-mail pattern (emailType), anchored. */
const EMAIL_PATTERN =
  /^([0-9a-zA-Z#$%]([-.\w]*[0-9a-zA-Z#$%'\\.\\-_])*@([0-9a-zA-Z][-\w]*[0-9a-zA-Z]\.)+[a-zA-Z]{2,9})$/;

/** Coordinates as dCoordEm wants them: `+8.9745,-79.5340`. */
const COORDINATES_PATTERN = /^([-+]?)(\d{1,2})\.\d{4,6},-(\d{2})\.\d{4,6}$/;

/** Telephone numbers as the schema wants them (telefonoType): `123-4567` or `1234-5678`. */
export function isPhoneFormatValid(phone: string): boolean {
  return /^[0-9]{3,4}-[0-9]{4}$/.test(phone);
}

export function isEmailFormatValid(email: string): boolean {
  return email.length <= 100 && EMAIL_PATTERN.test(email);
}

export function isCoordinatesFormatValid(coordinates: string): boolean {
  return coordinates.length <= 22 && COORDINATES_PATTERN.test(coordinates);
}

/**
 * The customer's phones and e-mails that the schema accepts, at most three of each. Contact data is
 * optional in the rFE, so a number kept in another form is left out rather than refusing the document.
 */
export function pickContacts(phones: readonly string[], emails: readonly string[]) {
  return {
    phones: phones
      .map((phone) => phone.trim())
      .filter(isPhoneFormatValid)
      .slice(0, 3),
    emails: emails
      .map((email) => email.trim())
      .filter(isEmailFormatValid)
      .slice(0, 3),
  };
}
