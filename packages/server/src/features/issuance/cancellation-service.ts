import { sharedMessages } from '@facturar/contracts';
import { randomInt } from 'node:crypto';
import {
  DOCUMENT_TYPES,
  Decimal,
  availableBalance,
  cancellableUntil,
  formatFixed2,
  padDocumentNumber,
} from '@facturar/domain';
import type { CancellationRequest } from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import {
  PacError,
  hkaDocumentKeyOf,
  type HkaKeyRow,
  type SendCancellationResult,
} from '../../adapters/pac/index.ts';
import { resolveCompanyPac } from '../pac-connection/index.ts';
import { signCancellationEvent } from '../../adapters/signing/index.ts';
import { AppError } from '../../errors/app-error.ts';
import type { AuthContext } from '../../access/auth-context.ts';
import {
  claimCancellation,
  findOwnDocumentByCufe,
  markCancelled,
  recordCancellationResult,
} from './cancellation-repository.ts';
import { loadCompanySigningKey } from './company-signing-key.ts';
import { findIssuer } from './issuance-repository.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import { auditActorOf, recordAuditEvent } from '../audit/index.ts';
import { notifyWebhooks } from '../webhook-events/index.ts';
import { cancellationEmailQueue } from '../voucher-downloads/index.ts';
import { findReferencedDocuments } from './document-reference-repository.ts';
import { readReferencedLines } from './referenced-lines.ts';
import { findCompanyCustomerRow } from '../customers/index.ts';

export const cancellationMessages = {
  registered: 'Evento registrado con éxito',
  notFound: sharedMessages.cufeNotFound,
  alreadyCancelled: 'El comprobante ya se encuentra anulado.',
  inProgress:
    'La anulación de este comprobante ya está en curso. Espere su resultado antes de intentarlo de nuevo.',
  notAuthorised: 'Solo se pueden anular comprobantes autorizados por la DGI.',
  windowExpired:
    'El plazo para anular el comprobante venció; emita una nota de crédito que haga referencia a su CUFE.',
  pacUnavailable: 'Existen problemas al comunicarse con el PAC. Por favor intente más tarde.',
} as const;

function twentyDigits(): string {
  return Array.from({ length: 20 }, () => randomInt(10)).join('');
}

/**
 * The cancellation event (spec 002 'EAN', FACTS §6): only for an authorised document within the window,
 * signed like the document and registered synchronously with the PAC, so the screen can say at once
 * whether it is cancelled. A repeat the PAC already knows (0622) counts as done.
 */
export async function cancelDocument(
  ctx: AppContext,
  auth: AuthContext,
  request: CancellationRequest,
): Promise<{ mensajeSistema: string }> {
  const doc = await findOwnDocumentByCufe(ctx.db, auth.ruc, request.cufe);
  if (!doc) throw new AppError('not_found', cancellationMessages.notFound);
  if (doc.status === 'ANU') throw new AppError('conflict', cancellationMessages.alreadyCancelled);
  if (doc.status !== 'AUT' || !doc.authorised_at)
    throw new AppError('validation', cancellationMessages.notAuthorised);
  const deadline = cancellableUntil(doc.authorised_at, ctx.config.cancellationWindowHours);
  if (deadline !== null && ctx.now() > deadline)
    throw new AppError('validation', cancellationMessages.windowExpired);

  const issuer = await findIssuer(ctx.db, auth.ruc);
  if (!issuer) throw new AppError('not_found', cancellationMessages.notFound);
  // A document the PAC signed is cancelled by the PAC (AnulacionDocumento by its natural key): no event of ours.
  const pacSigned = doc.pac_family === 'hka';
  const signed = pacSigned
    ? { xml: '' }
    : signCancellationEvent(
        {
          signatureIdDigits: twentyDigits(),
          iAmb: Number(ctx.config.pacEnvironment) as 1 | 2,
          cufe: doc.cufe,
          issuer: { taxpayerType: Number(issuer.taxpayer_type) as 1 | 2, ruc: issuer.ruc, dv: issuer.dv },
          reason: request.motivo,
        },
        loadCompanySigningKey(ctx, issuer),
      );
  // Concurrent requests for one document: exactly one sends, the others are told it is under way.
  const claim = await claimCancellation(ctx.db, {
    documentId: doc.id,
    ruc: auth.ruc,
    reason: request.motivo,
    signedXml: signed.xml,
    now: ctx.now(),
    staleBefore: new Date(ctx.now().getTime() - 3 * ctx.config.pacTimeoutMs),
  });
  if (claim.kind === 'cancelled') throw new AppError('conflict', cancellationMessages.alreadyCancelled);
  if (claim.kind === 'in-progress') throw new AppError('conflict', cancellationMessages.inProgress);
  if (claim.kind === 'not-authorised') throw new AppError('validation', cancellationMessages.notAuthorised);
  const { eventId } = claim;
  let result;
  try {
    result = pacSigned
      ? await cancelThroughPac(ctx, auth.ruc, doc, request.motivo)
      : await ctx.pac.sendCancellation(signed.xml);
  } catch (error) {
    if (error instanceof PacError) {
      await recordCancellationResult(ctx.db, eventId, {
        code: error.code,
        message: error.message,
        registeredAt: null,
      });
      throw new AppError('unavailable', cancellationMessages.pacUnavailable, { mensajeSistema: error.code });
    }
    throw error;
  }
  if (result.kind === 'rejected') {
    const first = result.codes[0];
    const message = first ? `${first.code} - ${first.message}` : 'Evento rechazado por la DGI.';
    await recordCancellationResult(ctx.db, eventId, { code: first?.code ?? '', message, registeredAt: null });
    await recordAuditEvent(ctx.db, {
      companyRuc: auth.ruc,
      kind: 'CANCELLATION_REFUSED',
      at: ctx.now(),
      ...auditActorOf(auth),
      subject: doc.cufe,
      details: { tipo: doc.doc_type, codigo: first?.code ?? '' },
    });
    throw new AppError('validation', message, { mensajeSistema: message });
  }
  const at = result.kind === 'registered' ? result.processedAt : ctx.now();
  await runInTransaction(ctx.db, async (trx) => {
    await markCancelled(trx, eventId, doc.id, at, result.code.code, result.code.message);
    await recordAuditEvent(trx, {
      companyRuc: auth.ruc,
      kind: 'DOCUMENT_CANCELLED',
      at: ctx.now(),
      ...auditActorOf(auth),
      subject: doc.cufe,
      details: { tipo: doc.doc_type, motivo: request.motivo },
    });
    await notifyWebhooks(ctx, trx, {
      event: 'documento.anulado',
      documentId: String(doc.id),
      companyRuc: auth.ruc,
    });
    // The receiver it was e-mailed to is told too; the job checks the delivery and the addresses.
    await ctx.queue.enqueue(trx, cancellationEmailQueue, { documentId: String(doc.id) });
  });
  return { mensajeSistema: cancellationMessages.registered };
}

