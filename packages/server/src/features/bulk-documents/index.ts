export { registerBulkDocumentRoutes } from './bulk-document-routes.ts';
export { bulkDocumentsJob } from './bulk-document-job.ts';
