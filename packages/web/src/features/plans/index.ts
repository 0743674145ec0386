export { AvailableVouchersIndicator } from './components/available-vouchers-indicator.tsx';
export { PlanMenu, type PlanAction } from './components/plan-menu.tsx';
export { availableVouchersQueryOptions } from './api/plans-api.ts';
