export { registerIssuanceRoutes } from './issuance-routes.ts';
export { registerCancellationRoutes } from './cancellation-routes.ts';
export { sendDocumentJob } from './send-document-job.ts';
export {
  generateDocument,
  issueDocument,
  prepareQuoteCafe,
  type DocumentIssuer,
} from './issuance-service.ts';
export { documentDoubtJob, reportDocumentsInDoubt } from './document-doubt-job.ts';
export { documentMonthsJob, keepDocumentPartitions } from './document-months-job.ts';
export {
  archiveDocumentMonth,
  restoreDocumentMonth,
  type MonthArchiveOutcome,
} from './document-month-archive.ts';
