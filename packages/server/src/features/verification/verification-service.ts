import { DOCUMENT_TYPES, padDocumentNumber } from '@facturar/domain';
import { verificationMessages, type VerificationResponse } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { findVerifiableDocument } from './verification-repository.ts';

/**
 * Anyone holding a CAFE checks its CUFE: the document's CAFE data and its state now. Pending and rejected
 * documents are not revealed (they are not fiscal documents yet), nor anything the CAFE does not print.
 */
export async function verifyDocument(ctx: AppContext, cufe: string): Promise<VerificationResponse> {
  const doc = await findVerifiableDocument(ctx.db, cufe.toUpperCase());
  if (!doc) throw new AppError('not_found', verificationMessages.notFound);
  const type = DOCUMENT_TYPES.find((entry) => entry.codigo === doc.doc_type);
  return {
    cufe: doc.cufe,
    tipoComprobante: type?.nombre ?? doc.doc_type,
    numero: `${doc.branch_code}-${doc.point_code}-${padDocumentNumber(doc.number)}`,
    emisor: { ruc: doc.ruc, razonSocial: doc.business_name },
    receptor: doc.receiver_name,
    fechaEmision: doc.issued_at.toISOString(),
    valorTotal: String(doc.total),
    estado: doc.status === 'ANU' ? 'Anulado' : 'Autorizado',
    fechaAutorizacion: doc.authorised_at?.toISOString() ?? null,
    fechaAnulacion: doc.cancelled_at?.toISOString() ?? null,
  };
}
