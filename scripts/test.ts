// `npm test`: installs the Debian packages the tests need, builds the web app when stale, runs every
// vitest project (unit, integration on PGlite, integration on PostgreSQL when TEST_DATABASE_URL is set,
// e2e in Chromium) and ends with the line 'N passed, N failed'.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureSystemPackages } from './system-packages.ts';
import { buildWebIfStale } from './web-build.ts';

const root = join(import.meta.dirname, '..');
const report = join(root, 'test-results/vitest.json');

ensureSystemPackages();
buildWebIfStale();
mkdirSync(join(root, 'test-results'), { recursive: true });
rmSync(report, { force: true });

// CI also holds the tree to the static checks; each failing one counts as a failed test.
const staticChecks = process.env.CI ? ['typecheck', 'lint'] : [];
const failedChecks = staticChecks.filter((script) => {
  console.log(`▶ npm run ${script}`);
  return spawnSync('npm', ['run', '--silent', script], { cwd: root, stdio: 'inherit' }).status !== 0;
});

const vitest = join(root, 'node_modules/vitest/vitest.mjs');
const result = spawnSync(
  process.execPath,
  [
    vitest,
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${report}`,
    ...process.argv.slice(2),
  ],
  { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' } },
);

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { status: string; assertionResults: unknown[] }[];
};
if (existsSync(report)) {
  const summary = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  const skipped = summary.numPendingTests + summary.numTodoTests;
  const passed = summary.numPassedTests + staticChecks.length - failedChecks.length;
  // A file that fails before any test runs (an import error) has no failed test; count it as one.
  const brokenFiles = summary.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  const failed = summary.numFailedTests + brokenFiles + failedChecks.length;
  console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
} else {
  console.log(`\n0 passed, ${1 + failedChecks.length} failed`);
}
if (failedChecks.length > 0) console.log(`Static checks failed: ${failedChecks.join(', ')}`);
process.exit(failedChecks.length > 0 ? 1 : (result.status ?? 1));
