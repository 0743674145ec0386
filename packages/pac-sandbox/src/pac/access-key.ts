import { createHash } from 'node:crypto';

/** The access key's length (spec 001 §9). */
export const ACCESS_KEY_LENGTH = 49;

/**
 * The 49-digit access key ('clave de acceso') under which the PAC hands an authorised document to its
 * receiver. The DGI has no such key (its documents are known by the 66-character CUFE); the product's
 * users know received documents by it (spec README), so this PAC derives it from the CUFE: 48 digits of
 * the CUFE's SHA-256 and a Luhn check digit. Anyone holding the CUFE can compute it; it cannot be turned
 * back into the CUFE, so only the PAC can find a document by it.
 */
export function accessKeyOf(cufe: string): string {
  const digest = BigInt(`0x${createHash('sha256').update(cufe, 'utf8').digest('hex')}`);
  const body = (digest % 10n ** 48n).toString().padStart(48, '0');
  return `${body}${luhnCheckDigit(body)}`;
}

function luhnCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}
