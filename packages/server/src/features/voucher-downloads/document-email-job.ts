import { z } from 'zod';
import type { AppJob } from '../../app-context.ts';
import type { QueueDefinition } from '../../adapters/queue/job-queue.ts';
import { emailAuthorisedDocument, emailCancelledDocument } from './voucher-mail.ts';

export type DocumentEmailJob = { documentId: string };

/** The receiver's e-mail after authorisation: an SMTP outage is retried for about a day. */
export const documentEmailQueue: QueueDefinition<DocumentEmailJob> = {
  name: 'document-email',
  payload: z.object({ documentId: z.string().min(1) }),
  retryLimit: 30,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 3600,
  expireInSeconds: 300,
  heartbeatSeconds: 30,
};

export const documentEmailJob: AppJob<DocumentEmailJob> = {
  queue: documentEmailQueue,
  concurrency: 4,
  handle: (ctx, job) => emailAuthorisedDocument(ctx, job.documentId),
};

/** The receiver's e-mail after a cancellation, retried as the authorisation's. */
export const cancellationEmailQueue: QueueDefinition<DocumentEmailJob> = {
  ...documentEmailQueue,
  name: 'cancellation-email',
};

export const cancellationEmailJob: AppJob<DocumentEmailJob> = {
  queue: cancellationEmailQueue,
  concurrency: 2,
  handle: (ctx, job) => emailCancelledDocument(ctx, job.documentId),
};
