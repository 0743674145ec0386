// Part of `npm run lint`: fails when any import cycle exists in the house, type-only imports included.
// ESLint judges one file at a time, so the directions between packages and folders are its rules
// (eslint.config.js); a cycle needs the whole graph, which this script builds from every source file.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

const root = resolve(import.meta.dirname, '..');
const sourcePattern = /\.(ts|tsx|mjs|js)$/;

function listSourceFiles(): string[] {
  const output = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  return output
    .split('\n')
    .filter((file) => sourcePattern.test(file) && existsSync(join(root, file)))
    .map((file) => join(root, file));
}

/** Each workspace package by name, with its folder and the `exports` of its package.json. */
function readPackages(): Map<string, { dir: string; exports: Record<string, string> }> {
  const rootManifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    workspaces: string[];
  };
  const packages = new Map<string, { dir: string; exports: Record<string, string> }>();
  for (const workspace of rootManifest.workspaces) {
    const dir = join(root, workspace);
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      name: string;
      exports?: Record<string, string>;
    };
    packages.set(manifest.name, { dir, exports: manifest.exports ?? {} });
  }
  return packages;
}

function resolveFile(candidate: string): string | undefined {
  for (const path of [candidate, `${candidate}.ts`, `${candidate}.tsx`, join(candidate, 'index.ts')]) {
    if (existsSync(path) && statSync(path).isFile()) return path;
  }
  return undefined;
}

const packages = readPackages();
const webSource = join(root, 'packages/web/src');

/** The file an import names, or undefined for a third-party module. */
function resolveImport(from: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(from), specifier));
  if (specifier.startsWith('#web/')) return resolveFile(join(webSource, specifier.slice('#web/'.length)));
  const match = /^(@facturar\/[^/]+)(\/.*)?$/.exec(specifier);
  const found = match && packages.get(match[1]!);
  if (!found) return undefined;
  const target = found.exports[`.${match[2] ?? ''}`];
  return target === undefined ? undefined : resolveFile(join(found.dir, target));
}

function readImports(file: string): string[] {
  const info = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
  return info.importedFiles.flatMap((imported) => resolveImport(file, imported.fileName) ?? []);
}

/** Tarjan's strongly connected components: every group of files that import each other in a ring. */
function findCycles(graph: Map<string, string[]>): string[][] {
  let nextIndex = 0;
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];

  function visit(node: string): void {
    index.set(node, nextIndex);
    lowLink.set(node, nextIndex);
    nextIndex += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        lowLink.set(node, Math.min(lowLink.get(node)!, lowLink.get(next)!));
      } else if (onStack.has(next)) {
        lowLink.set(node, Math.min(lowLink.get(node)!, index.get(next)!));
      }
    }
    if (lowLink.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) cycles.push(component.sort());
  }

  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

const graph = new Map(listSourceFiles().map((file) => [file, readImports(file)]));
const cycles = findCycles(graph);
if (cycles.length > 0) {
  console.error(`✖ ${cycles.length} import cycle(s); break each by moving the shared part down:`);
  for (const cycle of cycles)
    console.error(`  - ${cycle.map((file) => relative(root, file)).join('\n    ')}`);
  process.exit(1);
}
console.log(`✔ no import cycle among ${graph.size} files`);
