#!/usr/bin/env node
// `facturar` as npm links it: it runs on whatever Node launched it (Node 20 on these machines, which
// cannot run TypeScript), so it only hands the command over to the project's pinned Node 24.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const pinnedNode = join(root, 'node_modules', '.bin', 'node');
const main = join(root, 'packages', 'cli', 'src', 'main.ts');

if (!existsSync(pinnedNode)) {
  process.stderr.write(
    `facturar: falta el Node del proyecto (${pinnedNode}). Ejecute "npm install" en ${root} y vuelva a intentarlo.\n`,
  );
  process.exit(1);
}

const result = spawnSync(pinnedNode, [main, ...process.argv.slice(2)], { stdio: 'inherit' });
if (result.error) {
  process.stderr.write(`facturar: no se pudo ejecutar ${pinnedNode}: ${result.error.message}\n`);
  process.exit(1);
}
if (result.signal) process.kill(process.pid, result.signal);
process.exit(result.status ?? 1);
