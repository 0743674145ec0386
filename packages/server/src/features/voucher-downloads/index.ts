export { registerVoucherDownloadRoutes } from './voucher-download-routes.ts';
export {
  documentEmailQueue,
  emailAuthorisedDocument,
  isEmailedOnAuthorisation,
  type DocumentEmailJob,
} from './voucher-mail.ts';
