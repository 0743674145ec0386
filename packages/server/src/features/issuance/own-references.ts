import {
  Decimal,
  findOwnReferenceProblems,
  isOwnCufe,
  type DocumentProblem,
  type GenerationRequest,
} from '@facturar/domain';
import type { Db } from '../../adapters/db/open-database.ts';
import { findReferencedDocuments, sumCreditedTogether } from './document-reference-repository.ts';
import type { Trx } from './issuance-repository.ts';

/** The notes that refer to documents by CUFE. */
const REFERRING_NOTES: readonly string[] = ['04', '05'];

/** The CUFEs of the company's own documents a note refers to, with their place in the request. */
export function ownReferencesOf(request: GenerationRequest, ruc: string): { index: number; cufe: string }[] {
  if (!REFERRING_NOTES.includes(request.tipoDocumento)) return [];
  return request.documentosFiscalesReferenciados.flatMap((reference, index) =>
    reference.cufeReferenciada !== undefined && isOwnCufe(reference.cufeReferenciada, ruc)
      ? [{ index, cufe: reference.cufeReferenciada }]
      : [],
  );
}

/** Who a document is issued to: its receiver's identification, else its customer; '' a final consumer. */
export type DocumentReceiver = { identification: string | null; customerId: number | string | null };

/** The receiver as the reference rules compare it (a foreign receiver has no RUC: its customer stands). */
export function receiverKeyOf(receiver: DocumentReceiver): string {
  if (receiver.identification) return `id:${receiver.identification}`;
  return receiver.customerId ? `cliente:${String(receiver.customerId)}` : '';
}

/**
 * The problems of a note's references to the company's own documents, read from the database (locked
 * when `lock`, inside the generation's transaction).
 */
export async function checkOwnReferences(
  db: Db | Trx,
  input: {
    ruc: string;
    request: GenerationRequest;
    documentTotal: Decimal;
    receiver: DocumentReceiver;
    lock?: boolean;
  },
): Promise<DocumentProblem[]> {
  const references = ownReferencesOf(input.request, input.ruc);
  if (references.length === 0) return [];
  const rows = await findReferencedDocuments(
    db,
    input.ruc,
    references.map((reference) => reference.cufe),
    { lock: input.lock ?? false },
  );
  const byCufe = new Map(rows.map((row) => [row.cufe, row]));
  // After the rows are locked, so no note on them can be issued in between.
  const creditedTogether = await sumCreditedTogether(
    db,
    input.ruc,
    rows.map((row) => row.cufe),
  );
  return findOwnReferenceProblems({
    documentType: input.request.tipoDocumento,
    documentTotal: input.documentTotal,
    receiverKey: receiverKeyOf(input.receiver),
    creditedTogether: new Decimal(creditedTogether),
    references: references.map(({ index, cufe }) => {
      const row = byCufe.get(cufe);
      return {
        index,
        cufe,
        found: row && {
          cufe,
          docType: row.doc_type,
          status: row.status,
          total: new Decimal(row.total),
          credited: new Decimal(row.credited),
          receiverKey: receiverKeyOf({
            identification: row.receiver_identification,
            customerId: row.customer_id,
          }),
          receiverName: row.receiver_identification
            ? `${row.receiver_name}, ${row.receiver_identification}`
            : row.receiver_name,
        },
      };
    }),
  });
}
