// Builds the web app when its sources are newer than the last build, so `npm start` and `npm test` always
// serve what the tree holds without rebuilding on every run.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = join(import.meta.dirname, '..');
const inputs = [
  'packages/web/src',
  'packages/web/index.html',
  'packages/web/vite.config.ts',
  'packages/web/public',
  'packages/contracts/src',
  'packages/domain/src',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/** Builds into WEB_DIST_DIR when set (the server serves from there too), so separate runs never share a build. */
export function buildWebIfStale(): void {
  const outDir = resolve(root, process.env.WEB_DIST_DIR ?? 'packages/web/dist');
  const built = join(outDir, 'index.html');
  const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
  const changedAt = Math.max(...inputs.map((input) => newestMtime(join(root, input))));
  if (builtAt >= changedAt) return;
  console.log('▶ Construyendo la aplicación web (vite build)…');
  const vite = join(root, 'node_modules/vite/bin/vite.js');
  const result = spawnSync(
    process.execPath,
    [vite, 'build', 'packages/web', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    // Always React's production build: vitest sets NODE_ENV=test, which would otherwise bundle the
    // development build into the app the browser tests drive.
    { cwd: root, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (result.status !== 0) {
    console.error('✖ La construcción de la aplicación web falló.');
    process.exit(result.status ?? 1);
  }
}
