export {
  creditVouchers,
  settleExpiredVouchers,
  type CreditReason,
  type VoucherCredit,
} from './voucher-ledger.ts';
export { registerPlanRoutes } from './plans-routes.ts';
export { paymentMailJob } from './payment-mail.ts';
