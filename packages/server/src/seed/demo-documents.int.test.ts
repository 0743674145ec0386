import { beforeAll, describe, expect, it } from 'vitest';
import type { DraftSummary, PacConnection, Quote, RecurringSchedule, VoucherRow } from '@facturar/contracts';
import { HKA_DEMO_COMPANIES } from '@facturar/pac-sandbox';
import { serveTestServer } from '../../test/support/test-server.ts';
import { seedDemoDocuments, type DemoDocumentsOptions } from './demo-documents.ts';
import { demoRuc } from '../../test/support/demo-invoice.ts';

let token: string;

const server = serveTestServer();

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
});

/** What `npm start` gives the seed: the in-process sandbox's registry query switched off around `issue`. */
function seedLike(log: string[]): DemoDocumentsOptions {
  return {
    log: (line) => log.push(line),
    hkaTokens: HKA_DEMO_COMPANIES.find((company) => company.ruc === demoRuc),
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
  const response = await server.as(token).get(`/api/comprobantes/${kind}/${demoRuc}?size=50`);
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
      // 14 planned, 4 of the demo schedules' dates issued by the daily job, the invoice of an accepted
      // quote, 2 signed by the HKA mode.
      autorizados: 21,
      noautorizados: 2,
      anulados: 2,
      pendientes: 0,
      recibidos: 2,
    });

    const schedules = await server.as(token).get('/api/programaciones');
    const { programaciones } = schedules.json() as { programaciones: RecurringSchedule[] };
    expect(programaciones.map((row) => [row.estado, row.ultimoResultado?.estado])).toEqual([
      ['ACTIVA', 'FALLIDA'],
      ['PAUSADA', 'EMITIDA'],
      ['ACTIVA', 'EMITIDA'],
    ]);
    expect(programaciones[0]?.ultimoResultado?.motivo).toMatch(/no está inscrito en la DGI/);

    // 'Borradores': two of the administrator's forms and one of the internal user's, the last saved first.
    const read = async (path: string) => (await server.as(token).get(path)).json();
    const { borradores } = (await read('/api/borradores')) as { borradores: DraftSummary[] };
    expect(borradores.map((row) => [row.tipoDocumento, row.nombreReceptor])).toEqual([
      ['01', 'Consumidor final'],
      ['03', 'Distribuidora Andina de Colombia S.A.S.'],
      ['01', 'Hotel Boquete Highlands, S.A.'],
    ]);
    expect(new Set(borradores.map((row) => row.actualizadoPor)).size).toBe(2);
    // 'Cotizaciones': shared by link, mailed, accepted into the invoice it names, and expired.
    const { cotizaciones } = (await read('/api/cotizaciones')) as { cotizaciones: Quote[] };
    expect(cotizaciones.map((row) => row.estado)).toEqual(['VIGENTE', 'VIGENTE', 'FACTURADA', 'VENCIDA']);
    expect(cotizaciones[1]?.enviadaA).toBe('administracion@boquetehighlands.test');
    expect(cotizaciones[2]?.factura?.numero).toMatch(/^\d{4}-\d{3}-\d{10}$/);

    const authorised = (await list('autorizados')).content.map((row) => row.comprobanteElectronico);
    const types = new Set(authorised.map((row) => row.tipoComprobanteElectronico.codigoComprobante));
    expect([...types].sort()).toEqual(['01', '03', '04', '05']);
    // The hotel's invoice shows the address its mail server refused (issue 27 §2).
    const mailRefused = (await list('autorizados')).content.filter(
      (row) => row.comprobanteElectronico.envioCorreo?.estado === 'RSV',
    );
    expect(mailRefused.map((row) => row.receptor.razonSocial)).toEqual(['Hotel Boquete Highlands, S.A.']);
    const refused = (await list('noautorizados')).content.map((row) => row.comprobanteElectronico);
    expect(refused.map((row) => row.mensajeAutorizacion)).toEqual([
      expect.stringContaining('1602'),
      expect.stringContaining('1602'),
    ]);

    // The last three went through the sandbox's HKA mode: the PAC signed them, one was cancelled there.
    const connection = await server.as(token).get(`/api/empresas/${demoRuc}/conexion-pac`);
    expect(connection.json<PacConnection>()).toMatchObject({ proveedor: 'sandbox', familia: 'hka' });
    const throughHka = await server.ctx.db
      .selectFrom('documents')
      .select(['status', 'signed_xml'])
      .where('company_ruc', '=', demoRuc)
      .where('pac_family', '=', 'hka')
      .execute();
    expect(throughHka.map((row) => row.status).sort()).toEqual(['ANU', 'AUT', 'AUT']);
    expect(throughHka.every((row) => row.signed_xml?.includes('FacturasPorQR?chFE='))).toBe(true);

    // 'Integraciones': the point of sale's key (prefix and last use only), the ERP's webhook and its log.
    expect(log.join('\n')).not.toMatch(/fct_|whsec_/);
    const readIntegrations = async (path: string) => read(`/api/integraciones/${demoRuc}/${path}`);
    const { claves } = (await readIntegrations('claves')) as {
      claves: { nombre: string; prefijo: string; ultimoUso: string | null }[];
    };
    expect(claves).toEqual([
      expect.objectContaining({
        nombre: 'Caja Tienda David (POS)',
        prefijo: expect.stringMatching(/^fct_test_/),
      }),
    ]);
    expect(claves[0]?.ultimoUso).not.toBeNull();
    expect((await readIntegrations('webhooks')) as { webhooks: unknown[] }).toMatchObject({
      webhooks: [{ url: 'https://erp.demo.facturar.test/api/facturar/eventos', activo: true }],
    });
    const { entregas } = (await readIntegrations('entregas')) as {
      entregas: { estado: string; evento: string }[];
    };
    // Each document's fate (15 authorised and 2 refused through the DGI contract, 3 authorised through
    // the HKA mode) and the cancellation of one of each.
    expect(entregas.length).toBe(22);
    expect(new Set(entregas.map((entry) => entry.estado))).toEqual(new Set(['ENTREGADA']));
    expect(new Set(entregas.map((entry) => entry.evento))).toEqual(
      new Set(['documento.autorizado', 'documento.rechazado', 'documento.anulado']),
    );
    const byKey = (await list('autorizados')).content.filter(
      (row) => row.emitidoPor === 'API: Caja Tienda David (POS)',
    );
    expect(byKey).toHaveLength(3);

    const again: string[] = [];
    await seedDemoDocuments(server, seedLike(again));
    expect(again).toEqual([]);
    expect((await counts()).autorizados).toBe(21);
  }, 180_000);
});
