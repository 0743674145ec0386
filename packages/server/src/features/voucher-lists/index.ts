export { registerVoucherListRoutes } from './voucher-list-routes.ts';
export {
  orderOf,
  pageOf,
  panamaDayStart,
  planVoucherSearch,
  type VoucherOrder,
  type VoucherSearchFilters,
} from './voucher-search-plan.ts';
