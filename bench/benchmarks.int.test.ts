// Every benchmark runs to its end on tiny sizes (BENCH_SMOKE=1), so a change that breaks one fails the
// tests instead of the next `npm run bench`. Its figures are not looked at: timings prove nothing here.
// The emission form's benchmark drives Chromium against the built app: e2e/benchmark-smoke.e2e.test.ts.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runBenchmarkSmoke } from './support/smoke-run.ts';

const files = readdirSync(import.meta.dirname).filter(
  (name) => name.endsWith('.bench.ts') && name !== 'emission-form.bench.ts',
);
describe.concurrent('every benchmark in smoke mode', () => {
  for (const file of files) {
    it(`${file} runs to its end and prints its figures`, async ({ signal }) => {
      const run = await runBenchmarkSmoke(file, { signal });
      expect(run.code, run.errors.slice(-3000)).toBe(0);
      expect(run.figures.length).toBeGreaterThan(0);
    }, 300_000);
  }
});
