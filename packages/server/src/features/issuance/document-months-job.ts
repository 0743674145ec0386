import { toPanamaWallClock } from '@facturar/domain';
import type { AppContext } from '../../app-context.ts';
import { periodicJob } from '../../periodic-job.ts';
import { keepDocumentMonths } from './document-months-repository.ts';

/** Months created ahead of the current one: a job that fails for weeks still finds its month there. */
const monthsAhead = 3;

/** The month of the instant in Panama, counted from January 2026 (0): its documents' ids start at month × 10⁹. */
export function documentMonth(instant: Date): number {
  const local = toPanamaWallClock(instant);
  return (local.getUTCFullYear() - 2026) * 12 + local.getUTCMonth();
}

/**
 * The documents' monthly partitions (ADR 0186): the next three months' are made ahead, and once a month
 * has begun the documents issued from then on take their ids in its partition. Answers how many
 * partitions it created.
 */
export async function keepDocumentPartitions(ctx: AppContext): Promise<number> {
  const thisMonth = documentMonth(ctx.now());
  return keepDocumentMonths(ctx.db, thisMonth, thisMonth + monthsAhead);
}

// Every hour, Panama time: a month's documents move to its partition within its first hour.
export const documentMonthsJob = periodicJob(
  {
    name: 'document-months',
    retryLimit: 3,
    retryDelaySeconds: 60,
    retryDelayMaxSeconds: 900,
    expireInSeconds: 300,
    heartbeatSeconds: 30,
  },
  '0 * * * *',
  keepDocumentPartitions,
);
