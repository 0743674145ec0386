export { registerVoucherDownloadRoutes } from './voucher-download-routes.ts';
export { documentEmailQueue, emailAuthorisedDocument, type DocumentEmailJob } from './voucher-mail.ts';
