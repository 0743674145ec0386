// Part of `npm run lint` (ADR 0177): the web, server and contracts features share one vocabulary, kept in
// the twin table of docs/ARCHITECTURE.md. Fails for a web feature without a row (a server twin or a
// 'client-only' reason), a row naming a folder or module that does not exist, or a server feature that
// no row names. The table is read from the document itself, so there is no second copy to drift.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const documentPath = 'docs/ARCHITECTURE.md';
const heading = '## Feature twins';
const clientOnly = 'client-only';
const none = '—';

type TwinRow = { line: number; web: string; server: string[]; contracts: string[]; why: string };

function listFolders(path: string): string[] {
  return readdirSync(join(root, path), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
}

function splitNames(cell: string): string[] {
  return cell
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '');
}

/** The rows of the table under the heading, with their line numbers for the messages. */
function readTwinRows(text: string): TwinRow[] {
  const lines = text.split('\n');
  const start = lines.indexOf(heading);
  if (start < 0) return [];
  const rows: TwinRow[] = [];
  let isInTable = false;
  for (let index = start + 1; index < lines.length; index++) {
    const line = lines[index]!.trim();
    if (line.startsWith('## ')) break;
    if (!line.startsWith('|')) {
      if (isInTable) break;
      continue;
    }
    isInTable = true;
    const cells = line
      .slice(1, -1)
      .split('|')
      .map((cell) => cell.trim());
    if (cells[0] === 'Web feature' || cells[0]?.startsWith('---')) continue;
    const [web = '', server = '', contracts = '', why = ''] = cells;
    rows.push({ line: index + 1, web, server: splitNames(server), contracts: splitNames(contracts), why });
  }
  return rows;
}

function checkTwins(): string[] {
  const webFeatures = listFolders('packages/web/src/features');
  const serverFeatures = listFolders('packages/server/src/features');
  const hasContractsModule = (name: string) =>
    existsSync(join(root, 'packages/contracts/src/endpoints', `${name}-endpoints.ts`));
  const rows = readTwinRows(readFileSync(join(root, documentPath), 'utf8'));
  if (rows.length === 0) return [`${documentPath} has no table under '${heading}'.`];

  const problems: string[] = [];
  const at = (row: TwinRow) => `${documentPath}:${row.line}`;
  for (const row of rows) {
    if (row.web !== none && !webFeatures.includes(row.web))
      problems.push(`${at(row)}: no web feature '${row.web}' (packages/web/src/features).`);
    if (row.server.includes(clientOnly)) {
      if (row.web === none || row.server.length > 1)
        problems.push(`${at(row)}: '${clientOnly}' stands alone, for a web feature.`);
      if (row.why === '') problems.push(`${at(row)}: a '${clientOnly}' feature says why.`);
    } else if (row.server.length === 0) {
      problems.push(`${at(row)}: '${row.web}' names no server twin and is not '${clientOnly}'.`);
    }
    for (const name of row.server)
      if (name !== clientOnly && !serverFeatures.includes(name))
        problems.push(`${at(row)}: no server feature '${name}' (packages/server/src/features).`);
    for (const name of row.contracts)
      if (!hasContractsModule(name))
        problems.push(`${at(row)}: no contracts module '${name}' (packages/contracts/src/endpoints).`);
  }
  for (const feature of webFeatures) {
    const count = rows.filter((row) => row.web === feature).length;
    if (count === 0)
      problems.push(
        `web feature '${feature}' has no row in ${documentPath} '${heading}': name its server twin or '${clientOnly}' and why.`,
      );
    if (count > 1) problems.push(`web feature '${feature}' has ${count} rows in ${documentPath}; keep one.`);
  }
  const named = new Set(rows.flatMap((row) => row.server));
  for (const feature of serverFeatures)
    if (!named.has(feature))
      problems.push(`server feature '${feature}' is in no row of ${documentPath} '${heading}'.`);
  return problems;
}

const problems = checkTwins();
if (problems.length > 0) {
  console.error(`Feature twins (ADR 0177):\n${problems.map((problem) => `  ${problem}`).join('\n')}`);
  process.exitCode = 1;
}
