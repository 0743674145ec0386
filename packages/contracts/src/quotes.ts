import { z } from 'zod';
import { draftDocumentTypeSchema, draftIdParamsSchema } from './drafts.ts';
import { emailField } from './master-data-fields.ts';
import { rowIdSchema } from './endpoint.ts';

/**
 * Quotes (issue 28 §2, ADR 0116): a draft printed as a CAFE marked 'COTIZACIÓN — sin valor fiscal', with
 * the company's own quote series (never a fiscal number) and a validity date; sent by e-mail, and
 * accepted into an invoice in one step.
 */
export const quoteMessages = {
  notFound: 'No se encontró la cotización.',
  validityFormat: 'Ingrese la fecha de validez como AAAA-MM-DD.',
  validityPast: 'La fecha de validez no puede ser anterior a hoy.',
  validityTooFar: 'La fecha de validez no puede superar un año.',
  noEmails: 'Ingrese al menos un correo.',
  sent: 'Cotización enviada.',
  alreadyAccepted: 'La cotización ya fue aceptada.',
  expired: 'La cotización está vencida: haga una nueva desde el borrador.',
  linkWithdrawn: 'El enlace fue retirado. Quien lo tenga ya no podrá abrir la cotización.',
} as const;

/** What a quote prints and its public page says: it is no fiscal document. */
export const QUOTE_NO_FISCAL_VALUE = 'COTIZACIÓN — sin valor fiscal';

/** The number a quote prints: its own series, never a fiscal number. */
export function formatQuoteNumber(number: number): string {
  return `COT-${String(number).padStart(6, '0')}`;
}

export const quoteCreateSchema = z.object({
  idBorrador: draftIdParamsSchema.shape.idBorrador,
  /** The last day the quote holds (Panama), `YYYY-MM-DD`. */
  fechaValidez: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, quoteMessages.validityFormat),
  /**
   * The draft as a generation request, as 'Visualizar CAFE' sends it: judged with every rule of the form
   * and printed as the quote.
   */
  comprobante: z.record(z.string(), z.unknown()),
});
export type QuoteCreate = z.infer<typeof quoteCreateSchema>;

export const quoteIdParamsSchema = z.object({
  idCotizacion: rowIdSchema,
});

export const quoteSendSchema = z.object({
  correos: z.array(emailField).min(1, quoteMessages.noEmails).max(20),
});

export const quoteStates = ['VIGENTE', 'VENCIDA', 'ACEPTADA', 'FACTURADA'] as const;

export const quoteSchema = z.object({
  idCotizacion: z.number(),
  numero: z.string(),
  tipoDocumento: draftDocumentTypeSchema,
  nombreReceptor: z.string(),
  total: z.string(),
  validaHasta: z.string(),
  creadaEl: z.string(),
  creadaPor: z.string(),
  enviadaA: z.string().nullable(),
  enviadaEl: z.string().nullable(),
  estado: z.enum(quoteStates),
  /** The invoice it became, once issued (branch-point-number and its id). */
  factura: z.object({ idComprobanteElectronico: z.number(), numero: z.string() }).nullable(),
});
export type Quote = z.infer<typeof quoteSchema>;

export const quoteListSchema = z.object({ cotizaciones: z.array(quoteSchema) });

/** An accepted quote: the draft its invoice form opens with. */
export const quoteAcceptedSchema = z.object({
  idBorrador: z.number(),
  tipoDocumento: draftDocumentTypeSchema,
});

/**
 * What a quote's share link opens, without a session: who quotes what to whom, for how much and until
 * when, and its state; the PDF is downloaded apart.
 */
export const sharedQuoteSchema = z.object({
  numero: z.string(),
  /** Always QUOTE_NO_FISCAL_VALUE. */
  aviso: z.string(),
  emisor: z.string(),
  rucEmisor: z.string(),
  receptor: z.string(),
  total: z.string(),
  validaHasta: z.string(),
  estado: z.enum(quoteStates),
  creadaEl: z.string(),
});
export type SharedQuote = z.infer<typeof sharedQuoteSchema>;
