import { CompiledQuery } from 'kysely';
import { fromKysely, PgBoss, type Db as BossDatabase } from 'pg-boss';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.ts';
import type { Db, DatabaseHandle } from '../db/open-database.ts';
import { currentTransaction } from '../db/transaction-context.ts';

export type JobMeta = { id: string; retryCount: number };
export type JobHandler<T> = (data: T, job: JobMeta) => Promise<void>;

/** How a queue retries: created once, at start-up, for every queue the application has. */
export type QueuePolicy = {
  name: string;
  /** Tries after the first; backoff doubles from retryDelaySeconds up to retryDelayMaxSeconds, with jitter. */
  retryLimit: number;
  retryDelaySeconds: number;
  retryDelayMaxSeconds: number;
  /** A job whose worker died is retried after this long. */
  expireInSeconds: number;
  /**
   * Long jobs (a whole file, a report): the worker renews the job's lease this often (pg-boss heartbeat,
   * every half of it), and a job whose worker died is retried once the lease lapses, after at most this
   * long plus the supervision interval, instead of waiting for `expireInSeconds` (ADR 0069).
   */
  heartbeatSeconds?: number;
};

/** A queue: its name and retry policy, and the shape of its jobs (checked when a worker takes one). */
export type QueueDefinition<T extends object> = QueuePolicy & { payload: z.ZodType<T> };

export type JobQueue = {
  /** Enqueues inside the caller's transaction: the job exists exactly when the transaction commits. */
  enqueue<T extends object>(
    trx: Transaction<Database>,
    queue: QueueDefinition<T>,
    data: T,
    options?: { startAfterSeconds?: number },
  ): Promise<void>;
  /**
   * Enqueues a job per item in one statement, inside the caller's transaction (none for an empty list).
   * `alongside`: a data-modifying statement (an insert) sent in the jobs' own statement, as a CTE of it,
   * one round trip for both (issuing stores its documents so, ADR 0153, 0190).
   */
  enqueueMany<T extends object>(
    trx: Transaction<Database>,
    queue: QueueDefinition<T>,
    items: readonly T[],
    options?: { alongside?: CompiledQuery },
  ): Promise<void>;
  work<T extends object>(
    queue: QueueDefinition<T>,
    handler: JobHandler<T>,
    options?: { concurrency?: number; pollingIntervalSeconds?: number },
  ): Promise<void>;
  /** Runs a job of the queue on a cron (Panama time); one schedule per queue, however many processes ask. */
  schedule<T extends object>(queue: QueueDefinition<T>, cron: string, data: T): Promise<void>;
  stop(): Promise<void>;
};

export type QueueTuning = {
  /** How often pg-boss looks for jobs whose worker died (expired) and retries them. */
  superviseIntervalSeconds: number;
  /** Overrides every queue's expiry (tests that kill a worker shorten it). */
  expireInSeconds?: number | undefined;
};

/** The most jobs one fetch takes; a higher concurrency adds fetchers (see `work`). */
const MAX_BATCH = 8;

/** pg-boss's statements on PGlite: inside the caller's transaction when there is one (transaction-context.ts). */
function pgliteDatabase(db: Db): BossDatabase {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const result = await (currentTransaction() ?? db).executeQuery(
        CompiledQuery.raw(text, values as unknown[]),
      );
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * pg-boss's statements in `trx`, each carrying `alongside` as a leading CTE (pg-boss enqueues with one
 * statement, an INSERT or a WITH … SELECT around one); the statement's parameters follow pg-boss's own.
 */
function withStatementAlongside(trx: Transaction<Database>, alongside: CompiledQuery): BossDatabase {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      const shift = values.length;
      const cte = alongside.sql.replace(/\$(\d+)/g, (_, index: string) => `$${Number(index) + shift}`);
      const body = text.trim();
      const merged = /^with\s/i.test(body)
        ? `with alongside as (${cte}), ${body.slice(4)}`
        : `with alongside as (${cte}) ${body}`;
      const result = await trx.executeQuery(CompiledQuery.raw(merged, [...values, ...alongside.parameters]));
      return { rows: result.rows as unknown[] };
    },
  };
}

