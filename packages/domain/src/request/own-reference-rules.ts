import { Decimal, ZERO, formatFixed2, sumAmounts } from '../money/index.ts';
import { checkCufe } from '../cufe/index.ts';
import type { DocumentProblem } from './document-problem.ts';
import { MESSAGES } from './request-messages.ts';

/** Credit note (04) and debit note (05) referring to documents by CUFE. */
const CREDIT_NOTE = '04';

/** The document types a note may refer to: the invoices (never a note, ADR 0028). */
export const REFERABLE_DOCUMENT_TYPES: readonly string[] = ['01', '02', '03', '08', '09'];

/** A document of the company's own, as a note referring to it needs to know it. */
export type OwnReferencedDocument = {
  cufe: string;
  docType: string;
  /** PEN, AUT, NAU or ANU. */
  status: string;
  total: Decimal;
  /** The totals of the credit notes that already refer to it and are not rejected or cancelled. */
  credited: Decimal;
  /** Who it was issued to: the receiver's RUC, cédula or passport, else its customer; '' a final consumer. */
  receiverKey: string;
  /** The receiver as a message names it. */
  receiverName: string;
};

/** What is left of a document for credit notes: its total less earlier credit notes, never below zero. */
export function availableBalance(document: Pick<OwnReferencedDocument, 'total' | 'credited'>): Decimal {
  return Decimal.max(ZERO, document.total.minus(document.credited));
}

/** True when a well-formed CUFE was issued under this RUC (its RUC segment, without the padding). */
export function isOwnCufe(cufe: string, ruc: string): boolean {
  const checked = checkCufe(cufe);
  return checked.ok && checked.value.issuerRuc === ruc.replace(/^0+/, '');
}

/**
 * The rules on a note's references to the company's own documents (issue 13): each must exist, be
 * authorised (not pending, rejected or cancelled), be an invoice and have been issued to the note's
 * receiver (issue 29); a credit note may not exceed what is left of the documents it refers to, together,
 * after the earlier credit notes: `creditedTogether` counts each earlier note once, however many of them it
 * referred to (ADR 0086). Other issuers' CUFEs are judged by their form and check digit only (request-rules.ts).
 */
export function findOwnReferenceProblems(input: {
  documentType: string;
  documentTotal: Decimal;
  /** The note's receiver, as `OwnReferencedDocument.receiverKey` names one. */
  receiverKey: string;
  references: readonly { index: number; cufe: string; found: OwnReferencedDocument | undefined }[];
  /** Σ of the earlier credit notes (not rejected or cancelled) that refer to any of these documents. */
  creditedTogether: Decimal;
}): DocumentProblem[] {
  const problems: DocumentProblem[] = [];
  const totals: Decimal[] = [];
  for (const { index, cufe, found } of input.references) {
    const path = `documentosFiscalesReferenciados.${index}.cufeReferenciada`;
    const problem = !found
      ? MESSAGES.referenceNotFound(cufe)
      : found.status === 'ANU'
        ? MESSAGES.referenceCancelled
        : found.status !== 'AUT'
          ? MESSAGES.referenceNotAuthorised
          : !REFERABLE_DOCUMENT_TYPES.includes(found.docType)
            ? MESSAGES.referenceNotReferable
            : found.receiverKey !== input.receiverKey
              ? MESSAGES.referenceOtherReceiver(found.receiverName)
              : undefined;
    if (problem !== undefined) problems.push({ path, message: problem });
    else if (found) totals.push(found.total);
  }
  const isCreditAgainstOwn = input.documentType === CREDIT_NOTE && input.references.length > 0;
  if (problems.length === 0 && isCreditAgainstOwn) {
    const available = availableBalance({ total: sumAmounts(totals), credited: input.creditedTogether });
    if (input.documentTotal.greaterThan(available)) {
      problems.push({
        path: 'detalles',
        message: MESSAGES.creditAboveBalance(
          formatFixed2(input.documentTotal),
          formatFixed2(available),
          totals.length,
        ),
      });
    }
  }
  return problems;
}
