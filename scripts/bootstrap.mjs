// Entry point of `npm start`, `npm test` and `npm run bench` on a fresh clone.
// It runs on whatever Node the machine has (Node 20 here), installs what is missing, then hands over to
// the project's pinned Node 24 (node_modules/.bin/node) for everything else.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const stampFile = join(root, 'node_modules', '.install-stamp');
const pinnedNode = join(root, 'node_modules', '.bin', 'node');

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function must(command, args, options) {
  const status = run(command, args, options);
  if (status !== 0) {
    console.error(`\n✖ ${command} ${args.join(' ')} failed (exit ${status}).`);
    process.exit(status);
  }
}

function lockHash() {
  return createHash('sha256')
    .update(readFileSync(join(root, 'package-lock.json')))
    .digest('hex');
}

/** Installs the npm dependencies when node_modules is missing or older than the lockfile. */
function ensureDependencies() {
  const wanted = lockHash();
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === wanted && existsSync(pinnedNode)) return;
  console.log('▶ Instalando dependencias (npm ci)…');
  must('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error']);
  writeFileSync(stampFile, wanted);
}

const [phase, ...rest] = process.argv.slice(2);
ensureDependencies();
const tasks = { start: 'scripts/start.ts', test: 'scripts/test.ts', bench: 'scripts/bench.ts' };
const task = tasks[phase];
if (!task) {
  console.error(`Unknown phase '${phase}'. Use one of: ${Object.keys(tasks).join(', ')}`);
  process.exit(2);
}
process.exit(run(pinnedNode, [join(root, task), ...rest]));
