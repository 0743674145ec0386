import { formatPanamaDate, padDocumentNumber } from '@facturar/domain';
import {
  draftMessages,
  formatQuoteNumber,
  quoteMessages,
  type Quote,
  type QuoteCreate,
} from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { prepareQuoteCafe } from '../issuance/index.ts';
import { findCompanyDraft } from './draft-repository.ts';
import {
  acceptQuoteIntoDraft,
  findCompanyName,
  findCompanyQuote,
  findQuoteContent,
  insertQuote,
  listCompanyQuotes,
  recordQuoteSent,
  type QuoteRecord,
} from './quote-repository.ts';

/** 'YYYY-MM-DD' as the CAFE prints a date, 'dd-MM-yyyy'. */
export function formatDay(day: string): string {
  return day.split('-').reverse().join('-');
}

export function stateOf(record: QuoteRecord, today: string): Quote['estado'] {
  if (record.invoice_document_id !== null) return 'FACTURADA';
  if (record.accepted_at !== null) return 'ACEPTADA';
  return record.valid_until < today ? 'VENCIDA' : 'VIGENTE';
}

function toQuote(record: QuoteRecord, today: string): Quote {
  const invoice =
    record.invoice_document_id !== null && record.branch_code && record.point_code && record.invoice_number
      ? {
          idComprobanteElectronico: Number(record.invoice_document_id),
          numero: `${record.branch_code}-${record.point_code}-${padDocumentNumber(record.invoice_number)}`,
        }
      : null;
  return {
    idCotizacion: record.id,
    numero: formatQuoteNumber(record.number),
    tipoDocumento: record.document_type as Quote['tipoDocumento'],
    nombreReceptor: record.receiver_name,
    total: Number(record.total).toFixed(2),
    validaHasta: record.valid_until,
    creadaEl: record.created_at.toISOString(),
    creadaPor: record.author_name,
    enviadaA: record.sent_to,
    enviadaEl: record.sent_at?.toISOString() ?? null,
    estado: stateOf(record, today),
    factura: invoice,
  };
}

const notFound = () =>
  new AppError('not_found', quoteMessages.notFound, { mensajeSistema: 'COTIZACION_NO_EXISTE' });

export async function readQuote(ctx: AppContext, auth: AuthContext, id: number): Promise<Quote> {
  const record = await findCompanyQuote(ctx.db, auth.ruc, id);
  if (!record) throw notFound();
  return toQuote(record, formatPanamaDate(ctx.now()));
}

/** A validity from today (Panama) up to a year ahead. */
function checkValidity(day: string, now: Date): void {
  const today = formatPanamaDate(now);
  const inAYear = formatPanamaDate(new Date(now.getTime() + 366 * 86_400_000));
  const isReal =
    !Number.isNaN(Date.parse(`${day}T12:00:00Z`)) &&
    new Date(`${day}T12:00:00Z`).toISOString().startsWith(day);
  if (!isReal) throw new AppError('validation', quoteMessages.validityFormat);
  if (day < today) throw new AppError('validation', quoteMessages.validityPast);
  if (day > inAYear) throw new AppError('validation', quoteMessages.validityTooFar);
}

export async function listQuotes(ctx: AppContext, auth: AuthContext): Promise<{ cotizaciones: Quote[] }> {
  const today = formatPanamaDate(ctx.now());
  return { cotizaciones: (await listCompanyQuotes(ctx.db, auth.ruc)).map((row) => toQuote(row, today)) };
}

/**
 * 'Cotización' on a draft: the draft's form, judged by every rule of a generation, printed as a CAFE with
 * the company's next quote number. The draft stays; the quote keeps its values to become an invoice.
 */
export async function createQuote(ctx: AppContext, auth: AuthContext, input: QuoteCreate): Promise<Quote> {
  checkValidity(input.fechaValidez, ctx.now());
  const draft = await findCompanyDraft(ctx.db, auth.ruc, input.idBorrador);
  if (!draft)
    throw new AppError('not_found', draftMessages.notFound, { mensajeSistema: 'BORRADOR_NO_EXISTE' });
  const print = await prepareQuoteCafe(ctx, auth, input.comprobante);
  const validUntil = formatDay(input.fechaValidez);
  const id = await insertQuote(ctx.db, {
    ruc: auth.ruc,
    documentType: draft.document_type,
    state: draft.state,
    receiverName: draft.receiver_name,
    total: draft.total,
    validUntil: input.fechaValidez,
    authorId: auth.assignmentId,
    render: (number) => print({ number: formatQuoteNumber(number), validUntil }),
  });
  return readQuote(ctx, auth, id);
}

export async function readQuotePdf(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<{ pdf: Buffer; fileName: string }> {
  const content = await findQuoteContent(ctx.db, auth.ruc, id);
  if (!content) throw notFound();
  return { pdf: content.pdf, fileName: `${formatQuoteNumber(content.number)}.pdf` };
}

/** Mails the quote's PDF, as it was made, to the receiver's addresses. */
export async function sendQuote(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
  emails: string[],
): Promise<{ mensaje: string }> {
  const content = await findQuoteContent(ctx.db, auth.ruc, id);
  if (!content) throw notFound();
  const company = await findCompanyName(ctx.db, auth.ruc);
  const number = formatQuoteNumber(content.number);
  await ctx.mailer.send({
    to: emails,
    subject: `Cotización ${number} de ${company.business_name}`,
    text:
      `Estimado cliente:\n\n${company.business_name} le envía la cotización ${number} por ` +
      `B/. ${Number(content.total).toFixed(2)}, válida hasta el ${formatDay(content.valid_until)}.\n` +
      'La cotización no tiene valor fiscal: al aceptarla se emitirá su factura electrónica.\n',
    attachments: [{ filename: `${number}.pdf`, content: content.pdf, contentType: 'application/pdf' }],
  });
  await recordQuoteSent(ctx.db, id, emails.join(', '), ctx.now());
  return { mensaje: quoteMessages.sent };
}

/** Accepted: the quote's values become a draft, which the invoice form opens filled in. Once. */
export async function acceptQuote(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<{ idBorrador: number; tipoDocumento: Quote['tipoDocumento'] }> {
  const quote = await readQuote(ctx, auth, id);
  if (quote.estado === 'VENCIDA') throw new AppError('conflict', quoteMessages.expired);
  const accepted = await acceptQuoteIntoDraft(ctx.db, {
    ruc: auth.ruc,
    id,
    editorId: auth.assignmentId,
    now: ctx.now(),
  });
  if (!accepted) {
    throw new AppError('conflict', quoteMessages.alreadyAccepted, { mensajeSistema: 'COTIZACION_ACEPTADA' });
  }
  return { idBorrador: accepted.draftId, tipoDocumento: accepted.documentType as Quote['tipoDocumento'] };
}
