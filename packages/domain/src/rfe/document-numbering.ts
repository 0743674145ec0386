import { buildCufe, listCufePartProblems, type CufeParts } from '../cufe/index.ts';
import { fail, succeed, type Result } from '../result.ts';
import type { DocumentProblem } from '../request/document-problem.ts';
import { BUILD_MESSAGES } from './build-messages.ts';
import type { NumberingField, PreparedDocument } from './document-preparation.ts';
import type { RfeDocument, RfeGeneralData } from './rfe-model.ts';

/** What the billing point gives a document when it is issued: its number and a random security code. */
export type DocumentNumbering = {
  /** dNroDF, the number reserved for the billing point (1 to 9999999999). */
  number: number | string;
  /** dPtoFacDF (1 to 999). */
  billingPoint: number | string;
  /** dSeg: 9 random digits, not all zero, drawn by the caller. */
  securityCode: string;
};

/** A document number as the rFE (dNroDF) and every screen show it: 10 digits, zero-padded. */
export function padDocumentNumber(number: number | string): string {
  return String(number).padStart(10, '0');
}

/** A billing point as the rFE (dPtoFacDF) writes it: 3 digits, zero-padded. */
export function padBillingPoint(billingPoint: number | string): string {
  return String(billingPoint).padStart(3, '0');
}

function readNumbering(
  numbering: DocumentNumbering,
): Result<Pick<RfeGeneralData, NumberingField>, DocumentProblem> {
  const number = padDocumentNumber(numbering.number);
  const billingPoint = padBillingPoint(numbering.billingPoint);
  const problems: DocumentProblem[] = [];
  if (
    !/^\d{10}$/.test(number) ||
    !/[1-9]/.test(number) ||
    !/^\d{3}$/.test(billingPoint) ||
    billingPoint === '000'
  ) {
    problems.push({ path: 'numeracion', message: BUILD_MESSAGES.numbering });
  }
  if (!/^\d{9}$/.test(numbering.securityCode) || !/[1-9]/.test(numbering.securityCode)) {
    problems.push({ path: 'numeracion', message: BUILD_MESSAGES.securityCode });
  }
  if (problems.length > 0) return fail(problems);
  return succeed({ dNroDF: number, dPtoFacDF: billingPoint, dSeg: numbering.securityCode });
}

/**
 * Completes a prepared document with its number, billing point and security code, and composes its
 * CUFE (FACTS §2) from them and the issuer, date and emission type already in it. This is all that
 * has to happen once the number is reserved.
 */
export function numberDocument(
  prepared: PreparedDocument,
  numbering: DocumentNumbering,
): Result<RfeDocument, DocumentProblem> {
  const numbers = readNumbering(numbering);
  if (!numbers.ok) return numbers;
  const generalData: RfeGeneralData = { ...prepared.gDGen, ...numbers.value };
  const issuerRuc = generalData.gEmis.gRucEmi;
  const parts: CufeParts = {
    documentType: generalData.iDoc,
    taxpayerType: issuerRuc.dTipoRuc,
    issuerRuc: issuerRuc.dRuc,
    issuerDv: issuerRuc.dDV,
    branchCode: generalData.gEmis.dSucEm,
    issueDate: generalData.dFechaEm.slice(0, 10).replaceAll('-', ''),
    documentNumber: generalData.dNroDF,
    billingPoint: generalData.dPtoFacDF,
    emissionType: generalData.iTpEmis,
    environment: generalData.iAmb,
    securityCode: generalData.dSeg,
  };
  const cufeProblems = listCufePartProblems(parts);
  if (cufeProblems.length > 0) return fail(cufeProblems.map((message) => ({ path: 'empresa', message })));
  return succeed({ ...prepared, dId: buildCufe(parts), gDGen: generalData });
}
