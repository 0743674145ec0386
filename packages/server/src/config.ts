import { resolve } from 'node:path';
import { availableParallelism } from 'node:os';

export type Role = 'api' | 'worker' | 'all';

/**
 * Which proxies may tell the client's address (X-Forwarded-For): none (the socket's peer is the client), the
 * number of proxy hops in front of the process, or the proxies' addresses and CIDR ranges.
 */
export type TrustProxy = false | number | string[];

export type ServerConfig = {
  role: Role;
  port: number;
  /** The address the HTTP server listens on (HOST): loopback unless set. */
  host: string;
  trustProxy: TrustProxy;
  /** PostgreSQL server; absent → embedded PGlite in `dataDir`. */
  databaseUrl: string | undefined;
  dataDir: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  seedDemo: boolean;
  /** Shared HS256 secret for access tokens; absent → one generated and kept in the database. */
  jwtSecret: string | undefined;
  /** 32-byte key (base64) that encrypts certificates at rest; absent → one kept in the database. */
  dataEncryptionKey: string | undefined;
  tokenTtlSeconds: number;
  /** A session ends this long after its sign-in, however often it is renewed. */
  sessionMaxHours: number;
  maxFailedLogins: number;
  /** Sign-in, recovery and password-change calls allowed per client address and minute. */
  authRateLimitPerMinute: number;
  /** Company registrations (POST /api/signin) allowed per client address and hour. */
  registrationRateLimitPerHour: number;
  /** Users one signed-in caller may add per hour ('Agregar usuario'), whatever the answer (ADR 0102). */
  userCreationRateLimitPerHour: number;
  /** A registration form submitted sooner than this after it was served is a bot's (ADR 0041). */
  registrationMinSeconds: number;
  /** Failed sign-ins allowed per user name in `accountFailureWindowMinutes`, from any address. */
  accountFailureLimit: number;
  accountFailureWindowMinutes: number;
  /** How long a temporary password of a recovery can be used. */
  recoveryTtlMinutes: number;
  /** Permission keys (EMP-ADM, PLT-ADM…) whose users must sign in with a second step (TWO_FACTOR_REQUIRED_FOR). */
  twoFactorRequiredFor: string[];
  codigoSistema: string;
  apiKey: string;
  manualsUrl: string;
  webDistDir: string;
  publicUrl: string;
  /** The PAC; absent → the PAC sandbox runs in-process (role all) on PAC_SANDBOX_PORT. */
  pacUrl: string | undefined;
  pacSandboxPort: number;
  pacTimeoutMs: number;
  /**
   * How long a receiver the DGI's registry confirmed is taken as registered without asking again before
   * issuing (REGISTRY_CACHE_SECONDS; 0 asks every time). A refusal or no answer is never kept.
   */
  registryCacheSeconds: number;
  /** Threads that print CAFEs (CAFE_RENDER_THREADS; 0 prints them on the event loop). */
  cafeRenderThreads: number;
  /** iAmb of the documents: '1' production, '2' test. */
  pacEnvironment: '1' | '2';
  /**
   * Lets a company's PAC endpoint be http or a private/loopback address (PAC_ALLOW_PRIVATE_ENDPOINTS=true):
   * for tests against a sandbox on loopback only; production leaves it off.
   */
  pacAllowPrivateEndpoints: boolean;
  /** Failed sends in a row after which new documents are issued in contingency. */
  contingencyAfterFailures: number;
  /** How long after authorisation a document may still be cancelled. */
  cancellationWindowHours: number;
  /** A job whose worker died is retried after this long (QUEUE_EXPIRE_SECONDS). */
  queueExpireSeconds: number | undefined;
  queueSuperviseSeconds: number;
  /** Reports over this many rows are written in the background and offered when ready (ADR 0048). */
  reportJobThresholdRows: number;
  /** Public '/verificar' checks per address and minute (VERIFY_RATE_LIMIT_PER_MINUTE). */
  verifyRateLimitPerMinute: number;
  /** Receivers' portal sign-in links per e-mail address and hour (RECEIVER_LINKS_PER_EMAIL_PER_HOUR). */
  receiverLinksPerEmailPerHour: number;
  /** Receivers' portal sign-in links per RUC and hour (RECEIVER_LINKS_PER_RUC_PER_HOUR). */
  receiverLinksPerRucPerHour: number;
  /** Where 'Asistencia' messages go (SUPPORT_EMAIL). */
  supportEmail: string;
  /** Calls one API key may make per minute, all calls together (API_KEY_RATE_LIMIT_PER_MINUTE). */
  apiKeyRateLimitPerMinute: number;
  /** The first retry of a failed webhook delivery, doubling up to 6 hours (WEBHOOK_RETRY_SECONDS). */
  webhookRetrySeconds: number;
  /** A webhook answer slower than this is a failed attempt (WEBHOOK_TIMEOUT_MS). */
  webhookTimeoutMs: number;
  /** A document without the PAC's answer this long is reported as `documento.en_duda` (WEBHOOK_DOUBT_MINUTES). */
  webhookDoubtMinutes: number;
  /**
   * Webhook targets on loopback (and http://) are allowed: for tests and the local example only
   * (WEBHOOK_ALLOW_LOOPBACK); production leaves it off, so private and metadata addresses are refused.
   */
  webhookAllowLoopback: boolean;
};

