import { z } from 'zod';
import type { AppContext, AppJob } from './app-context.ts';
import type { QueuePolicy } from './adapters/queue/job-queue.ts';

/** What a periodic job's run carries: nothing, each run finds its work in the database. */
export type PeriodicRun = Record<string, never>;

/**
 * A job that runs on a cron (Panama time), one run at a time, with the queue's retry policy. What `run`
 * answers (a count, for its tests) is not the job's.
 */
export function periodicJob(
  policy: QueuePolicy,
  cron: string,
  run: (ctx: AppContext) => Promise<unknown>,
): AppJob<PeriodicRun> {
  return {
    queue: { ...policy, payload: z.object({}).strict() as z.ZodType<PeriodicRun> },
    concurrency: 1,
    schedule: { cron, data: {} },
    handle: async (ctx) => {
      await run(ctx);
    },
  };
}
