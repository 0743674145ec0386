import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listEndpoints, openApiPathOf } from './support/endpoint-catalogue.ts';
import { serveTestServer } from './support/test-server.ts';

const server = serveTestServer({ SEED_DEMO: 'false' });

describe('the OpenAPI document', () => {
  it('is served at /api/docs and matches docs/openapi.json (run `npm run openapi` after changing a contract)', async () => {
    const response = await server.request({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const committed = JSON.parse(
      readFileSync(join(import.meta.dirname, '../../../docs/openapi.json'), 'utf8'),
    ) as unknown;
    expect(response.json()).toEqual(committed);
  });

  it('shows every call of the contracts, each with its parameters and body', async () => {
    const document = (await server.request({ method: 'GET', url: '/api/docs' })).json() as {
      paths: Record<
        string,
        Record<string, { requestBody?: { content: Record<string, { schema: object }> } }>
      >;
    };
    for (const endpoint of listEndpoints().filter((entry) => !entry.isHidden)) {
      const path = openApiPathOf(endpoint);
      const operation = document.paths[path]?.[endpoint.method.toLowerCase()];
      expect(operation, `${endpoint.method} ${path}`).toBeDefined();
      if (endpoint.body) {
        const schema = operation?.requestBody?.content['application/json']?.schema;
        expect(schema, `${endpoint.method} ${path} body`).toBeDefined();
      }
    }
  });
});