/** AnulacionDocumento, its answer read as feRecepEvento's would be. */
async function cancelThroughPac(
  ctx: AppContext,
  ruc: string,
  doc: HkaKeyRow,
  reason: string,
): Promise<SendCancellationResult> {
  const pac = await resolveCompanyPac(ctx, ruc);
  if (pac.family !== 'hka')
    throw new PacError('PAC_INVALID_REQUEST', 'the company no longer issues through the integration API', {
      message: 'La empresa cambió de PAC; anule el comprobante en el portal del PAC que lo autorizó.',
    });
  const answer = await pac.client.cancel(hkaDocumentKeyOf(doc), reason);
  if (answer.kind === 'cancelled')
    return { kind: 'registered', processedAt: ctx.now(), code: { code: '0600', message: answer.message } };
  if (answer.kind === 'already_cancelled')
    return { kind: 'already_cancelled', code: { code: '0622', message: answer.message } };
  return { kind: 'rejected', codes: [{ code: answer.code, message: answer.message }] };
}

export async function findDocumentByCufe(ctx: AppContext, auth: AuthContext, cufe: string) {
  const doc = await findOwnDocumentByCufe(ctx.db, auth.ruc, cufe);
  if (!doc) return null;
  const type = DOCUMENT_TYPES.find((entry) => entry.codigo === doc.doc_type);
  return {
    idComprobanteElectronico: Number(doc.id),
    cufe: doc.cufe,
    valorTotal: Number(doc.total),
    estado: doc.status,
    tipoComprobanteElectronico: {
      codigoComprobante: doc.doc_type,
      nombreComprobante: type?.nombre ?? doc.doc_type,
    },
    numeroFactura: padDocumentNumber(doc.number),
    receptor: doc.receiver_name,
    fechaEmision: doc.issued_at.toISOString(),
    anulableHasta:
      doc.status === 'AUT'
        ? (cancellableUntil(doc.authorised_at, ctx.config.cancellationWindowHours)?.toISOString() ?? null)
        : null,
  };
}

/** The issuer data a credit or debit note copies from the document it refers to (one of the company's own). */
export async function findReferencedDocument(ctx: AppContext, auth: AuthContext, cufe: string) {
  const [doc] = await findReferencedDocuments(ctx.db, auth.ruc, [cufe]);
  if (!doc || doc.status !== 'AUT') return null;
  const issuer = await findIssuer(ctx.db, auth.ruc);
  if (!issuer) return null;
  const total = new Decimal(doc.total);
  return {
    rucEmisor: issuer.ruc,
    tipoContribuyenteEmisor: issuer.taxpayer_type,
    dvEmisor: issuer.dv,
    razonSocialEmisor: issuer.business_name,
    fechaEmision: doc.issued_at.toISOString(),
    cufe: doc.cufe,
    valorTotal: formatFixed2(total),
    saldoDisponible: formatFixed2(availableBalance({ total, credited: new Decimal(doc.credited) })),
    receptor: {
      nombre: doc.receiver_name,
      cliente: doc.customer_id === null ? null : await findCompanyCustomerRow(ctx, auth.ruc, doc.customer_id),
    },
    detalles: await readReferencedLines(ctx, auth.ruc, doc.cufe),
  };
}
