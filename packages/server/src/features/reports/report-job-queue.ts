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

/** The daily deletion of the period archives past their week. */
export const periodArchiveSweepQueue: QueueDefinition<Record<string, never>> = {
  name: 'period-archive-sweep',
  payload: z.object({}),
  retryLimit: 2,
  retryDelaySeconds: 60,
  retryDelayMaxSeconds: 600,
  expireInSeconds: 600,
  heartbeatSeconds: 30,
};
