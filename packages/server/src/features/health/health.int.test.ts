import { describe, expect, it } from 'vitest';
import { serveTestServer } from '../../../test/support/test-server.ts';

const reason =
  'Facturar se está preparando: la empresa demo está emitiendo sus comprobantes de demostración.';

describe('health while the server prepares (npm start issuing the demo documents)', () => {
  const server = serveTestServer({}, { preparing: reason });

  it('answers 503 with the Spanish reason until the server is ready, then ok', async () => {
    const before = await server.request({ method: 'GET', url: '/api/health' });
    expect(before.statusCode).toBe(503);
    expect(before.json()).toMatchObject({ apierror: { status: 503, mensaje: reason } });

    server.markReady();
    const after = await server.request({ method: 'GET', url: '/api/health' });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toEqual({ status: 'ok' });
  });
});
