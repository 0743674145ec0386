import type { ExpiringCache } from './adapters/cache/expiring-cache.ts';
import type { Mailer } from './adapters/mail/mailer.ts';
import type { CafeRenderer } from './adapters/pdf/index.ts';
import type { CheckTaxpayerResult, PacClient } from './adapters/pac/index.ts';
import type { JobMeta, JobQueue, QueueDefinition } from './adapters/queue/job-queue.ts';
import type { SigningKeyCache } from './adapters/signing/index.ts';
import type { Db } from './adapters/db/open-database.ts';
import type { ServerConfig } from './config.ts';
import type { Secrets } from './settings/secrets.ts';

/** What every feature's service receives: the parts of the running application, nothing global. */
export type AppContext = {
  db: Db;
  config: ServerConfig;
  secrets: Secrets;
  mailer: Mailer;
  /** Prints stored documents' CAFEs off the event loop (CAFE_RENDER_THREADS). */
  cafes: CafeRenderer;
  /** Each company's certificate, read once and kept while it does not change. */
  signingKeys: SigningKeyCache;
  pac: PacClient;
  /** Receivers the DGI's registry confirmed lately, so a sale to a regular customer skips the question. */
  registryAnswers: ExpiringCache<Extract<CheckTaxpayerResult, { kind: 'found' }>>;
  queue: JobQueue;
  now: () => Date;
};

/** A feature's background job: its queue, and what a worker does with each job of it (src/jobs registers it). */
export type AppJob<T extends object> = {
  queue: QueueDefinition<T>;
  /** Jobs of this queue one worker process runs at a time. */
  concurrency: number;
  /** A periodic job: the cron (Panama time) and the data each run gets. */
  schedule?: { cron: string; data: T };
  handle(ctx: AppContext, data: T, job: JobMeta): Promise<void>;
};
