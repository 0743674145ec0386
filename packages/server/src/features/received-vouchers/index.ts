export { registerReceivedVoucherRoutes } from './received-voucher-routes.ts';
export { receivedBatchQueue, type ReceivedBatchJob } from './received-voucher-service.ts';
export { processReceivedBatch } from './received-batch-job.ts';
export { findReceivedFiles, findReceivedRefs } from './received-voucher-repository.ts';
export { protocolOf } from './received-voucher-load.ts';
