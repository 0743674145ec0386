export { registerCustomerUploadRoutes } from './customer-upload-routes.ts';
export { customerUploadJob } from './customer-upload-job.ts';