export class ConfigError extends Error {}

function readInt(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new ConfigError(`${name} must be a non-negative integer, got '${raw}'.`);
  return value;
}

/** One core is left to the event loop (and on a machine of one or two, the database): one to four threads. */
function defaultCafeRenderThreads(): number {
  return Math.min(4, Math.max(1, availableParallelism() - 1));
}

function readRole(raw: string | undefined): Role {
  const role = raw ?? 'all';
  if (role === 'api' || role === 'worker' || role === 'all') return role;
  throw new ConfigError(`ROLE must be api, worker or all, got '${role}'.`);
}

function readEnvironment(raw: string | undefined): '1' | '2' {
  const value = raw ?? '2';
  if (value === '1' || value === '2') return value;
  throw new ConfigError(`PAC_ENVIRONMENT must be 1 (production) or 2 (test), got '${value}'.`);
}

function readTrustProxy(raw: string | undefined): TrustProxy {
  const value = raw?.trim() ?? '';
  if (value === '' || value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  if (value === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would let any client choose its address; give the number of proxy hops or their addresses.',
    );
  }
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
}

const permissionKeys = ['EMP-ADM', 'EMP-INT', 'PAR-ADM', 'PAR-INT', 'PLT-ADM', 'PLT-INT'];

function readPermissionKeys(name: string, raw: string | undefined): string[] {
  const keys = (raw ?? '')
    .split(',')
    .map((entry) => entry.trim().toUpperCase())
    .filter(Boolean);
  const unknown = keys.filter((key) => !permissionKeys.includes(key));
  if (unknown.length > 0)
    throw new ConfigError(
      `${name} takes profiles among ${permissionKeys.join(', ')}; got '${unknown.join(', ')}'.`,
    );
  return keys;
}

