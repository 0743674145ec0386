import { formatPanamaDayText } from '@facturar/domain';
import type { AppContext } from '../../app-context.ts';
import type { MailMessage } from '../../adapters/mail/mailer.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import { notifyWebhooks } from '../webhook-events/index.ts';
import { periodicJob } from '../../periodic-job.ts';
import {
  claimExpiryNotice,
  findAdministratorEmails,
  findExpiringCertificates,
  releaseExpiryNotice,
  type ExpiringCertificate,
} from './certificate-expiry-repository.ts';

/** The days before expiry at which the administrators are mailed (issue 14): a month, then a week. */
export const certificateExpiryThresholds = [30, 7] as const;
const dayMs = 86_400_000;

export function buildExpiryMail(
  to: string[],
  certificate: ExpiringCertificate,
  daysLeft: number,
  url: string,
): MailMessage {
  const text = [
    `Estimado(a) administrador(a) de ${certificate.businessName}:`,
    '',
    `El certificado de firma electrónica de la empresa (RUC ${certificate.ruc}) vence el ${formatPanamaDayText(certificate.notAfter)}, en ${daysLeft} ${daysLeft === 1 ? 'día' : 'días'}.`,
    'Desde ese día la empresa no podrá firmar ni emitir comprobantes electrónicos.',
    '',
    `Renueve el certificado con su proveedor de firma electrónica y cárguelo en ${url} (menú de usuario > Cargar Certificado).`,
    '',
    'Facturar — Facturación electrónica',
  ].join('\n');
  return { to, subject: `Facturar: el certificado de firma electrónica vence en ${daysLeft} días`, text };
}

/**
 * Mails each company's administrators when its certificate enters the last 30 and the last 7 days; each
 * threshold of each certificate once (claimed in the database, so concurrent or repeated runs agree). A
 * certificate found already inside 7 days gets the 7-day mail only.
 */
export async function mailCertificateExpiries(ctx: AppContext): Promise<number> {
  const now = ctx.now();
  const longest = Math.max(...certificateExpiryThresholds);
  let sent = 0;
  for (const certificate of await findExpiringCertificates(
    ctx.db,
    now,
    new Date(now.getTime() + longest * dayMs),
  )) {
    const daysLeft = Math.ceil((certificate.notAfter.getTime() - now.getTime()) / dayMs);
    const threshold = Math.min(...certificateExpiryThresholds.filter((days) => daysLeft <= days));
    const notice = { ruc: certificate.ruc, notAfter: certificate.notAfter, thresholdDays: threshold };
    const claimed = await runInTransaction(ctx.db, async (trx) => {
      if (!(await claimExpiryNotice(trx, { ...notice, now }))) return false;
      await notifyWebhooks(ctx, trx, {
        event: 'certificado.por_vencer',
        companyRuc: certificate.ruc,
        subject: `${certificate.notAfter.toISOString()}:${threshold}`,
        data: { venceEl: certificate.notAfter.toISOString(), diasRestantes: daysLeft },
      });
      return true;
    });
    if (!claimed) continue;
    const recipients = await findAdministratorEmails(ctx.db, certificate.ruc);
    if (recipients.length === 0) continue;
    try {
      await ctx.mailer.send(buildExpiryMail(recipients, certificate, daysLeft, ctx.config.publicUrl));
    } catch (error) {
      // The job is retried: the notice must still be unsent then.
      await releaseExpiryNotice(ctx.db, notice);
      throw error;
    }
    sent += 1;
  }
  return sent;
}

// Every morning at 07:00, Panama time.
export const certificateExpiryJob = periodicJob(
  {
    name: 'certificate-expiry',
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryDelayMaxSeconds: 900,
    expireInSeconds: 600,
    heartbeatSeconds: 30,
  },
  '0 7 * * *',
  mailCertificateExpiries,
);
