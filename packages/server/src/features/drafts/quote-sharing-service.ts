import { formatPanamaDate } from '@facturar/domain';
import {
  formatQuoteNumber,
  QUOTE_NO_FISCAL_VALUE,
  quoteMessages,
  sharingMessages,
  type ShareLinkResponse,
  type SharedQuote,
} from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { findOrMakeShareLink, presentShareLink, shareTokenHash } from '../document-sharing/index.ts';
import {
  deleteQuoteShareLink,
  findCompanyName,
  findQuoteShareLink,
  findSharedQuote,
  findSharedQuotePdf,
  insertQuoteShareLink,
} from './quote-repository.ts';
import { formatDay, readQuote, stateOf } from './quote-service.ts';

/**
 * 'Compartir' a quote (issue 28 §2, ADR 0144), as a document is shared: one public link per quote, made on
 * the first share and the same after, with its WhatsApp message and QR; withdrawn by the issuer.
 */
export async function shareQuote(ctx: AppContext, auth: AuthContext, id: number): Promise<ShareLinkResponse> {
  const quote = await readQuote(ctx, auth, id);
  const link = await findOrMakeShareLink(
    ctx,
    () => findQuoteShareLink(ctx.db, quote.idCotizacion),
    (token) => insertQuoteShareLink(ctx.db, { quoteId: quote.idCotizacion, ruc: auth.ruc, ...token }),
  );
  const company = await findCompanyName(ctx.db, auth.ruc);
  return presentShareLink(
    ctx,
    link,
    '/cot',
    (url) =>
      `${company.business_name} le envía su cotización ${quote.numero} por B/. ${quote.total}, ` +
      `válida hasta el ${formatDay(quote.validaHasta)}. Véala y descárguela aquí: ${url}`,
  );
}

/** Withdraws the quote's link: whoever holds it gets 'not found' from now on. */
export async function withdrawQuoteLink(
  ctx: AppContext,
  auth: AuthContext,
  id: number,
): Promise<{ mensaje: string }> {
  const quote = await readQuote(ctx, auth, id);
  await deleteQuoteShareLink(ctx.db, auth.ruc, quote.idCotizacion);
  return { mensaje: quoteMessages.linkWithdrawn };
}

const linkNotFound = () => new AppError('not_found', sharingMessages.notFound);

/** The page a quote's link opens: what its PDF says, its state today, and that it has no fiscal value. */
export async function viewSharedQuote(ctx: AppContext, token: string): Promise<SharedQuote> {
  const record = await findSharedQuote(ctx.db, shareTokenHash(token));
  if (!record) throw linkNotFound();
  return {
    numero: formatQuoteNumber(record.number),
    aviso: QUOTE_NO_FISCAL_VALUE,
    emisor: record.business_name,
    rucEmisor: record.ruc,
    receptor: record.receiver_name,
    total: Number(record.total).toFixed(2),
    validaHasta: record.valid_until,
    estado: stateOf(record, formatPanamaDate(ctx.now())),
    creadaEl: record.created_at.toISOString(),
  };
}

/** The quote's PDF as it was made and sent. */
export async function loadSharedQuotePdf(
  ctx: AppContext,
  token: string,
): Promise<{ pdf: Buffer; fileName: string }> {
  const quote = await findSharedQuotePdf(ctx.db, shareTokenHash(token));
  if (!quote) throw linkNotFound();
  return { pdf: quote.pdf, fileName: `${formatQuoteNumber(quote.number)}.pdf` };
}
