import type { AppContext } from '../app-context.ts';
import type { QueueDefinition } from '../adapters/queue/job-queue.ts';
import { sendDocumentQueue, type SendDocumentJob } from '../features/issuance/index.ts';
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
];

export async function registerWorkers(ctx: AppContext): Promise<void> {
  await ctx.queue.work<SendDocumentJob>(sendDocumentQueue, (job) => sendDocument(ctx, job.documentId), {
    concurrency: 4,
  });
}
