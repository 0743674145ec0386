export { registerVoucherListRoutes } from './voucher-list-routes.ts';
