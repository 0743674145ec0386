export { registerReportRoutes } from './report-routes.ts';
export { periodArchiveSweepJob, reportJob } from './report-job.ts';
