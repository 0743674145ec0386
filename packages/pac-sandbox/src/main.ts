import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEFAULT_SANDBOX_PORT, type PacSandboxOptions } from './sandbox-options.ts';
import type { RegistryEntry } from './state/demo-taxpayers.ts';
import type { FaultSettings } from './state/fault-injector.ts';
import { startPacSandbox } from './start-pac-sandbox.ts';

/**
 * `npm run pac-sandbox`: the sandbox alone on its own port. Settings from the environment:
 * PAC_SANDBOX_PORT (4010), PAC_SANDBOX_HOST (127.0.0.1), PAC_SANDBOX_ENVIRONMENT (2),
 * PAC_SANDBOX_DATA_DIR (memory only when unset), PAC_SANDBOX_TAXPAYERS_FILE (a JSON array of registry
 * entries), PAC_SANDBOX_CANCELLATION_WINDOW_HOURS (182), PAC_SANDBOX_FAULT (JSON fault settings).
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
    logger: env.PAC_SANDBOX_LOG === 'true',
  };
  const sandbox = await startPacSandbox(options);
  console.log(
    `PAC sandbox listening on ${sandbox.url} (DGI services under /FepWcfService/, admin under /admin/)`,
  );
  const stop = (): void => {
    void sandbox.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
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
