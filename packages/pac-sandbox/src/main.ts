import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  DEFAULT_SANDBOX_PORT,
  type HkaCompany,
  type PacSandboxOptions,
  type SandboxTlsOptions,
} from './sandbox-options.ts';
import type { RegistryEntry } from './state/demo-taxpayers.ts';
import type { FaultSettings } from './state/fault-injector.ts';
import { startPacSandbox } from './start-pac-sandbox.ts';

/**
 * `npm run pac-sandbox`: the sandbox alone on its own port. Settings from the environment:
 * PAC_SANDBOX_PORT (4010), PAC_SANDBOX_HOST (127.0.0.1), PAC_SANDBOX_ENVIRONMENT (2),
 * PAC_SANDBOX_DATA_DIR (memory only when unset), PAC_SANDBOX_TAXPAYERS_FILE (a JSON array of registry
 * entries), PAC_SANDBOX_CANCELLATION_WINDOW_HOURS (182), PAC_SANDBOX_FAULT (JSON fault settings),
 * PAC_SANDBOX_HKA_COMPANIES_FILE (a JSON array of HKA token pairs), PAC_SANDBOX_TLS_CERT_FILE and
 * PAC_SANDBOX_TLS_KEY_FILE (HTTPS), PAC_SANDBOX_TLS_CA_FILE and PAC_SANDBOX_TLS_REQUIRE_CLIENT_CERT=true
 * (mutual TLS).
 */
async function main(env: NodeJS.ProcessEnv): Promise<void> {
  const options: PacSandboxOptions = {
    port: readPort(env.PAC_SANDBOX_PORT),
    host: env.PAC_SANDBOX_HOST || '127.0.0.1',
    environment: env.PAC_SANDBOX_ENVIRONMENT === '1' ? 1 : 2,
    dataDir: env.PAC_SANDBOX_DATA_DIR ? resolve(env.PAC_SANDBOX_DATA_DIR) : undefined,
    taxpayers: env.PAC_SANDBOX_TAXPAYERS_FILE
      ? (JSON.parse(readFileSync(env.PAC_SANDBOX_TAXPAYERS_FILE, 'utf8')) as RegistryEntry[])
      : [],
    cancellationWindowHours: env.PAC_SANDBOX_CANCELLATION_WINDOW_HOURS
      ? Number(env.PAC_SANDBOX_CANCELLATION_WINDOW_HOURS)
      : undefined,
    fault: env.PAC_SANDBOX_FAULT ? (JSON.parse(env.PAC_SANDBOX_FAULT) as FaultSettings) : undefined,
    hka: {
      companies: env.PAC_SANDBOX_HKA_COMPANIES_FILE
        ? (JSON.parse(readFileSync(env.PAC_SANDBOX_HKA_COMPANIES_FILE, 'utf8')) as HkaCompany[])
        : [],
    },
    tls: readTls(env),
    logger: env.PAC_SANDBOX_LOG === 'true',
  };
  const sandbox = await startPacSandbox(options);
  console.log(
    `PAC sandbox listening on ${sandbox.url} (DGI services under /FepWcfService/, HKA/EBI at ${sandbox.hkaUrl}, admin under /admin/)`,
  );
  const stop = (): void => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

function readTls(env: NodeJS.ProcessEnv): SandboxTlsOptions | undefined {
  if (!env.PAC_SANDBOX_TLS_CERT_FILE || !env.PAC_SANDBOX_TLS_KEY_FILE) return undefined;
  return {
    cert: readFileSync(env.PAC_SANDBOX_TLS_CERT_FILE, 'utf8'),
    key: readFileSync(env.PAC_SANDBOX_TLS_KEY_FILE, 'utf8'),
    ...(env.PAC_SANDBOX_TLS_CA_FILE ? { ca: readFileSync(env.PAC_SANDBOX_TLS_CA_FILE, 'utf8') } : {}),
    requireClientCert: env.PAC_SANDBOX_TLS_REQUIRE_CLIENT_CERT === 'true',
  };
}

function readPort(raw: string | undefined): number {
  if (raw === undefined || raw === '') return DEFAULT_SANDBOX_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new RangeError(`PAC_SANDBOX_PORT must be a port number, got '${raw}'.`);
  }
  return port;
}

await main(process.env);
