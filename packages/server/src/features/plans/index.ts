export {
  creditVouchers,
  settleExpiredVouchers,
  type CreditReason,
  type VoucherCredit,
} from './voucher-ledger.ts';
