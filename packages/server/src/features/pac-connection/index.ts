export { registerPacConnectionRoutes } from './pac-connection-routes.ts';
export { keepUnreadableAnswer, resolveCompanyPac, type CompanyPac } from './company-pac.ts';
