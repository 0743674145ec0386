import { z } from 'zod';
import type { QueueDefinition } from '../../adapters/queue/job-queue.ts';

export type ReportJobData = { jobId: string };

/** A report over the row threshold, written by a worker (ADR 0048). */
export const reportJobQueue: QueueDefinition<ReportJobData> = {
  name: 'report-generation',
  payload: z.object({ jobId: z.uuid() }),
  retryLimit: 3,
  retryDelaySeconds: 30,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 3600,
  heartbeatSeconds: 30,
};
