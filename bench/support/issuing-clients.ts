import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** Generations sent by `lanes.length` concurrent clients, each with its own credentials, `count` in all. */
export type IssuingLoad = {
  readonly url: string;
  readonly body: string;
  readonly count: number;
  /** Each client's headers (its `authorization`); `content-type` is added. */
  readonly lanes: readonly Record<string, string>[];
  /** A new `Idempotency-Key` on every request (`bench-<prefix>-<n>`). */
  readonly idempotencyPrefix?: string | undefined;
};

/** How long the load took, and each request's latency in ms, sorted. */
export type IssuingRun = { readonly seconds: number; readonly latencies: number[] };

/** The latency below which `fraction` of the requests answered. */
export function latencyAt(run: IssuingRun, fraction: number): number {
  const { latencies } = run;
  return latencies[Math.min(latencies.length - 1, Math.floor(latencies.length * fraction))] ?? 0;
}

/** The load, sent from this process. */
export async function sendLoad(load: IssuingLoad): Promise<IssuingRun> {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    load.lanes.map(async (lane) => {
      while (next < load.count) {
        next++;
        const headers: Record<string, string> = { 'content-type': 'application/json', ...lane };
        if (load.idempotencyPrefix !== undefined) {
          headers['idempotency-key'] = `bench-${load.idempotencyPrefix}-${next}`;
        }
        const at = performance.now();
        const response = await fetch(`${load.url}/api/generacion/comprobantes`, {
          method: 'POST',
          headers,
          body: load.body,
        });
        if (response.status !== 200)
          throw new Error(`generation → ${response.status} ${await response.text()}`);
        latencies.push(performance.now() - at);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  return { seconds: (performance.now() - started) / 1000, latencies };
}

/**
 * The load, sent from this process or, with BENCH_CLIENTS=process, from a process of its own
 * (issuing-clients-process.ts): then the clients' HTTP and JSON work is not on the server's event loop
 * nor in this process's CPU figures, as a point of sale's would not be.
 */
export async function issueConcurrently(load: IssuingLoad): Promise<IssuingRun> {
  if (process.env.BENCH_CLIENTS !== 'process') return sendLoad(load);
  const child = spawn(process.execPath, [join(import.meta.dirname, 'issuing-clients-process.ts')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  child.stdin.end(JSON.stringify(load));
  let printed = '';
  child.stdout.on('data', (chunk: Buffer) => {
    printed += chunk.toString('utf8');
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`the bench's clients exited (${code})`);
  return JSON.parse(printed) as IssuingRun;
}
