import { DOCUMENT_TYPES, padDocumentNumber } from '@facturar/domain';
import {
  receiverPortalLinkMinutes,
  receiverPortalMaxDocuments,
  receiverPortalMessages as texts,
  receiverPortalSessionMinutes,
  type ReceiverDocument,
  type ReceiverDocumentsQuery,
  type ReceiverDocumentsResponse,
  type ReceiverLinkRequest,
  type ReceiverSession,
  type ReceiverZipRequest,
} from '@facturar/contracts';
import { sha256Hex } from '../../adapters/crypto/random.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import type { ReceiverContext } from '../../access/receiver-context.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { loadVoucherFile, renderVoucherPdf, streamVoucherZip } from '../voucher-downloads/index.ts';
import { panamaDayStart } from '../voucher-lists/index.ts';
import { portalLinkQueue } from './portal-link-job.ts';
import { signPortalToken } from './portal-token.ts';
import {
  consumeLink,
  countLinkRequests,
  insertLinkRequest,
  listReceiverDocuments,
} from './receiver-portal-repository.ts';
import { isCompanyKnown } from '../../access/company-access-repository.ts';

/**
 * 'Recibir enlace' (issue 27 §4): the request is recorded and a worker checks the pair and mails the link,
 * so the answer is the same, and as fast, whether an issuer has the RUC and e-mail on file or not. Past
 * the hourly limits per RUC and per address (configured) the answer is 429, alike for pairs on file or not.
 */
export async function requestPortalLink(
  ctx: AppContext,
  request: ReceiverLinkRequest,
): Promise<{ mensaje: string }> {
  const now = ctx.now();
  const email = request.correo.toLowerCase();
  const ruc = request.ruc.toUpperCase();
  const counts = await countLinkRequests(ctx.db, ruc, email, new Date(now.getTime() - 3_600_000));
  if (
    counts.perRuc >= ctx.config.receiverLinksPerRucPerHour ||
    counts.perEmail >= ctx.config.receiverLinksPerEmailPerHour
  ) {
    throw new AppError('rate_limited', texts.tooManyRequests, { mensajeSistema: 'ENLACES_EXCEDIDOS' });
  }
  await runInTransaction(ctx.db, async (trx) => {
    const requestId = await insertLinkRequest(trx, {
      ruc,
      dv: request.dv,
      email,
      now,
      expiresAt: new Date(now.getTime() + receiverPortalLinkMinutes * 60_000),
    });
    await ctx.queue.enqueue(trx, portalLinkQueue, { requestId });
  });
  return { mensaje: texts.linkRequested };
}

/** Trades a sign-in link for a portal session: once, within its minutes; anything else is the same 401. */
export async function signInWithLink(ctx: AppContext, token: string): Promise<ReceiverSession> {
  const now = ctx.now();
  const ruc = await consumeLink(ctx.db, sha256Hex(token), now);
  if (!ruc) throw new AppError('unauthenticated', texts.linkInvalid, { mensajeSistema: 'ENLACE_INVALIDO' });
  const ttlSeconds = receiverPortalSessionMinutes * 60;
  return {
    accessToken: await signPortalToken(ctx.secrets.jwtKey, ruc, now, ttlSeconds),
    tokenType: 'Bearer',
    ruc,
    venceEn: new Date(Math.floor(now.getTime() / 1000) * 1000 + ttlSeconds * 1000).toISOString(),
    esEmpresaFacturar: await isCompanyKnown(ctx.db, ruc),
  };
}

function rangeOf(range: { fechaInicio?: string | undefined; fechaFin?: string | undefined }) {
  return {
    ...(range.fechaInicio ? { from: panamaDayStart(range.fechaInicio) } : {}),
    ...(range.fechaFin ? { before: new Date(panamaDayStart(range.fechaFin).getTime() + 86_400_000) } : {}),
  };
}

type Listed = Awaited<ReturnType<typeof listReceiverDocuments>>[number];

/** What the document itself says to its receiver: issuer, type, number, dates, total and its state now. */
function toDocument(row: Listed): ReceiverDocument {
  return {
    id: Number(row.id),
    cufe: row.cufe,
    emisor: { ruc: row.company_ruc, razonSocial: row.business_name },
    tipoComprobante: DOCUMENT_TYPES.find((type) => type.codigo === row.doc_type)?.nombre ?? row.doc_type,
    numero: `${row.branch_code}-${row.point_code}-${padDocumentNumber(row.number)}`,
    estado: row.status === 'ANU' ? 'Anulado' : 'Autorizado',
    fechaEmision: row.issued_at.toISOString(),
    fechaAutorizacion: row.authorised_at?.toISOString() ?? null,
    fechaAnulacion: row.cancelled_at?.toISOString() ?? null,
    valorTotal: String(row.total),
  };
}

/** Every authorised or cancelled document issued to the receiver's RUC by any company here. */
export async function listPortalDocuments(
  ctx: AppContext,
  receiver: ReceiverContext,
  query: ReceiverDocumentsQuery,
): Promise<ReceiverDocumentsResponse> {
  const rows = await listReceiverDocuments(ctx.db, receiver.ruc, {
    ...rangeOf(query),
    limit: receiverPortalMaxDocuments + 1,
  });
  return {
    content: rows.slice(0, receiverPortalMaxDocuments).map(toDocument),
    truncado: rows.length > receiverPortalMaxDocuments,
  };
}

/** One document's signed XML or CAFE, only when it was issued to the receiver's RUC. */
export async function loadPortalFile(
  ctx: AppContext,
  receiver: ReceiverContext,
  id: number,
  kind: 'xml' | 'pdf',
) {
  const [doc] = await listReceiverDocuments(ctx.db, receiver.ruc, { ids: [String(id)], limit: 1 });
  if (!doc)
    throw new AppError('not_found', texts.documentNotFound, { mensajeSistema: 'COMPROBANTE_NO_EXISTE' });
  const file = await loadVoucherFile(ctx, doc.company_ruc, doc.id);
  return kind === 'xml'
    ? { fileName: `${file.accessKey}.xml`, body: file.xml, type: 'application/xml; charset=utf-8' }
    : { fileName: `${file.accessKey}.pdf`, body: await renderVoucherPdf(ctx, file), type: 'application/pdf' };
}

/** The chosen documents (or a range's) issued to the receiver, as one ZIP; others' ids are left out. */
export async function buildPortalZip(
  ctx: AppContext,
  receiver: ReceiverContext,
  request: ReceiverZipRequest,
): Promise<NodeJS.ReadableStream> {
  const rows = await listReceiverDocuments(ctx.db, receiver.ruc, {
    ...(request.ids?.length ? { ids: request.ids.map(String) } : rangeOf(request)),
    limit: receiverPortalMaxDocuments,
  });
  if (rows.length === 0) {
    throw new AppError('not_found', texts.noDocuments, { mensajeSistema: 'ZIP_SIN_DATOS' });
  }
  return streamVoucherZip(
    ctx,
    rows.map((row) => ({ id: row.id, cufe: row.cufe, ruc: row.company_ruc })),
  );
}
