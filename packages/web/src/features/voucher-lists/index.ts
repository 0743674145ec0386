export { AuthorisedVouchersScreen } from './components/authorised-vouchers-screen.tsx';
export { UnauthorisedVouchersScreen } from './components/unauthorised-vouchers-screen.tsx';
export { PendingVouchersScreen } from './components/pending-vouchers-screen.tsx';
export { CancelledVouchersScreen } from './components/cancelled-vouchers-screen.tsx';
export { RepositoryScreen } from './components/repository-screen.tsx';
