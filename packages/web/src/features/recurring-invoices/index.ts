export { RecurringInvoicesScreen } from './components/recurring-invoices-screen.tsx';
export { ScheduleButton } from './components/schedule-button.tsx';
export { ScheduleDialog, type ScheduleSource } from './components/schedule-dialog.tsx';
