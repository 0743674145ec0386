import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const BIN = fileURLToPath(new URL('../../bin/facturar.mjs', import.meta.url));

/**
 * The machine's own Node, as a user's shell finds it. npm scripts put node_modules/.bin (the
 * project's Node 24) first on PATH, so those entries are skipped: the bin must work without them.
 */
function findSystemNode(): string {
  const directories = (process.env.PATH ?? '')
    .split(delimiter)
    .filter((entry) => !entry.includes('node_modules'));
  for (const directory of directories) {
    const candidate = join(directory, 'node');
    if (existsSync(candidate)) return candidate;
  }
  return process.execPath;
}

export const SYSTEM_NODE = findSystemNode();

export type FacturarRun = { status: number | null; stdout: string; stderr: string };

export type FacturarRunOptions = {
  cwd?: string;
  /** Added to an environment without DATABASE_URL and FACTURAR_P12_PASSWORD. */
  env?: NodeJS.ProcessEnv;
};

/** Runs `facturar` as a user does: the bin file, launched by the system Node, in a child process. */
export function runFacturarBin(args: readonly string[], options: FacturarRunOptions = {}): FacturarRun {
  const { DATABASE_URL: _url, FACTURAR_P12_PASSWORD: _password, ...inherited } = process.env;
  const result = spawnSync(SYSTEM_NODE, [BIN, ...args], {
    cwd: options.cwd,
    env: { ...inherited, ...options.env },
    encoding: 'utf8',
    // Below the tests' own limit (vitest.config.ts), which leaves room for a busy, niced API lane.
    timeout: 170_000,
  });
  if (result.error) throw result.error;
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
