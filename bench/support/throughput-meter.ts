import { Worker } from 'node:worker_threads';
import { isSmoke } from './bench-size.ts';

/** One benchmark figure, printed as one JSON line (DESIGN.md §7). */
export type BenchFigure = { readonly name: string; readonly value: number; readonly unit: string };

export function printFigures(figures: readonly BenchFigure[]): void {
  for (const figure of figures) console.log(JSON.stringify(figure));
}

/** The work a workload module prepares: one unit (a document, a PDF) per call. */
export type Work = () => unknown;

/**
 * What a workload module (bench/support/*-workload.ts) exports: it gets its input (structured-cloneable,
 * made once by the benchmark) and prepares the work, so each thread parses keys and fonts on its own.
 */
export type WorkloadModule = { prepareWork(input: unknown): Promise<Work> | Work };

export type MeasureOptions = { readonly durationMs?: number; readonly warmUpMs?: number };

/**
 * Units per second of wall-clock time, and per second of the measuring threads' own CPU time. The
 * second does not drop when other processes share the cores, so it tells a busy machine from slow
 * code; on a quiet machine the two agree.
 */
export type Rate = { readonly perSecond: number; readonly perCpuSecond: number };

type Run = { readonly count: number; readonly elapsedMs: number; readonly cpuMs: number };

const DEFAULT_DURATION_MS = 2000;
// The first hundreds of units run cold (lazy compilation, then the optimising JIT).
const DEFAULT_WARM_UP_MS = 1500;

/** How long to warm up and to count; a smoke run does one unit of each. */
function timings(options: MeasureOptions): Required<MeasureOptions> {
  return isSmoke
    ? { durationMs: 0, warmUpMs: 0 }
    : {
        durationMs: options.durationMs ?? DEFAULT_DURATION_MS,
        warmUpMs: options.warmUpMs ?? DEFAULT_WARM_UP_MS,
      };
}

/**
 * The rate of the work on this thread: warmed up first, then counted for a fixed time. Work that
 * answers a promise is awaited, one unit at a time.
 */
export async function measureRate(work: Work, options: MeasureOptions = {}): Promise<Rate> {
  const { durationMs, warmUpMs } = timings(options);
  await runFor(work, warmUpMs);
  return toRate([await runFor(work, durationMs)]);
}

export async function runFor(work: Work, durationMs: number): Promise<Run> {
  let count = 0;
  const cpuStart = process.threadCpuUsage();
  const start = performance.now();
  // At least one unit, so even a smoke run exercises the work.
  do {
    const result = work();
    if (result instanceof Promise) await result;
    count += 1;
  } while (performance.now() - start < durationMs);
  const elapsedMs = performance.now() - start;
  const cpu = process.threadCpuUsage(cpuStart);
  return { count, elapsedMs, cpuMs: (cpu.user + cpu.system) / 1000 };
}

/** The threads ran side by side for the same time: their rates add up. */
function toRate(runs: readonly Run[]): Rate {
  return {
    perSecond: runs.reduce((sum, run) => sum + run.count / (run.elapsedMs / 1000), 0),
    perCpuSecond: runs.reduce((sum, run) => sum + run.count / (run.cpuMs / 1000), 0),
  };
}

/**
 * The rate of a workload run on `threads` worker threads at once, each on its own copy of the work:
 * every thread prepares and warms up, then all start together and count for the same time.
 */
export async function measureRateOnThreads(
  workload: URL,
  input: unknown,
  threads: number,
  options: MeasureOptions = {},
): Promise<Rate> {
  // A smoke run proves the threaded path on one thread: each thread loads the workload's modules.
  const workers = Array.from(
    { length: isSmoke ? 1 : threads },
    () =>
      new Worker(new URL('./rate-worker.ts', import.meta.url), {
        workerData: { workload: workload.href, input, ...timings(options) },
      }),
  );
  try {
    await Promise.all(workers.map((worker) => nextMessage(worker)));
    const runs = workers.map((worker) => nextMessage(worker) as Promise<Run>);
    for (const worker of workers) worker.postMessage('start');
    return toRate(await Promise.all(runs));
  } finally {
    await Promise.all(workers.map((worker) => worker.terminate()));
  }
}

function nextMessage(worker: Worker): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: unknown) => {
      worker.off('error', onError);
      resolve(message);
    };
    const onError = (error: Error) => {
      worker.off('message', onMessage);
      reject(error);
    };
    worker.once('message', onMessage);
    worker.once('error', onError);
  });
}

/** A rate as its two figures: `name` in `things`/s (wall clock) and `name.cpu_time` in `things`/CPU-s. */
export function rateFigures(name: string, rate: Rate, things: string): BenchFigure[] {
  return [
    { name, value: Math.round(rate.perSecond), unit: `${things}/s` },
    { name: `${name}.cpu_time`, value: Math.round(rate.perCpuSecond), unit: `${things}/CPU-s` },
  ];
}

/** The cost of one unit of a rate, in microseconds of the thread's CPU time. */
export function costFigure(name: string, rate: Rate, thing: string): BenchFigure {
  return { name, value: Math.round((1e6 / rate.perCpuSecond) * 10) / 10, unit: `µs CPU/${thing}` };
}
