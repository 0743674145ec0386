import { DOCUMENT_TYPES, formatFixed2, padDocumentNumber } from '@facturar/domain';
import { sharingMessages, type ShareLinkResponse } from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { downloadMessages } from '../voucher-downloads/index.ts';
import {
  deleteShareLink,
  findDocumentToShare,
  findShareLink,
  insertShareLink,
} from './document-sharing-repository.ts';
import { findOrMakeShareLink, presentShareLink } from './share-link.ts';

type SharedDocument = NonNullable<Awaited<ReturnType<typeof findDocumentToShare>>>;

async function findOwnDocument(ctx: AppContext, auth: AuthContext, id: number): Promise<SharedDocument> {
  const doc = await findDocumentToShare(ctx.db, auth.ruc, String(id));
  if (!doc) {
    throw new AppError('not_found', downloadMessages.voucherNotFound, {
      mensajeSistema: 'COMPROBANTE_NO_EXISTE',
    });
  }
  return doc;
}

/** The message the customer receives: who sends what, for how much, and where to see it. */
function shareText(doc: SharedDocument, url: string): string {
  const type = DOCUMENT_TYPES.find((entry) => entry.codigo === doc.doc_type)?.nombre ?? 'Comprobante';
  const number = `${doc.branch_code}-${doc.point_code}-${padDocumentNumber(doc.number)}`;
  return (
    `${doc.business_name} le envía su ${type} N.º ${number} por B/. ${formatFixed2(doc.total)}. ` +
    `Véalo y descárguelo aquí: ${url}`
  );
}

/**
 * 'Compartir' (issue 27 §1): the document's public link, made on the first share and the same one after
 * (a customer's copy keeps working), with its WhatsApp message and QR. A document the PAC refused is no
 * fiscal document and cannot be shared; one still waiting for the PAC can (right after 'Firmar y
 * autorizar', at the counter) and its page opens once it is authorised.
 */
export async function shareDocument(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<ShareLinkResponse> {
  const doc = await findOwnDocument(ctx, auth, id);
  if (doc.status !== 'AUT' && doc.status !== 'ANU' && doc.status !== 'PEN') {
    throw new AppError('conflict', sharingMessages.notShareable, {
      mensajeSistema: 'COMPROBANTE_NO_COMPARTIBLE',
    });
  }
  const link = await findOrMakeShareLink(
    ctx,
    () => findShareLink(ctx.db, doc.id),
    (token) => insertShareLink(ctx.db, { documentId: doc.id, ruc: auth.ruc, ...token }),
  );
  return presentShareLink(ctx, link, '/c', (url) => shareText(doc, url));
}

/** Withdraws the document's link: whoever holds it gets 'not found' from now on. */
export async function withdrawShareLink(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<{ mensaje: string }> {
  const doc = await findOwnDocument(ctx, auth, id);
  await deleteShareLink(ctx.db, auth.ruc, doc.id);
  return { mensaje: sharingMessages.withdrawn };
}
