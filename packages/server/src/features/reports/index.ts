export { registerReportRoutes } from './report-routes.ts';
