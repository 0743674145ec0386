import type { AppContext } from '../../app-context.ts';
import { isRunningLow } from '../company-status/index.ts';
import { notifyWebhooks } from '../webhook-events/index.ts';
import { claimLowVoucherNotice, type Trx } from './issuance-repository.ts';

/**
 * Sends `comprobantes.por_agotarse` when the document just numbered took the company's balance under the
 * home page's 10 % line (ADR 0110): in the issuing transaction, so it is sent exactly when the voucher was
 * spent, and once per crossing (claimed per total in force).
 */
export async function reportLowVouchersOnCrossing(
  ctx: AppContext,
  trx: Trx,
  balance: { ruc: string; available: number; inForceTotal: number },
): Promise<void> {
  const { ruc, available, inForceTotal } = balance;
  if (!isRunningLow(available, inForceTotal) || isRunningLow(available + 1, inForceTotal)) return;
  if (!(await claimLowVoucherNotice(trx, { ruc, inForceTotal, now: ctx.now() }))) return;
  await notifyWebhooks(ctx, trx, {
    event: 'comprobantes.por_agotarse',
    companyRuc: ruc,
    subject: String(inForceTotal),
    data: { disponibles: available, totalVigente: inForceTotal },
  });
}
