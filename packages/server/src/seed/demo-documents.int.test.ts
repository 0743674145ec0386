import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RecurringSchedule, VoucherRow } from '@facturar/contracts';
import { bearer, startTestServer, type TestServer } from '../../test/support/test-server.ts';
import { seedDemoDocuments, type DemoDocumentsOptions } from './demo-documents.ts';

const demoRuc = '155596713-2-2015';
let server: TestServer;
let token: string;

beforeAll(async () => {
  server = await startTestServer();
  token = await server.login('adm@demo.facturar.test');
});
afterAll(async () => server?.close());

/** What `npm start` gives the seed: the in-process sandbox's registry query switched off around `issue`. */
function seedLike(log: string[]): DemoDocumentsOptions {
  return {
    log: (line) => log.push(line),
    async withoutRegistryQuery(issue) {
      server.sandbox.setFault({ mode: 'unavailable', services: ['feConsRucDV'] });
      try {
        return await issue();
      } finally {
        server.sandbox.clearFault();
      }
    },
  };
}

async function list(kind: string): Promise<{ totalElements: number; content: VoucherRow[] }> {
  const response = await server.request({
    method: 'GET',
    url: `/api/comprobantes/${kind}/${demoRuc}?size=50`,
    headers: bearer(token),
  });
  expect(response.statusCode).toBe(200);
  return response.json() as { totalElements: number; content: VoucherRow[] };
}

async function counts() {
  const kinds = ['autorizados', 'noautorizados', 'anulados', 'pendientes', 'recibidos'] as const;
  const pages = await Promise.all(kinds.map((kind) => list(kind)));
  return Object.fromEntries(kinds.map((kind, index) => [kind, pages[index]?.totalElements]));
}

describe('the demo documents of npm start', () => {
  it('issues them through the PAC into every list, and adds nothing when run again', async () => {
    expect(await counts()).toEqual({
      autorizados: 0,
      noautorizados: 0,
      anulados: 0,
      pendientes: 0,
      recibidos: 0,
    });
    const log: string[] = [];
    await seedDemoDocuments(server, seedLike(log));
    expect(log.filter((line) => line.includes('no se pudo'))).toEqual([]);
    expect(await counts()).toEqual({
      // 14 planned, and 4 of the demo schedules' dates issued by the daily job.
      autorizados: 18,
      noautorizados: 2,
      anulados: 1,
      pendientes: 0,
      recibidos: 2,
    });

    const schedules = await server.request({
      method: 'GET',
      url: '/api/programaciones',
      headers: bearer(token),
    });
    const { programaciones } = schedules.json() as { programaciones: RecurringSchedule[] };
    expect(programaciones.map((row) => [row.estado, row.ultimoResultado?.estado])).toEqual([
      ['ACTIVA', 'FALLIDA'],
      ['PAUSADA', 'EMITIDA'],
      ['ACTIVA', 'EMITIDA'],
    ]);
    expect(programaciones[0]?.ultimoResultado?.motivo).toMatch(/no está inscrito en la DGI/);

    const authorised = (await list('autorizados')).content.map((row) => row.comprobanteElectronico);
    const types = new Set(authorised.map((row) => row.tipoComprobanteElectronico.codigoComprobante));
    expect([...types].sort()).toEqual(['01', '03', '04', '05']);
    const refused = (await list('noautorizados')).content.map((row) => row.comprobanteElectronico);
    expect(refused.map((row) => row.mensajeAutorizacion)).toEqual([
      expect.stringContaining('1602'),
      expect.stringContaining('1602'),
    ]);

    const again: string[] = [];
    await seedDemoDocuments(server, seedLike(again));
    expect(again).toEqual([]);
    expect((await counts()).autorizados).toBe(18);
  }, 180_000);
});
