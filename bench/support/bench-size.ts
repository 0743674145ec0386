/**
 * BENCH_SMOKE=1 runs every benchmark on tiny sizes and short timings, so the test suite proves each one
 * still runs to its end (bench/benchmarks.int.test.ts); its figures mean nothing and nothing checks them.
 */
export const isSmoke = process.env.BENCH_SMOKE === '1';

/** A size from its environment variable when set, else the full size, or the smoke size under BENCH_SMOKE. */
export function benchSize(variable: string, full: number, smoke: number): number {
  const value = process.env[variable];
  return value === undefined || value === '' ? (isSmoke ? smoke : full) : Number(value);
}
