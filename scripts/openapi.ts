// `npm run openapi`: writes docs/openapi.json from the routes' contracts. A test fails when it is stale.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, openDatabase, startServer } from '@facturar/server';

const root = join(import.meta.dirname, '..');
const database = await openDatabase({ kind: 'pglite', dataDir: undefined });
// No call reaches the PAC while the document is generated; any address will do.
const config = loadConfig(
  { SEED_DEMO: 'false', DATA_DIR: join(root, 'data'), PAC_URL: 'http://127.0.0.1:9', ROLE: 'api' },
  root,
);
const server = await startServer(config, {
  listen: false,
  database,
});
const response = await server.app.inject({ method: 'GET', url: '/api/docs' });
writeFileSync(join(root, 'docs/openapi.json'), `${JSON.stringify(response.json(), null, 2)}\n`);
await server.close();
await database.close();
console.log('docs/openapi.json written.');
