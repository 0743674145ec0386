// The server started as separate processes (`src/main.ts` with a ROLE), as production runs it: for the
// PostgreSQL-tier tests that kill a worker or run several api processes on one database.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { startPacSandbox, type PacSandbox } from '@facturar/pac-sandbox';
import { afterAll, beforeAll } from 'vitest';
import type { DatabaseHandle } from '../../src/adapters/db/open-database.ts';
import { demoPassword } from '../../src/seed/demo-seed.ts';
import { waitUntil } from './polling.ts';
import { createTestDatabase } from './test-database.ts';

const repoRoot = join(import.meta.dirname, '../../../..');
const mainScript = join(repoRoot, 'packages/server/src/main.ts');

/** A port no one listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The environment every process of a test shares: its database seeded with the demo, the PAC sandbox, no
 * sign-in limit (the test signs in often) and a queue supervisor that looks every second; `own` adds the
 * test's settings or overrides these.
 */
export function processEnv(
  database: DatabaseHandle,
  pacUrl: string,
  own: Record<string, string> = {},
): Record<string, string> {
  return {
    DATABASE_URL: database.url as string,
    PAC_URL: pacUrl,
    SEED_DEMO: 'true',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    QUEUE_SUPERVISE_SECONDS: '1',
    JWT_SECRET: 'server-processes-test-secret-server-processes',
    DATA_ENCRYPTION_KEY: Buffer.alloc(32, 7).toString('base64'),
    ...own,
  };
}

/** Signs a demo user in at the api process at `apiUrl`; answers the access token. */
export async function signIn(apiUrl: string, username: string): Promise<string> {
  const response = await fetch(`${apiUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: demoPassword, codigoSistema: 'FACTURAR-WEB' }),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`sign-in of ${username} → ${response.status} ${text}`);
  return (JSON.parse(text) as { accessToken: string }).accessToken;
}

/**
 * A JSON call to the api process at `apiUrl` as the holder of `token`; answers the body. Anything but a 200
 * fails the set-up with the server's answer.
 */
export async function callApi(
  apiUrl: string,
  token: string,
  method: 'GET' | 'POST' | 'PUT',
  path: string,
  body?: unknown,
): Promise<unknown> {
  const response = await fetch(`${apiUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  if (response.status !== 200) throw new Error(`${method} ${path} → ${response.status} ${text}`);
  return JSON.parse(text) as unknown;
}

/** Starts one process of the role, its errors shown with the role's name; `started` keeps it for the end. */
export function startRole(
  role: 'api' | 'worker',
  env: Record<string, string>,
  started: ChildProcess[],
): ChildProcess {
  const child = spawn(process.execPath, [mainScript], {
    cwd: repoRoot,
    env: { ...process.env, ...env, ROLE: role, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[${role}] ${chunk.toString()}`));
  child.stdout?.resume();
  started.push(child);
  return child;
}

/** Waits until the api at `url` answers its health check (a started process needs a few seconds). */
export async function waitForHealth(url: string, timeoutMs = 120_000): Promise<void> {
  await waitUntil(
    `${url} to become healthy`,
    async () => ((await fetch(`${url}/api/health`).catch(() => undefined))?.ok ? true : undefined),
    timeoutMs,
    300,
  );
}

/** Starts an api process on a free loopback port and answers its URL once it is healthy. */
export async function startApi(env: Record<string, string>, started: ChildProcess[]): Promise<string> {
  const port = await freePort();
  startRole('api', { ...env, PORT: String(port), HOST: '127.0.0.1' }, started);
  const url = `http://127.0.0.1:${port}`;
  await waitForHealth(url);
  return url;
}

/** What a multi-process test runs on: its own database and PAC sandbox, and the processes it starts. */
export type ProcessRig = { database: DatabaseHandle; sandbox: PacSandbox; processes: ChildProcess[] };

/**
 * The rig of a `describe`: its database and sandbox made before its tests; after them, the processes it
 * started are killed and the rest closed. The fields are there from the describe's first `beforeAll` on.
 */
export function serveProcessRig(): ProcessRig {
  const rig = { processes: [] as ChildProcess[] } as ProcessRig;
  beforeAll(async () => {
    rig.database = await createTestDatabase();
    rig.sandbox = await startPacSandbox({ host: '127.0.0.1' });
  });
  afterAll(async () => {
    killAll(rig.processes);
    await rig.sandbox?.close();
    await rig.database?.close();
  });
  return rig;
}

/** A rig with its api process running: the environment its processes share and the api's URL. */
export type ApiRig = ProcessRig & {
  env: Record<string, string>;
  apiUrl: string;
  /** Starts a worker process on the rig, for the test to kill or to take over. */
  startWorker(): ChildProcess;
};

/**
 * The rig of a `describe` that kills workers: its api process started before its tests on processEnv
 * with `own`; the workers are the test's to start. The fields are there from the describe's first
 * `beforeAll` on.
 */
export function serveApiRig(own: Record<string, string> = {}, startTimeoutMs = 120_000): ApiRig {
  const rig = serveProcessRig() as ApiRig;
  rig.startWorker = () => startRole('worker', rig.env, rig.processes);
  beforeAll(async () => {
    rig.env = processEnv(rig.database, rig.sandbox.url, own);
    rig.apiUrl = await startApi(rig.env, rig.processes);
  }, startTimeoutMs);
  return rig;
}

/** Kills whatever the test started that still runs. */
export function killAll(started: readonly ChildProcess[]): void {
  for (const child of started) if (child.exitCode === null) child.kill('SIGKILL');
}

/**
 * Polls `probe` until it answers something (a failing probe counts as not yet): the states another
 * process reaches on its own time.
 */
export function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined>,
  timeoutMs = 120_000,
): Promise<T> {
  return waitUntil(what, () => probe().catch(() => undefined), timeoutMs);
}
