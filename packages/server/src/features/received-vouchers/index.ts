export { registerReceivedVoucherRoutes } from './received-voucher-routes.ts';
export { receivedBatchJob } from './received-batch-job.ts';
export { findReceivedFiles, findReceivedRefs } from './received-voucher-repository.ts';
export { protocolOf } from './received-voucher-load.ts';