/**
 * pg-boss on the application's own database. On PostgreSQL it keeps a small pool of its own; on PGlite it
 * goes through the application's Kysely instance, whose driver serialises every use of the single
 * connection (see pglite-dialect.ts), so its statements never land inside another transaction — except
 * the ones it makes while enqueueing inside ours, which join it (transaction-context.ts).
 */
export async function startJobQueue(
  database: DatabaseHandle,
  definitions: readonly QueuePolicy[],
  tuning: QueueTuning,
): Promise<JobQueue> {
  const supervision = {
    superviseIntervalSeconds: tuning.superviseIntervalSeconds,
    monitorIntervalSeconds: tuning.superviseIntervalSeconds,
  };
  const boss =
    database.kind === 'postgres' && database.url
      ? new PgBoss({ connectionString: database.url, max: 4, ...supervision })
      : new PgBoss({
          db: pgliteDatabase(database.db),
          backend: 'pglite',
          ...supervision,
        } as ConstructorParameters<typeof PgBoss>[0]);
  boss.on('error', (error: unknown) => console.error('[queue]', error));
  await boss.start();
  for (const definition of definitions) {
    await boss.createQueue(definition.name, {
      retryLimit: definition.retryLimit,
      retryDelay: definition.retryDelaySeconds,
      retryBackoff: true,
      retryDelayMax: definition.retryDelayMaxSeconds,
      expireInSeconds: tuning.expireInSeconds ?? definition.expireInSeconds,
      ...(definition.heartbeatSeconds ? { heartbeatSeconds: definition.heartbeatSeconds } : {}),
    });
  }
  return {
    async enqueue(trx, queue, data, options = {}) {
      await boss.send(queue.name, data, {
        db: fromKysely(trx as never),
        ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
        // On the job too: a queue created before it had a heartbeat keeps its old options.
        ...(queue.heartbeatSeconds ? { heartbeatSeconds: queue.heartbeatSeconds } : {}),
      });
    },
    async enqueueMany(trx, queue, items, options = {}) {
      if (items.length === 0) return;
      await boss.insert(
        queue.name,
        items.map((data) => ({
          data,
          ...(queue.heartbeatSeconds ? { heartbeatSeconds: queue.heartbeatSeconds } : {}),
        })),
        {
          db: options.alongside ? withStatementAlongside(trx, options.alongside) : fromKysely(trx as never),
          returnId: false,
        },
      );
    },
    async work(queue, handler, options = {}) {
      // Jobs come in batches (fetched again at once while batches come back full), run in parallel, and
      // are settled one by one: a failure retries that job alone. A batch is settled when its last job
      // ends, so a high concurrency runs as several fetchers of at most MAX_BATCH jobs each, and one slow
      // job holds back only its own batch. A job is fetched by one fetcher only (pg-boss locks it), so
      // each document still has one send in flight.
      const concurrency = options.concurrency ?? MAX_BATCH;
      const batchSize = Math.min(concurrency, MAX_BATCH);
      await boss.work<
        object,
        unknown,
        {
          batchSize: number;
          localConcurrency: number;
          pollingIntervalSeconds: number;
          burstWhenBatchFull: true;
          perJobResults: true;
        }
      >(
        queue.name,
        {
          batchSize,
          localConcurrency: Math.ceil(concurrency / batchSize),
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 0.5,
          burstWhenBatchFull: true,
          perJobResults: true,
        },
        async (jobs) => {
          // A job that does not have its queue's shape fails (and is retried) like any other failure.
          const outcomes = await Promise.allSettled(
            jobs.map(async (job) =>
              handler(queue.payload.parse(job.data), {
                id: job.id,
                retryCount: (job as { retryCount?: number }).retryCount ?? 0,
              }),
            ),
          );
          return jobs.map((job, index) => {
            const outcome = outcomes[index];
            return outcome?.status === 'fulfilled'
              ? { id: job.id, status: 'completed' as const }
              : {
                  id: job.id,
                  status: 'failed' as const,
                  output: {
                    message: String((outcome?.reason as Error | undefined)?.message ?? outcome?.reason),
                  },
                };
          });
        },
      );
    },
    async schedule(queue, cron, data) {
      await boss.schedule(queue.name, cron, data, { tz: 'America/Panama' });
    },
    async stop() {
      await boss.stop({ graceful: true, timeout: 10_000 });
    },
  };
}
