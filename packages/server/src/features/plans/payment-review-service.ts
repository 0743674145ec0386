import { formatPanamaDate } from '@facturar/domain';
import type { Paged, PackageForReview, Receipt } from '@facturar/contracts';
import { Decimal } from '@facturar/domain';
import type { AuthContext } from '../../access/auth-context.ts';
import type { AppContext } from '../../app-context.ts';
import { runInTransaction } from '../../adapters/db/transaction-context.ts';
import { AppError } from '../../errors/app-error.ts';
import { paymentMailQueue } from './payment-mail.ts';
import { plansMessages } from './plans-messages.ts';
import {
  findPurchase,
  insertCompanyNotice,
  listForReview,
  listReceipts,
  lockPurchaseUnderReview,
  recordDecision,
} from './plans-repository.ts';
import { creditVouchers } from './voucher-ledger.ts';

const noticeDays = 30;
const dayMs = 86_400_000;

/** The package's validity: one year from the approval (the same day and time, a year later). */
function oneYearAfter(instant: Date): Date {
  const end = new Date(instant);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  return end;
}

/** The purchases up for review (CONTRATADO), newest first (spec 001 §2 APQ). */
export async function listPackagesForReview(
  ctx: AppContext,
  page: { page: number; size: number },
): Promise<Paged<PackageForReview>> {
  const { rows, total } = await listForReview(ctx.db, { offset: page.page * page.size, limit: page.size });
  return {
    content: rows.map((row) => ({
      idAsignacionPaqueteEmpresa: row.id,
      empresaContratante: { idempresacontratante: row.company_ruc, razonSocialempresa: row.business_name },
      paquete: { nombre: row.plan_name },
      valorTotalPaquete: new Decimal(row.total).toFixed(2),
      codigoAsignacion: row.id,
    })),
    numberOfElements: rows.length,
    number: page.page,
    totalPages: Math.ceil(total / page.size),
    totalElements: total,
  };
}

/** The proofs of a purchase, as images in base64 (the administrator's 'Revisar Pago'). */
export async function listPurchaseReceipts(ctx: AppContext, id: number): Promise<Receipt[]> {
  if (!(await findPurchase(ctx.db, id))) throw new AppError('not_found', plansMessages.purchaseNotFound);
  const receipts = await listReceipts(ctx.db, id);
  return receipts.map((receipt) => ({
    voucher: Buffer.from(receipt.image).toString('base64'),
    tipo: receipt.media_type,
  }));
}

/**
 * Approves (APROBADO: the plan's vouchers credited, valid one year from now) or rejects (NO APROBADO,
 * with the reason the company is shown) a purchase under review. The purchase is locked and must still be
 * under review, so two decisions at once credit once and the second is refused.
 */
export async function reviewPayment(
  ctx: AppContext,
  auth: AuthContext,
  review: { idAsignacionPaqueteEmpresa: number; observacion?: string | null | undefined; revision: boolean },
): Promise<{ mensaje: string }> {
  const now = ctx.now();
  const reason = review.observacion?.trim() ?? '';
  return runInTransaction(ctx.db, async (trx) => {
    const purchase = await lockPurchaseUnderReview(trx, review.idAsignacionPaqueteEmpresa);
    if (!purchase) {
      const exists = await findPurchase(trx, review.idAsignacionPaqueteEmpresa);
      throw exists
        ? new AppError('conflict', plansMessages.notUnderReview)
        : new AppError('not_found', plansMessages.purchaseNotFound);
    }
    const noticeUntil = new Date(now.getTime() + noticeDays * dayMs);
    if (!review.revision) {
      await recordDecision(trx, purchase.id, {
        state: 4,
        observation: reason,
        reviewedBy: auth.assignmentId,
        at: now,
        packageId: null,
      });
      await insertCompanyNotice(trx, {
        ruc: purchase.company_ruc,
        kind: 'warning',
        keyword: 'PAGO_RECHAZADO',
        message: plansMessages.rejectedNotice(purchase.plan_name, reason),
        expiresAt: noticeUntil,
      });
      await ctx.queue.enqueue(trx, paymentMailQueue, { purchaseId: purchase.id, event: 'rejected' });
      return { mensaje: plansMessages.rejected };
    }
    const expiresAt = oneYearAfter(now);
    const packageId = await creditVouchers(trx, {
      companyRuc: purchase.company_ruc,
      vouchers: purchase.vouchers,
      planName: purchase.plan_name,
      startsAt: now,
      expiresAt,
      reason: { kind: 'purchase' },
      note: `Compra Nº ${purchase.id}`,
    });
    await recordDecision(trx, purchase.id, {
      state: 3,
      observation: null,
      reviewedBy: auth.assignmentId,
      at: now,
      packageId,
    });
    await insertCompanyNotice(trx, {
      ruc: purchase.company_ruc,
      kind: 'success',
      keyword: 'PAGO_APROBADO',
      message: plansMessages.approvedNotice(
        purchase.plan_name,
        purchase.vouchers === -1 ? 'ilimitados' : String(purchase.vouchers),
        formatPanamaDate(expiresAt),
      ),
      expiresAt: noticeUntil,
    });
    await ctx.queue.enqueue(trx, paymentMailQueue, { purchaseId: purchase.id, event: 'approved' });
    return { mensaje: plansMessages.approved };
  });
}
