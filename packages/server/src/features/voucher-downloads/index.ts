export { registerVoucherDownloadRoutes } from './voucher-download-routes.ts';
export { documentEmailJob, documentEmailQueue } from './document-email-job.ts';
export { isEmailedOnAuthorisation } from './voucher-mail.ts';
