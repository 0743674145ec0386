export { ReceivedVouchersScreen } from './components/received-vouchers-screen.tsx';
export { VoucherLoadingScreen } from './components/voucher-loading-screen.tsx';
