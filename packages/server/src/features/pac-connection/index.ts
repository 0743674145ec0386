export { registerPacConnectionRoutes } from './pac-connection-routes.ts';
export {
  companyPacSigns,
  familySigns,
  keepUnreadableAnswer,
  resolveCompanyPac,
  type CompanyPac,
} from './company-pac.ts';
export { mailThroughPac, trackDocumentMail } from './pac-mail-delivery.ts';
