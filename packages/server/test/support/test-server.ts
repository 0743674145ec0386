import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type ServerConfig } from '../../src/config.ts';
import { demoPassword } from '../../src/seed/demo-seed.ts';
import { startServer, type RunningServer } from '../../src/start-server.ts';
import { startPacSandbox, type PacSandbox } from '@facturar/pac-sandbox';
import { afterAll, beforeAll } from 'vitest';
import { apiCaller, type ApiCaller } from './api-caller.ts';
import { startSmtpCapture, type SmtpCapture, type SmtpRefusal } from './smtp-capture.ts';
import { createTestDatabase } from './test-database.ts';

// Most tests take the bearer header from here, beside the server they call.
export { bearer } from './api-caller.ts';

export type TestServer = RunningServer & {
  config: ServerConfig;
  sandbox: PacSandbox;
  request(options: InjectOptions): Promise<LightMyRequestResponse>;
  /** The sign-in call as the login screen makes it, answered as it is: tokens, a second step or a refusal. */
  tryLogin(username: string, password?: string): Promise<LightMyRequestResponse>;
  /** Signs in and answers the access token; a refusal fails the set-up. */
  login(username: string, password?: string): Promise<string>;
  /** The API as the holder of `token` calls it. */
  as(token: string): ApiCaller;
};

/** `listen`: also serve on a loopback port (`url`), for clients outside the process. */
export type TestServerOptions = { now?: () => Date; listen?: boolean; preparing?: string };

/** The whole server on a fresh test database with the demo seed, driven through HTTP injection. */
export async function startTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): Promise<TestServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'facturar-test-'));
  const sandbox = await startPacSandbox({ host: '127.0.0.1' });
  const config = loadConfig({
    PAC_URL: sandbox.url,
    // A busy two-core CI run can take longer than a few seconds to answer thirty sends at once; the tests
    // that are about timeouts set their own.
    PAC_TIMEOUT_MS: '20000',
    SEED_DEMO: 'true',
    AUTH_RATE_LIMIT_PER_MINUTE: '100000',
    DATA_DIR: dataDir,
    PORT: '0',
    ...(options.listen ? { HOST: '127.0.0.1' } : {}),
    ...env,
  });
  const database = await createTestDatabase();
  const server = await startServer(config, {
    listen: options.listen ?? false,
    database,
    ...(options.now ? { now: options.now } : {}),
    ...(options.preparing ? { preparing: options.preparing } : {}),
  });
  const request = (injection: InjectOptions) => server.app.inject(injection);
  const tryLogin = (username: string, password = demoPassword) =>
    request({
      method: 'POST',
      url: '/api/login',
      payload: { username, password, codigoSistema: config.codigoSistema },
    });
  return {
    ...server,
    config,
    sandbox,
    request,
    as: (token) => apiCaller(request, token),
    tryLogin,
    async login(username, password) {
      const response = await tryLogin(username, password);
      if (response.statusCode !== 200)
        throw new Error(`login ${username} → ${response.statusCode} ${response.body}`);
      return (response.json() as { accessToken: string }).accessToken;
    },
    async close() {
      await server.close();
      await database.close();
      await sandbox.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type MailingTestServer = TestServer & { mail: SmtpCapture };

/**
 * The test server with the mail it sends captured (`mail.messages`); `refuse` has the capture refuse these
 * addresses. Closing the server closes the capture.
 */
export async function startMailingTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions & { refuse?: Record<string, SmtpRefusal> } = {},
): Promise<MailingTestServer> {
  const { refuse, ...serverOptions } = options;
  const mail = await startSmtpCapture(refuse ? { refuse } : {});
  const server = await startTestServer({ SMTP_URL: mail.url, ...env }, serverOptions);
  return {
    ...server,
    mail,
    async close() {
      await server.close();
      await mail.close();
    },
  };
}

/**
 * The test server of a test file (or of a `describe`): started before its tests, closed after them. The
 * handle is there at once, so the file's helpers can close over it; what it serves is there from the
 * file's first `beforeAll` on. A test whose server needs what it starts first (a sandbox's URL), or that
 * restarts it, calls `startTestServer` itself.
 */
export function serveTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions = {},
): TestServer {
  return serveForTests(() => startTestServer(env, options));
}

/** `serveTestServer` with the mail it sends captured, as `startMailingTestServer`. */
export function serveMailingTestServer(
  env: Record<string, string> = {},
  options: TestServerOptions & { refuse?: Record<string, SmtpRefusal> } = {},
): MailingTestServer {
  return serveForTests(() => startMailingTestServer(env, options));
}

function serveForTests<Server extends TestServer>(start: () => Promise<Server>): Server {
  let started: Server | undefined;
  beforeAll(async () => {
    started = await start();
  });
  afterAll(async () => {
    await started?.close();
  });
  // The handle exists before the server does (helpers close over it at load): every property read goes to
  // the server started for the tests, its methods bound to it.
  return new Proxy({} as Server, {
    get(_, key) {
      if (!started) throw new Error('The test server is used before the tests start.');
      const value: unknown = Reflect.get(started, key);
      return typeof value === 'function' ? value.bind(started) : value;
    },
  });
}

/**
 * The tokens of the users a test file (or a `describe`) signs in before its tests, under the names it
 * gives them: each user an access name, or a set-up that arranges one and answers its access name. The
 * tokens are there from the file's first `beforeAll` on.
 */
export function signInForTests<const Name extends string>(
  server: Pick<TestServer, 'login'>,
  users: Record<Name, string | (() => Promise<string>)>,
): Record<Name, string> {
  const tokens = {} as Record<Name, string>;
  beforeAll(async () => {
    for (const [name, user] of Object.entries(users) as [Name, string | (() => Promise<string>)][])
      tokens[name] = await server.login(typeof user === 'string' ? user : await user());
  });
  return tokens;
}

export function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
