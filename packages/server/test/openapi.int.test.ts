import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './support/test-server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ SEED_DEMO: 'false' });
});
afterAll(async () => server?.close());

describe('the OpenAPI document', () => {
  it('is served at /api/docs and matches docs/openapi.json (run `npm run openapi` after changing a contract)', async () => {
    const response = await server.request({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const committed = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../docs/openapi.json'), 'utf8'),
    ) as unknown;
    expect(response.json()).toEqual(committed);
  });
});
