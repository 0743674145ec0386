import {
  Decimal,
  findOwnReferenceProblems,
  isOwnCufe,
  type DocumentProblem,
  type GenerationRequest,
} from '@facturar/domain';
import type { Db } from '../../adapters/db/open-database.ts';
import { findReferencedDocuments } from './document-reference-repository.ts';
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

/**
 * The problems of a note's references to the company's own documents, read from the database (locked
 * when `lock`, inside the generation's transaction).
 */
export async function checkOwnReferences(
  db: Db | Trx,
  input: { ruc: string; request: GenerationRequest; documentTotal: Decimal; lock?: boolean },
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
  return findOwnReferenceProblems({
    documentType: input.request.tipoDocumento,
    documentTotal: input.documentTotal,
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
        },
      };
    }),
  });
}
