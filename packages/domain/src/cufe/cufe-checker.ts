/**
 * Checks a CUFE someone typed or received (FACTS §2): its length, the `FE` prefix, every field's format
 * (./cufe-fields.ts) and the Luhn check digit (./cufe-check-digit.ts), the one the DGI rejects with 1001
 * "Valor del CUFE no está calculado correctamente" (FACTS §6). Problems come back as Spanish sentences.
 *
 * The CUFE cannot tell a RUC's own leading zeros from its padding: the RUC comes back without them.
 * The check digit cannot see a RUC or branch character swapped for one with the same recoded digit
 * (`8-274-125` and `N-274-125` give the same digit), a limit of the DGI's design.
 */
import { fail, succeed, type Result } from '../result.ts';
import { computeCufeCheckDigit } from './cufe-check-digit.ts';
import { cufeFieldNames, cufeFieldRules, cufeLayout, cufeLength, type CufeParts } from './cufe-fields.ts';

export type CufeCheck = Result<CufeParts, string>;

function slice(cufe: string, field: keyof typeof cufeLayout): string {
  const [start, end] = cufeLayout[field];
  return cufe.slice(start, end);
}

/** Reads and checks a CUFE; surrounding spaces are ignored. Never throws. */
export function checkCufe(cufe: string): CufeCheck {
  const text = typeof cufe === 'string' ? cufe.trim() : '';
  if (text.length !== cufeLength) {
    return fail([`El CUFE debe tener ${cufeLength} caracteres; tiene ${text.length}.`]);
  }
  const problems: string[] = [];
  if (slice(text, 'prefix') !== 'FE') problems.push('El CUFE debe comenzar con FE.');
  if (slice(text, 'rucSeparator') !== '-') {
    problems.push(
      'El CUFE debe tener un guion entre el RUC del emisor y su dígito verificador (posición 26).',
    );
  }
  const parts: CufeParts = {
    documentType: slice(text, 'documentType'),
    taxpayerType: slice(text, 'taxpayerType'),
    issuerRuc: slice(text, 'issuerRuc').replace(/^0+/, ''),
    issuerDv: slice(text, 'issuerDv'),
    branchCode: slice(text, 'branchCode'),
    issueDate: slice(text, 'issueDate'),
    documentNumber: slice(text, 'documentNumber'),
    billingPoint: slice(text, 'billingPoint'),
    emissionType: slice(text, 'emissionType'),
    environment: slice(text, 'environment'),
    securityCode: slice(text, 'securityCode'),
  };
  for (const name of cufeFieldNames) {
    if (!cufeFieldRules[name].isValid(parts[name])) problems.push(cufeFieldRules[name].problem);
  }
  const expected = computeCufeCheckDigit(text.slice(cufeLayout.documentType[0], cufeLayout.checkDigit[0]));
  if (slice(text, 'checkDigit') !== expected) {
    problems.push(`El dígito verificador del CUFE no es correcto: debería ser ${expected}.`);
  }
  return problems.length > 0 ? fail(problems) : succeed(parts);
}

/** True when the text is a well-formed CUFE with the right check digit. */
export function isCufeValid(cufe: string): boolean {
  return checkCufe(cufe).ok;
}

/** The document type a CUFE was issued for (its characters 3–4). */
export function readCufeDocumentType(cufe: string): string {
  return slice(cufe, 'documentType');
}
