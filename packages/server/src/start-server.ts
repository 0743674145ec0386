import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createMailer, type Mailer } from './adapters/mail/mailer.ts';
import { createCafeRenderer } from './adapters/pdf/index.ts';
import { migrateToLatest } from './adapters/db/migrate.ts';
import { openDatabase, type DatabaseHandle } from './adapters/db/open-database.ts';
import type { AppContext } from './app-context.ts';
import { buildApp } from './app.ts';
import { createReadiness } from './features/health/index.ts';
import type { ServerConfig } from './config.ts';
import { seedDemoData, type DemoLogin } from './seed/demo-seed.ts';
import { loadSecrets } from './settings/secrets.ts';
import { createPacClient } from './adapters/pac/index.ts';
import { startJobQueue } from './adapters/queue/job-queue.ts';
import { createExpiringCache } from './adapters/cache/expiring-cache.ts';
import { createSigningKeyCache } from './adapters/signing/index.ts';
import { ConfigError } from './config.ts';
import { queuePolicies, registerWorkers } from './jobs/job-registry.ts';

export type RunningServer = {
  app: FastifyInstance;
  ctx: AppContext;
  demoLogins: DemoLogin[];
  url: string;
  /** Health answers ok from now on (it answers 503 until then when started with `preparing`). */
  markReady(): void;
  close(): Promise<void>;
};

export type StartOptions = {
  /** Pino's level for the request logs (LOG_LEVEL); without it they are off. */
  logLevel?: string;
  /** Health answers 503 with this reason until `markReady()` (`npm start` while it issues the demo). */
  preparing?: string;
  /** Skip listening (tests that use app.inject). */
  listen?: boolean;
  database?: DatabaseHandle;
  mailer?: Mailer;
  now?: () => Date;
};

/** Opens the database, migrates, seeds the demo on request, and serves the API and the web app. */
export async function startServer(config: ServerConfig, options: StartOptions = {}): Promise<RunningServer> {
  const database =
    options.database ??
    (await openDatabase(
      config.databaseUrl
        ? { kind: 'postgres', url: config.databaseUrl }
        : { kind: 'pglite', dataDir: config.dataDir },
    ));
  await migrateToLatest(database.db);
  const mailer =
    options.mailer ??
    createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(config.dataDir, 'outbox'),
    });
  const secrets = await loadSecrets(database.db, config);
  if (!config.pacUrl)
    throw new ConfigError('PAC_URL is required: the address of the PAC (or of the PAC sandbox).');
  const pac = createPacClient({
    baseUrl: config.pacUrl,
    timeoutMs: config.pacTimeoutMs,
    iAmb: Number(config.pacEnvironment) as 1 | 2,
  });
  const cafes = createCafeRenderer({ threads: config.cafeRenderThreads });
  const queue = await startJobQueue(database, queuePolicies, {
    superviseIntervalSeconds: config.queueSuperviseSeconds,
    expireInSeconds: config.queueExpireSeconds,
  });
  const ctx: AppContext = {
    db: database.db,
    config,
    secrets,
    mailer,
    cafes,
    signingKeys: createSigningKeyCache(),
    registryAnswers: createExpiringCache({
      lifetimeMs: config.registryCacheSeconds * 1000,
      maxEntries: 50_000,
    }),
    pac,
    queue,
    now: options.now ?? (() => new Date()),
  };
  const demoLogins = config.seedDemo ? await seedDemoData(ctx) : [];
  if (config.role !== 'api') await registerWorkers(ctx);
  const readiness = createReadiness(options.preparing ?? null);
  const app = await buildApp(ctx, {
    ...(options.logLevel ? { logLevel: options.logLevel } : {}),
    readiness,
  });
  let url = '';
  if (options.listen !== false && config.role !== 'worker') {
    url = await app.listen({ port: config.port, host: config.host });
  } else {
    await app.ready();
  }
  return {
    app,
    ctx,
    demoLogins,
    url,
    markReady: () => readiness.release(),
    async close() {
      await app.close();
      await queue.stop();
      mailer.close();
      await cafes.close();
      if (!options.database) await database.close();
    },
  };
}
