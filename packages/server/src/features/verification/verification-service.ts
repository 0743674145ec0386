import { DOCUMENT_TYPES, padDocumentNumber } from '@facturar/domain';
import { sharingMessages, verificationMessages, type VerificationResponse } from '@facturar/contracts';
import { sha256Hex } from '../../adapters/crypto/random.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { loadVoucherFile, renderVoucherPdf } from '../voucher-downloads/index.ts';
import {
  findSharedDocument,
  findVerifiableDocument,
  type VerifiableDocument,
} from './verification-repository.ts';

/** Only what the CAFE prints, and the state now: nothing else of the document or its company. */
function describe(doc: VerifiableDocument): VerificationResponse {
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

/**
 * Anyone holding a CAFE checks its CUFE: the document's CAFE data and its state now. Pending and rejected
 * documents are not revealed (they are not fiscal documents yet), nor anything the CAFE does not print.
 */
export async function verifyDocument(ctx: AppContext, cufe: string): Promise<VerificationResponse> {
  const doc = await findVerifiableDocument(ctx.db, cufe.toUpperCase());
  if (!doc) throw new AppError('not_found', verificationMessages.notFound);
  return describe(doc);
}

/**
 * The document a share link opens; a withdrawn or unknown token is 404 alike. A link given at the counter
 * may be opened before the PAC has answered: it says so, and shows the document once it is authorised.
 */
async function findShared(ctx: AppContext, token: string): Promise<VerifiableDocument> {
  const doc = await findSharedDocument(ctx.db, sha256Hex(token));
  if (!doc) throw new AppError('not_found', sharingMessages.notFound);
  if (doc.status === 'PEN') {
    throw new AppError('not_found', sharingMessages.pending, { mensajeSistema: 'COMPROBANTE_PENDIENTE' });
  }
  if (doc.status !== 'AUT' && doc.status !== 'ANU') throw new AppError('not_found', sharingMessages.notFound);
  return doc;
}

/** The public page of a shared document (issue 27 §1): what '/verificar' shows of it. */
export async function viewSharedDocument(ctx: AppContext, token: string): Promise<VerificationResponse> {
  return describe(await findShared(ctx, token));
}

/** A shared document's stored signed XML or its CAFE, as its issuer downloads them. */
export async function loadSharedFile(ctx: AppContext, token: string, kind: 'xml' | 'pdf') {
  const doc = await findShared(ctx, token);
  const file = await loadVoucherFile(ctx, doc.ruc, String(doc.id));
  return kind === 'xml'
    ? { fileName: `${file.accessKey}.xml`, body: file.xml, type: 'application/xml; charset=utf-8' }
    : { fileName: `${file.accessKey}.pdf`, body: await renderVoucherPdf(ctx, file), type: 'application/pdf' };
}
