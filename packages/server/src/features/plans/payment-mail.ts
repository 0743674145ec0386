import { Decimal, formatPanamaDate } from '@facturar/domain';
import { z } from 'zod';
import type { AppContext, AppJob } from '../../app-context.ts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import type { QueueDefinition } from '../../adapters/queue/job-queue.ts';
import { findAdministratorEmails } from '../company-setup/index.ts';
import { findPlatformAdministratorEmails, findPurchaseForMail } from './plans-repository.ts';

/** What happened to a purchase that someone must hear of. */
export type PaymentEvent = 'receipt' | 'approved' | 'rejected';

export type PaymentMailJob = { purchaseId: number; event: PaymentEvent };

export type PurchaseForMail = {
  id: number;
  companyRuc: string;
  businessName: string;
  planName: string;
  vouchers: number;
  total: string;
  observation: string | null;
  packageExpiresAt: Date | null;
};

const signature = 'Facturar — Facturación electrónica';

function describeDay(instant: Date): string {
  const [year, month, day] = formatPanamaDate(instant).split('-');
  return `${day}/${month}/${year}`;
}

function describeVouchers(vouchers: number): string {
  return vouchers === -1 ? 'comprobantes ilimitados' : `${vouchers} comprobantes`;
}

/**
 * The e-mail of each payment event (issue 29): the platform's administrators hear of a receipt to review,
 * with the amount expected beside it; the company's administrators hear of the decision, with the reason
 * of a rejection and what to do next.
 */
export function buildPaymentMail(
  event: PaymentEvent,
  purchase: PurchaseForMail,
  to: string[],
  loginUrl: string,
): MailMessage {
  const amount = `B/. ${new Decimal(purchase.total).toFixed(2)}`;
  const plan = `${purchase.planName} (${describeVouchers(purchase.vouchers)})`;
  if (event === 'receipt') {
    return {
      to,
      subject: `Facturar: comprobante de pago por revisar de ${purchase.businessName}`,
      text: [
        `${purchase.businessName} subió un comprobante de pago para revisar.`,
        '',
        `Empresa: ${purchase.businessName} (RUC ${purchase.companyRuc})`,
        `Plan: ${plan}`,
        `Total esperado: ${amount}`,
        `Compra Nº ${purchase.id}`,
        '',
        `Revíselo en Administración > Pagos (${loginUrl}): compare el monto del comprobante con el total esperado y apruebe o rechace el pago.`,
        '',
        signature,
      ].join('\n'),
    };
  }
  if (event === 'approved') {
    const until = purchase.packageExpiresAt
      ? `, válidos hasta el ${describeDay(purchase.packageExpiresAt)}`
      : '';
    return {
      to,
      subject: `Facturar: su pago del ${purchase.planName} fue aprobado`,
      text: [
        'Estimado(a) cliente:',
        '',
        `Su pago de ${amount} por el ${plan} (compra Nº ${purchase.id}) fue aprobado. Se acreditaron ${describeVouchers(purchase.vouchers)} a ${purchase.businessName}${until}.`,
        '',
        `Ya puede emitir sus comprobantes en ${loginUrl}.`,
        '',
        signature,
      ].join('\n'),
    };
  }
  return {
    to,
    subject: `Facturar: su pago del ${purchase.planName} no fue aprobado`,
    text: [
      'Estimado(a) cliente:',
      '',
      `Su pago de ${amount} por el ${plan} (compra Nº ${purchase.id}) no fue aprobado.`,
      '',
      `Motivo: ${purchase.observation ?? ''}`,
      '',
      `Ingrese en ${loginUrl} y, en 'Subir comprobante', suba un nuevo comprobante de pago por ${amount} o anule el paquete.`,
      '',
      signature,
    ].join('\n'),
  };
}

export const paymentMailQueue: QueueDefinition<PaymentMailJob> = {
  name: 'payment-mail',
  payload: z.object({
    purchaseId: z.number().int().positive(),
    event: z.enum(['receipt', 'approved', 'rejected']),
  }),
  retryLimit: 8,
  retryDelaySeconds: 10,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 120,
};

async function mailPaymentEvent(ctx: AppContext, job: PaymentMailJob): Promise<void> {
  const row = await findPurchaseForMail(ctx.db, job.purchaseId);
  if (!row) return;
  const recipients =
    job.event === 'receipt'
      ? await findPlatformAdministratorEmails(ctx.db)
      : await findAdministratorEmails(ctx.db, row.company_ruc);
  if (recipients.length === 0) return;
  const purchase: PurchaseForMail = {
    id: row.id,
    companyRuc: row.company_ruc,
    businessName: row.business_name,
    planName: row.plan_name,
    vouchers: row.vouchers,
    total: String(row.total),
    observation: row.observation,
    packageExpiresAt: row.expires_at ? new Date(row.expires_at) : null,
  };
  await ctx.mailer.send(buildPaymentMail(job.event, purchase, recipients, ctx.config.publicUrl));
}

/** Sent by a worker once the event is committed; an SMTP outage is retried. */
export const paymentMailJob: AppJob<PaymentMailJob> = {
  queue: paymentMailQueue,
  concurrency: 2,
  handle: (ctx, job) => mailPaymentEvent(ctx, job),
};
