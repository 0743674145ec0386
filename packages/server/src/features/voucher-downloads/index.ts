export { registerVoucherDownloadRoutes } from './voucher-download-routes.ts';
export {
  cancellationEmailJob,
  cancellationEmailQueue,
  documentEmailJob,
  documentEmailQueue,
} from './document-email-job.ts';
export { isEmailedOnAuthorisation } from './voucher-mail.ts';
export { loadVoucherFile, renderVoucherPdf, renderVoucherPdfs } from './voucher-files.ts';
export { downloadMessages } from './voucher-download-messages.ts';
export { loadVoucherFiles, type VoucherFile } from './voucher-files.ts';
export { streamVoucherZip, type ZipDocumentRef } from './voucher-zip.ts';
