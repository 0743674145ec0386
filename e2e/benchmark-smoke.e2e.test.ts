// The emission form's benchmark (Chromium, the built app) runs to its end on two lines (BENCH_SMOKE=1),
// so a change that breaks it fails the tests; the other benchmarks: bench/benchmarks.int.test.ts.
import { expect, it } from 'vitest';
import { runBenchmarkSmoke } from '../bench/support/smoke-run.ts';

it('the emission form benchmark runs to its end and prints its figures', async ({ signal }) => {
  const run = await runBenchmarkSmoke('emission-form.bench.ts', { signal });
  expect(run.code, run.errors.slice(-3000)).toBe(0);
  expect(run.figures.length).toBeGreaterThan(0);
}, 300_000);
