import { spawn } from 'node:child_process';
import { join } from 'node:path';

export type SmokeRun = { readonly code: number | null; readonly figures: string[]; readonly errors: string };

/**
 * One benchmark file (`bench/<file>`) in its own process, as `npm run bench` runs it, in smoke mode
 * (BENCH_SMOKE=1: tiny sizes) on embedded PGlite; what it printed as figures, and its standard error.
 */
export function runBenchmarkSmoke(file: string, options: { signal?: AbortSignal } = {}): Promise<SmokeRun> {
  const env: NodeJS.ProcessEnv = { ...process.env, BENCH_SMOKE: '1' };
  delete env.BENCH_DATABASE_URL;
  // The test's signal (aborted when it times out) ends the process too.
  const child = spawn(process.execPath, [join(import.meta.dirname, '..', file)], {
    env,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  return new Promise((resolve, reject) => {
    child.once('error', (error) => (options.signal?.aborted ? undefined : reject(error)));
    child.once('close', (code) =>
      resolve({ code, figures: output.split('\n').filter((line) => line.startsWith('{"name"')), errors }),
    );
  });
}
