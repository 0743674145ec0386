import { AppError, messages } from '../../errors/app-error.ts';
import { insertCreditedPackage, settleExpiredPackages, type Executor } from './voucher-ledger-repository.ts';

/** Why vouchers are credited: an approved purchase, or a partner firm's assignment to its company. */
export type CreditReason = { kind: 'purchase' } | { kind: 'partner'; partnerRuc: string };

export type VoucherCredit = {
  companyRuc: string;
  /** A whole number of vouchers above 0, or -1 for an unlimited package. */
  vouchers: number;
  /** The plan's name as the company sees it (or the partner's description of the assignment). */
  planName: string;
  startsAt: Date;
  expiresAt: Date;
  reason: CreditReason;
  /** The observation recorded with the credit (e.g. the partner's `observacion`). */
  note?: string | undefined;
};

/**
 * Credits vouchers to a company: a new package valid from `startsAt` until `expiresAt`, and its ledger row,
 * written in one statement. Pass a transaction to credit as part of the caller's own change (the credit
 * then commits or rolls back with it). Answers the new package's id.
 */
export async function creditVouchers(db: Executor, credit: VoucherCredit): Promise<number> {
  const { vouchers, startsAt, expiresAt } = credit;
  if (!(Number.isSafeInteger(vouchers) && (vouchers > 0 || vouchers === -1)))
    throw new AppError('validation', messages.invalidValue);
  if (!(expiresAt.getTime() > startsAt.getTime())) throw new AppError('validation', messages.invalidValue);
  return insertCreditedPackage(db, {
    companyRuc: credit.companyRuc,
    planName: credit.planName,
    vouchers,
    startsAt,
    expiresAt,
    kind: credit.reason.kind,
    partnerRuc: credit.reason.kind === 'partner' ? credit.reason.partnerRuc : null,
    note: credit.note ?? null,
  });
}

/**
 * Writes off the remainder of the company's expired packages (an expired package's vouchers are lost),
 * so that the ledger's total is the count shown. Called before the count is read; answers the vouchers
 * written off now.
 */
export function settleExpiredVouchers(db: Executor, ruc: string, now: Date): Promise<number> {
  return settleExpiredPackages(db, ruc, now);
}
