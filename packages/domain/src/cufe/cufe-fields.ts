/**
 * The fields of the CUFE (FACTS §2, 66 characters): `FE` + iDoc(2) + issuer taxpayer type(1) + issuer
 * RUC left-padded with `0` to 20 (hyphens and letters kept) + `-` + DV(2) + dSucEm(4) + issue date
 * YYYYMMDD(8) + dNroDF(10) + dPtoFacDF(3) + iTpEmis(2) + iAmb(1) + dSeg(9) + check digit(1). Each field's
 * format is the DGI schema's: iDoc 01..09, dSucEm `[a-zA-Z0-9]{4}`, dNroDF, dPtoFacDF and dSeg all digits
 * and never all zeros (B07–B09), iTpEmis 01..04, iAmb 1 or 2, dRuc as its pattern writes RUCs.
 */
export type CufeParts = {
  /** iDoc, the document type: `01`..`09`. */
  readonly documentType: string;
  /** dTipoRuc of the issuer: `1` natural, `2` juridical. */
  readonly taxpayerType: string;
  /** dRuc of the issuer, as written (`155596713-2-2015`); the CUFE pads it to 20 with zeros. */
  readonly issuerRuc: string;
  /** dDV of the issuer: two digits. */
  readonly issuerDv: string;
  /** dSucEm, the branch: four letters or digits. */
  readonly branchCode: string;
  /** The date of dFechaEm, in Panama time, as YYYYMMDD. */
  readonly issueDate: string;
  /** dNroDF: ten digits, not all zeros. */
  readonly documentNumber: string;
  /** dPtoFacDF: three digits, not `000`. */
  readonly billingPoint: string;
  /** iTpEmis: `01`..`04`. */
  readonly emissionType: string;
  /** iAmb: `1` production, `2` test. */
  readonly environment: string;
  /** dSeg: nine digits, not all zeros. */
  readonly securityCode: string;
};

export const cufeLength = 66;
export const cufeRucWidth = 20;

/** Offsets of the CUFE's characters (0-based, end exclusive). */
export const cufeLayout = {
  prefix: [0, 2],
  documentType: [2, 4],
  taxpayerType: [4, 5],
  issuerRuc: [5, 25],
  rucSeparator: [25, 26],
  issuerDv: [26, 28],
  branchCode: [28, 32],
  issueDate: [32, 40],
  documentNumber: [40, 50],
  billingPoint: [50, 53],
  emissionType: [53, 55],
  environment: [55, 56],
  securityCode: [56, 65],
  checkDigit: [65, 66],
} as const satisfies Readonly<Record<string, readonly [number, number]>>;

function isDigitsNotAllZeros(value: string, length: number): boolean {
  return value.length === length && /^[0-9]+$/.test(value) && /[1-9]/.test(value);
}

function isCalendarDate(value: string): boolean {
  const match = /^([0-9]{4})([0-9]{2})([0-9]{2})$/.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * RUCs as the DGI schema's dRuc pattern writes them: three or four hyphen-separated groups of digits, with
 * the letters E, N, PE or NT as the first group, NT, PE, PI or AV as the second of four, or PI/AV after the
 * province (`8PI-1-80`). `8-PE-…` is outside the pattern but is the RUC of FACTS §2's second example CUFE.
 */
function isRucShape(ruc: string): boolean {
  const groups = ruc.split('-');
  if (groups.length < 3 || groups.length > 4) return false;
  return groups.every((group, index) => {
    if (/^[0-9]{1,10}$/.test(group)) return true;
    if (index === 0) return /^(E|N|PE|NT|PI|[0-9]{1,2}(PI|AV))$/.test(group);
    return index === 1 && groups.length === 4 && /^(NT|PE|PI|AV)$/.test(group);
  });
}

type FieldRule = { readonly isValid: (value: string) => boolean; readonly problem: string };

/** One rule per field, shared by the builder and the checker so that whatever one builds the other accepts. */
export const cufeFieldRules: Readonly<Record<keyof CufeParts, FieldRule>> = {
  documentType: {
    isValid: (value) => /^0[1-9]$/.test(value),
    problem: 'El tipo de documento (iDoc) debe ser un código de 01 a 09.',
  },
  taxpayerType: {
    isValid: (value) => value === '1' || value === '2',
    problem: 'El tipo de contribuyente del emisor debe ser 1 (natural) o 2 (jurídico).',
  },
  issuerRuc: {
    isValid: (value) => value.length <= cufeRucWidth && /^[0-9A-Z-]+$/.test(value) && isRucShape(value),
    problem: 'El RUC del emisor no tiene un formato válido (hasta 20 caracteres: números, letras y guiones).',
  },
  issuerDv: {
    isValid: (value) => /^[0-9]{2}$/.test(value),
    problem: 'El dígito verificador del emisor debe tener 2 dígitos.',
  },
  branchCode: {
    isValid: (value) => /^[a-zA-Z0-9]{4}$/.test(value),
    problem: 'El código de sucursal debe tener 4 letras o dígitos.',
  },
  issueDate: {
    isValid: isCalendarDate,
    problem: 'La fecha de emisión debe ser una fecha válida con formato AAAAMMDD.',
  },
  documentNumber: {
    isValid: (value) => isDigitsNotAllZeros(value, 10),
    problem: 'El número del documento fiscal debe tener 10 dígitos y no ser todo ceros.',
  },
  billingPoint: {
    isValid: (value) => isDigitsNotAllZeros(value, 3),
    problem: 'El punto de facturación debe tener 3 dígitos y no ser 000.',
  },
  emissionType: {
    isValid: (value) => /^0[1-4]$/.test(value),
    problem: 'El tipo de emisión debe ser 01, 02, 03 o 04.',
  },
  environment: {
    isValid: (value) => value === '1' || value === '2',
    problem: 'El ambiente debe ser 1 (producción) o 2 (pruebas).',
  },
  securityCode: {
    isValid: (value) => isDigitsNotAllZeros(value, 9),
    problem: 'El código de seguridad debe tener 9 dígitos y no ser todo ceros.',
  },
};

export const cufeFieldNames = Object.keys(cufeFieldRules) as readonly (keyof CufeParts)[];

/** The Spanish problems of a set of parts, empty when every field has the DGI's format. */
export function listCufePartProblems(parts: CufeParts): string[] {
  return cufeFieldNames
    .filter((name) => {
      const value: unknown = parts[name];
      return typeof value !== 'string' || !cufeFieldRules[name].isValid(value);
    })
    .map((name) => cufeFieldRules[name].problem);
}
