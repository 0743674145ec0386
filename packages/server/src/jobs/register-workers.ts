import type { AppContext } from '../app-context.ts';
import type { QueueDefinition } from '../adapters/queue/job-queue.ts';
import { sendDocumentQueue, type SendDocumentJob } from '../features/issuance/index.ts';
import {
  processReceivedBatch,
  receivedBatchQueue,
  type ReceivedBatchJob,
} from '../features/received-vouchers/index.ts';
import {
  documentEmailQueue,
  emailAuthorisedDocument,
  type DocumentEmailJob,
} from '../features/voucher-downloads/index.ts';
import { sendDocument } from './send-document-job.ts';

/** Every queue the application uses, with its retry policy. */
export const queueDefinitions: readonly QueueDefinition[] = [
  // A document waits for the PAC up to ~2 days: 5 s doubling to 30 min between tries.
  {
    name: sendDocumentQueue,
    retryLimit: 120,
    retryDelaySeconds: 5,
    retryDelayMaxSeconds: 1800,
    expireInSeconds: 120,
  },
  // The receiver's e-mail after authorisation: an SMTP outage is retried for about a day.
  {
    name: documentEmailQueue,
    retryLimit: 30,
    retryDelaySeconds: 30,
    retryDelayMaxSeconds: 3600,
    expireInSeconds: 300,
  },
  // A received-voucher key file: up to 20,000 PAC calls, then the summary e-mail.
  {
    name: receivedBatchQueue,
    retryLimit: 10,
    retryDelaySeconds: 60,
    retryDelayMaxSeconds: 3600,
    expireInSeconds: 3600,
  },
];

export async function registerWorkers(ctx: AppContext): Promise<void> {
  await ctx.queue.work<SendDocumentJob>(sendDocumentQueue, (job) => sendDocument(ctx, job.documentId), {
    concurrency: 4,
  });
  await ctx.queue.work<DocumentEmailJob>(
    documentEmailQueue,
    (job) => emailAuthorisedDocument(ctx, job.documentId),
    { concurrency: 4 },
  );
  await ctx.queue.work<ReceivedBatchJob>(
    receivedBatchQueue,
    (job, meta) => processReceivedBatch(ctx, job, meta.id),
    { concurrency: 1 },
  );
}
