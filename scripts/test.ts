// `npm test`: installs the Debian packages the tests need, builds the web app when stale, runs every
// vitest project (unit, integration on PGlite, integration on PostgreSQL when TEST_DATABASE_URL is set,
// e2e in Chromium) and ends with the line 'N passed, N failed'.
//
// Without arguments the suite runs as two lanes at once: the browser journeys (one after another, on one
// shared server) and everything else (two files at a time). Each lane alone leaves a core idle most of the
// time (the journeys wait on the browser, the API files on their database and the PAC sandbox), so running
// them side by side halves the wall time on two cores (docs/decisions/0140-the-suite-in-two-lanes.md).
// In CI the static checks run beside them too. The journeys are the critical path, so everything else runs
// at a lower priority and takes the CPU they leave (docs/decisions/0181).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, setPriority } from 'node:os';
import { join } from 'node:path';
import { ensureSystemPackages } from './system-packages.ts';
import { buildWebIfStale } from './web-build.ts';

const root = join(import.meta.dirname, '..');
const resultsDir = join(root, 'test-results');
const vitest = join(root, 'node_modules/vitest/vitest.mjs');

/**
 * `background`: the lane yields the CPU to the others (nice 10). The journeys are the suite's critical
 * path: one file after another, each waiting on its browser and its server. The API files and the static
 * checks are many independent pieces that fill whatever CPU the journeys leave (ADR 0181).
 */
type Lane = { name: string; args: string[]; background?: boolean };
type Outcome = { name: string; status: number; output: string };

/**
 * Runs a command; its output streams through with `prefix` in front of each line, or is kept for later when
 * `prefix` is null.
 */
function runLane(
  name: string,
  command: string,
  args: string[],
  prefix: string | null,
  background = false,
): Promise<Outcome> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, FORCE_COLOR: process.env.CI ? '0' : '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    // Set before the child starts its own workers, which inherit it.
    if (background && child.pid !== undefined) setPriority(child.pid, 10);
    let kept = '';
    let pending = '';
    const take = (chunk: Buffer) => {
      const text = pending + chunk.toString('utf8');
      const lines = text.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        if (prefix !== null) process.stdout.write(`${prefix}${line}\n`);
        else kept += `${line}\n`;
      }
    };
    child.stdout.on('data', take);
    child.stderr.on('data', take);
    child.on('close', (code) => {
      if (pending) take(Buffer.from('\n'));
      resolve({ name, status: code ?? 1, output: kept });
    });
  });
}

function vitestLane(lane: Lane, prefix: string): Promise<Outcome> {
  const report = join(resultsDir, `vitest-${lane.name}.json`);
  rmSync(report, { force: true });
  return runLane(
    lane.name,
    process.execPath,
    [vitest, 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`, ...lane.args],
    prefix,
    lane.background,
  );
}

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests: number;
  numTodoTests: number;
  testResults: { status: string; assertionResults: unknown[] }[];
};

/** Passed, failed and skipped tests of a lane; a lane that left no report counts as one failure. */
function countLane(lane: Lane): { passed: number; failed: number; skipped: number } {
  const report = join(resultsDir, `vitest-${lane.name}.json`);
  if (!existsSync(report)) return { passed: 0, failed: 1, skipped: 0 };
  const summary = JSON.parse(readFileSync(report, 'utf8')) as VitestReport;
  // A file that fails before any test runs (an import error) has no failed test; count it as one.
  const brokenFiles = summary.testResults.filter(
    (file) => file.status === 'failed' && file.assertionResults.length === 0,
  ).length;
  return {
    passed: summary.numPassedTests,
    failed: summary.numFailedTests + brokenFiles,
    skipped: summary.numPendingTests + summary.numTodoTests,
  };
}

ensureSystemPackages();
buildWebIfStale();
mkdirSync(resultsDir, { recursive: true });

const requested = process.argv.slice(2);
// Two API files at a time beside the journeys; a larger machine gives them more.
const apiWorkers = String(Math.max(2, availableParallelism()));
const lanes: Lane[] =
  requested.length > 0
    ? [{ name: 'tests', args: requested }]
    : [
        { name: 'e2e', args: ['--project=e2e'] },
        { name: 'api', args: ['--project=!e2e', `--maxWorkers=${apiWorkers}`], background: true },
      ];

// CI also holds the tree to the static checks; each failing one counts as a failed test. Their output is
// printed after the tests, so it does not interleave with the lanes'.
const staticChecks = process.env.CI ? ['typecheck', 'lint'] : [];
const checks = staticChecks.map((script) => runLane(script, 'npm', ['run', '--silent', script], null, true));
const results = await Promise.all(
  lanes.map((lane) => vitestLane(lane, lanes.length > 1 ? `[${lane.name}] ` : '')),
);
const checkResults = await Promise.all(checks);

for (const check of checkResults) {
  console.log(`\n▶ npm run ${check.name} (${check.status === 0 ? 'ok' : 'FALLÓ'})`);
  if (check.status !== 0) process.stdout.write(check.output);
}
const failedChecks = checkResults.filter((check) => check.status !== 0).map((check) => check.name);
const totals = lanes.map(countLane).reduce(
  (sum, lane) => ({
    passed: sum.passed + lane.passed,
    failed: sum.failed + lane.failed,
    skipped: sum.skipped + lane.skipped,
  }),
  { passed: 0, failed: 0, skipped: 0 },
);
const passed = totals.passed + staticChecks.length - failedChecks.length;
const failed = totals.failed + failedChecks.length;
if (failedChecks.length > 0) console.log(`Static checks failed: ${failedChecks.join(', ')}`);
console.log(`\n${passed} passed, ${failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(failed > 0 || results.some((result) => result.status !== 0) ? 1 : 0);
