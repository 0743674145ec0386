/**
 * Builds the CUFE, the document's 66-character key (rFE dId), from its parts (FACTS §2; layout in
 * ./cufe-fields.ts, check digit in ./cufe-check-digit.ts). The security code dSeg is random, so a CUFE is
 * built once per document and stored: a retry resends the stored document (DESIGN §6).
 */
import { computeCufeCheckDigit } from './cufe-check-digit.ts';
import { cufeRucWidth, listCufePartProblems, type CufeParts } from './cufe-fields.ts';

/** Parts that do not have the DGI's format: a programming error upstream, so it is thrown. */
export class CufePartsError extends Error {
  readonly code = 'CUFE_PARTS_INVALID';
  override readonly name = 'CufePartsError';
  readonly problems: readonly string[];

  constructor(problems: readonly string[]) {
    super(`No se puede construir el CUFE: ${problems.join(' ')}`);
    this.problems = problems;
  }
}

/** The CUFE of these parts. Throws CufePartsError when a part does not have the DGI's format. */
export function buildCufe(parts: CufeParts): string {
  const problems = listCufePartProblems(parts);
  if (problems.length > 0) throw new CufePartsError(problems);
  const body =
    parts.documentType +
    parts.taxpayerType +
    parts.issuerRuc.padStart(cufeRucWidth, '0') +
    '-' +
    parts.issuerDv +
    parts.branchCode +
    parts.issueDate +
    parts.documentNumber +
    parts.billingPoint +
    parts.emissionType +
    parts.environment +
    parts.securityCode;
  return `FE${body}${computeCufeCheckDigit(body)}`;
}