/** Reads the configuration from the environment once, at start-up; nothing else reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, repoRoot = process.cwd()): ServerConfig {
  const port = readInt(env, 'PORT', 3000);
  return {
    role: readRole(env.ROLE),
    port,
    host: env.HOST || 'localhost',
    trustProxy: readTrustProxy(env.TRUST_PROXY),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir: resolve(repoRoot, env.DATA_DIR ?? 'data'),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Facturar <no-responder@facturar.test>',
    seedDemo: (env.SEED_DEMO ?? 'true') !== 'false',
    jwtSecret: env.JWT_SECRET || undefined,
    dataEncryptionKey: env.DATA_ENCRYPTION_KEY || undefined,
    tokenTtlSeconds: readInt(env, 'TOKEN_TTL_SECONDS', 30 * 60),
    sessionMaxHours: readInt(env, 'SESSION_MAX_HOURS', 12),
    maxFailedLogins: readInt(env, 'MAX_FAILED_LOGINS', 5),
    authRateLimitPerMinute: readInt(env, 'AUTH_RATE_LIMIT_PER_MINUTE', 30),
    registrationRateLimitPerHour: readInt(env, 'SIGNUP_RATE_PER_HOUR', 10),
    userCreationRateLimitPerHour: readInt(env, 'USER_CREATION_RATE_PER_HOUR', 30),
    registrationMinSeconds: readInt(env, 'SIGNUP_MIN_SECONDS', 3),
    accountFailureLimit: readInt(env, 'AUTH_ACCOUNT_FAILURES', 10),
    accountFailureWindowMinutes: readInt(env, 'AUTH_FAILURE_WINDOW_MINUTES', 15),
    recoveryTtlMinutes: readInt(env, 'RECOVERY_TTL_MINUTES', 30),
    twoFactorRequiredFor: readPermissionKeys('TWO_FACTOR_REQUIRED_FOR', env.TWO_FACTOR_REQUIRED_FOR),
    codigoSistema: env.CODIGO_SISTEMA ?? 'FACTURAR-WEB',
    apiKey: env.WEB_API_KEY ?? 'facturar-web-2026',
    manualsUrl: env.MANUALS_URL ?? '/manuales/',
    webDistDir: resolve(repoRoot, env.WEB_DIST_DIR ?? 'packages/web/dist'),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${port}`,
    pacUrl: env.PAC_URL || undefined,
    pacSandboxPort: readInt(env, 'PAC_SANDBOX_PORT', 0),
    pacTimeoutMs: readInt(env, 'PAC_TIMEOUT_MS', 15_000),
    registryCacheSeconds: readInt(env, 'REGISTRY_CACHE_SECONDS', 600),
    cafeRenderThreads: readInt(env, 'CAFE_RENDER_THREADS', defaultCafeRenderThreads()),
    pacEnvironment: readEnvironment(env.PAC_ENVIRONMENT),
    pacAllowPrivateEndpoints: env.PAC_ALLOW_PRIVATE_ENDPOINTS === 'true',
    contingencyAfterFailures: readInt(env, 'CONTINGENCY_AFTER_FAILURES', 5),
    cancellationWindowHours: readInt(env, 'CANCELLATION_WINDOW_HOURS', 168),
    queueExpireSeconds: env.QUEUE_EXPIRE_SECONDS ? readInt(env, 'QUEUE_EXPIRE_SECONDS', 120) : undefined,
    queueSuperviseSeconds: readInt(env, 'QUEUE_SUPERVISE_SECONDS', 30),
    reportJobThresholdRows: readInt(env, 'REPORT_JOB_THRESHOLD_ROWS', 50_000),
    verifyRateLimitPerMinute: readInt(env, 'VERIFY_RATE_LIMIT_PER_MINUTE', 30),
    receiverLinksPerEmailPerHour: readInt(env, 'RECEIVER_LINKS_PER_EMAIL_PER_HOUR', 5),
    receiverLinksPerRucPerHour: readInt(env, 'RECEIVER_LINKS_PER_RUC_PER_HOUR', 20),
    supportEmail: env.SUPPORT_EMAIL ?? 'soporte@facturar.test',
    apiKeyRateLimitPerMinute: readInt(env, 'API_KEY_RATE_LIMIT_PER_MINUTE', 600),
    webhookRetrySeconds: readInt(env, 'WEBHOOK_RETRY_SECONDS', 30),
    webhookTimeoutMs: readInt(env, 'WEBHOOK_TIMEOUT_MS', 10_000),
    webhookDoubtMinutes: readInt(env, 'WEBHOOK_DOUBT_MINUTES', 15),
    webhookAllowLoopback: env.WEBHOOK_ALLOW_LOOPBACK === 'true',
  };
}
