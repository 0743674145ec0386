import { GENERIC_NOTE_TYPES, REFERRING_NOTE_TYPES, type DocumentTypeCode } from './document-types.ts';
import { MESSAGES } from './request-messages.ts';

type ReferenceNumbers = {
  cufeReferenciada?: string | undefined;
  nroFacturaPapel?: string | undefined;
  nroFacturaImpresora?: string | undefined;
};

/**
 * A referenced document names exactly one of its numbers (spec 002 §5 'Referenced document'): CUFE, paper
 * or printer number for NCR/NDR, paper or printer number (never a CUFE) for NCG/NDG.
 */
export function findReferenceNumberProblem(
  documentType: DocumentTypeCode,
  reference: ReferenceNumbers,
): string | undefined {
  const given = [reference.cufeReferenciada, reference.nroFacturaPapel, reference.nroFacturaImpresora];
  const count = given.filter((value) => value !== undefined).length;
  if (GENERIC_NOTE_TYPES.includes(documentType)) {
    return reference.cufeReferenciada !== undefined || count !== 1 ? MESSAGES.referenceOneOfTwo : undefined;
  }
  if (REFERRING_NOTE_TYPES.includes(documentType)) {
    return count !== 1 ? MESSAGES.referenceOneOfThree : undefined;
  }
  return undefined;
}
