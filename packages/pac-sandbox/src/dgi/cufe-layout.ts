/**
 * The CUFE (66 characters) as FACTS.md §2 lays it out, read by the sandbox's own code:
 * `FE` + iDoc(2) + taxpayer type(1) + RUC padded with `0` to 20 + `-` + DV(2) + branch(4) + date(8) +
 * number(10) + billing point(3) + emission type(2) + environment(1) + security code(9) + check digit(1).
 */
export type CufeSegments = {
  readonly documentType: string;
  readonly taxpayerType: string;
  /** The issuer RUC as it sits in the CUFE: left-padded with `0` to 20 characters. */
  readonly paddedRuc: string;
  readonly dv: string;
  readonly branch: string;
  /** YYYYMMDD. */
  readonly issueDate: string;
  readonly number: string;
  readonly billingPoint: string;
  readonly emissionType: string;
  readonly environment: string;
  readonly securityCode: string;
  readonly checkDigit: string;
};

export const CUFE_LENGTH = 66;

const CUFE_SHAPE = /^FE[0-9A-Z-]{64}$/;

/** The CUFE's fields, or undefined when it is not 66 characters of the CUFE alphabet starting with `FE`. */
export function splitCufe(cufe: string): CufeSegments | undefined {
  if (!CUFE_SHAPE.test(cufe)) return undefined;
  const body = cufe.slice(2);
  return {
    documentType: body.slice(0, 2),
    taxpayerType: body.slice(2, 3),
    paddedRuc: body.slice(3, 23),
    dv: body.slice(24, 26),
    branch: body.slice(26, 30),
    issueDate: body.slice(30, 38),
    number: body.slice(38, 48),
    billingPoint: body.slice(48, 51),
    emissionType: body.slice(51, 53),
    environment: body.slice(53, 54),
    securityCode: body.slice(54, 63),
    checkDigit: body.slice(63, 64),
  };
}

/**
 * The check digit of a CUFE's first 65 characters: the 63 characters after `FE`, each non-digit
 * replaced by the last digit of its ASCII code (`-` → 5, `E` → 9), then Luhn mod 10.
 */
export function computeCufeCheckDigit(cufeWithoutCheckDigit: string): string {
  const digits = [...cufeWithoutCheckDigit.slice(2, 65)].map((character) =>
    /[0-9]/.test(character) ? Number(character) : character.charCodeAt(0) % 10,
  );
  // The body has an odd length, so doubling from the left is doubling the rightmost digit.
  let sum = 0;
  digits.forEach((digit, index) => {
    const weighted = index % 2 === 0 ? digit * 2 : digit;
    sum += weighted > 9 ? weighted - 9 : weighted;
  });
  return String((10 - (sum % 10)) % 10);
}

/** Whether the CUFE's last character is its check digit. */
export function hasValidCufeCheckDigit(cufe: string): boolean {
  return CUFE_SHAPE.test(cufe) && computeCufeCheckDigit(cufe) === cufe.slice(65);
}
