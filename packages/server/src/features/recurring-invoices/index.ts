export { registerRecurringInvoiceRoutes } from './recurring-invoice-routes.ts';
export { issueDueOccurrences, recurringInvoiceJob } from './recurring-invoice-job.ts';
