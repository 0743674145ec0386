export { registerReportRoutes } from './report-routes.ts';
export { reportJob } from './report-job.ts';
