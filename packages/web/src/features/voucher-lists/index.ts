export { AuthorisedVouchersScreen } from './components/authorised-vouchers-screen.tsx';
export { UnauthorisedVouchersScreen } from './components/unauthorised-vouchers-screen.tsx';
export { PendingVouchersScreen } from './components/pending-vouchers-screen.tsx';
export { CancelledVouchersScreen } from './components/cancelled-vouchers-screen.tsx';
export { VoucherSearchForm } from './components/voucher-search-form.tsx';
export type { VoucherSearchParams } from './api/voucher-lists-api.ts';
export { formatDateTime } from './voucher-format.ts';
export { listNetworkMessage, repositoryPageSizes } from './voucher-list-messages.ts';
export { usePagedSearch } from './hooks/use-paged-search.ts';
