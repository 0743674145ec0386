import { beforeAll, describe, expect, it } from 'vitest';
import type { ApiKeyScope } from '@facturar/contracts';
import { sha256Hex } from '../../adapters/crypto/random.ts';
import { demoInvoiceBody, demoRuc } from '../../../test/support/demo-invoice.ts';
import { createTestCompany } from '../../../test/support/test-companies.ts';
import { postGeneration } from '../../../test/support/issued-documents.ts';
import { bearer, serveTestServer } from '../../../test/support/test-server.ts';

const foreignRuc = '155700026-2-2021';
const rateLimit = 40;

let adm: string;
let int: string;
let foreignAdm: string;
let pointId: number;

type Created = { mensaje: string; clave: string; registro: { idClave: number; prefijo: string } };
type ApiError = { apierror: { mensaje: string; mensajeSistema?: string } };

const server = serveTestServer({ API_KEY_RATE_LIMIT_PER_MINUTE: String(rateLimit) });

beforeAll(async () => {
  adm = await server.login('adm@demo.facturar.test');
  int = await server.login('int@demo.facturar.test');
  foreignAdm = await server.login(
    await createTestCompany(server.ctx.db, { ruc: foreignRuc, dv: '07', name: 'Otra Empresa, S.A.' }),
  );
  const point = await server.ctx.db
    .selectFrom('billing_points')
    .select('id')
    .where('company_ruc', '=', demoRuc)
    .where('branch_code', '=', '0001')
    .where('point_code', '=', '001')
    .executeTakeFirstOrThrow();
  pointId = point.id;
});

async function createKey(
  permisos: ApiKeyScope[],
  options: { token?: string; ruc?: string; nombre?: string; venceEl?: string } = {},
): Promise<Created> {
  const response = await server
    .as(options.token ?? adm)
    .post(`/api/integraciones/${options.ruc ?? demoRuc}/claves`, {
      nombre: options.nombre ?? `Caja ${permisos.join(' ')}`,
      permisos,
      ...(permisos.includes('emitir') ? { idSecuencial: pointId } : {}),
      ...(options.venceEl ? { venceEl: options.venceEl } : {}),
    });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Created;
}

function withKey(key: string, method: 'GET' | 'POST', url: string, payload?: object, headers = {}) {
  return server.request({
    method,
    url,
    headers: { authorization: `Bearer ${key}`, ...headers },
    ...(payload ? { payload } : {}),
  });
}

describe('API keys (issue 26)', () => {
  it('is shown once, kept only as its hash, with a visible prefix', async () => {
    const created = await createKey(['emitir', 'consultar'], { nombre: 'POS Tienda Centro' });
    expect(created.clave).toMatch(/^fct_test_[A-Za-z0-9_-]{32}$/);
    expect(created.registro.prefijo).toBe(created.clave.slice(0, 15));
    expect(created.mensaje).toBe('Clave creada. Cópiela ahora: no se volverá a mostrar.');
    const row = await server.ctx.db
      .selectFrom('api_keys')
      .selectAll()
      .where('id', '=', created.registro.idClave)
      .executeTakeFirstOrThrow();
    expect(row.key_hash).toBe(sha256Hex(created.clave));
    expect(JSON.stringify(row)).not.toContain(created.clave.slice(15));
    const list = await server.as(adm).get(`/api/integraciones/${demoRuc}/claves`);
    expect(list.body).not.toContain(created.clave.slice(15));
  });

  it('issues from its billing point with an Idempotency-Key, lists, and the audit log names the key', async () => {
    const { clave } = await createKey(['emitir', 'consultar'], { nombre: 'POS Caja 7' });
    const body = await demoInvoiceBody(server.ctx.db);
    const first = await withKey(clave, 'POST', '/api/generacion/comprobantes', body, {
      'idempotency-key': 'pos-7-0001',
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = await withKey(clave, 'POST', '/api/generacion/comprobantes', body, {
      'idempotency-key': 'pos-7-0001',
    });
    expect((again.json() as { cufe: string }).cufe).toBe((first.json() as { cufe: string }).cufe);
    const { cufe } = first.json() as { cufe: string };
    const document = await server.ctx.db
      .selectFrom('documents')
      .innerJoin('billing_points', 'billing_points.id', 'documents.billing_point_id')
      .select(['billing_points.id as point'])
      .where('cufe', '=', cufe)
      .executeTakeFirstOrThrow();
    expect(document.point).toBe(pointId);

    const byHeader = await server.request({
      method: 'GET',
      url: `/api/comprobante/buscar/cufe/${cufe}`,
      headers: { 'x-api-key': clave },
    });
    expect(byHeader.statusCode).toBe(200);

    // The repositories name the key, not the administrator who created it; a user's document names the user.
    const issuerIn = async (token: Record<string, string>, wanted: string) => {
      const year = new Date().getUTCFullYear();
      const rows: { comprobanteElectronico: { cufe: string }; emitidoPor: string }[] = [];
      for (const kind of ['pendientes', 'autorizados']) {
        const page = await server.request({
          method: 'GET',
          url: `/api/comprobantes/${kind}/busqueda/${demoRuc}?cufe=${wanted}&anio=${year}`,
          headers: token,
        });
        expect(page.statusCode, page.body).toBe(200);
        rows.push(...(page.json() as { content: typeof rows }).content);
      }
      return rows.find((row) => row.comprobanteElectronico.cufe === wanted)?.emitidoPor;
    };
    expect(await issuerIn({ 'x-api-key': clave }, cufe)).toBe('API: POS Caja 7');
    const byUser = await postGeneration(server, int, await demoInvoiceBody(server.ctx.db));
    expect(byUser.statusCode, byUser.body).toBe(200);
    const userName = await server.ctx.db
      .selectFrom('users')
      .select('full_name')
      .where('email', '=', 'int@demo.facturar.test')
      .executeTakeFirstOrThrow();
    expect(await issuerIn(bearer(int), (byUser.json() as { cufe: string }).cufe)).toBe(userName.full_name);

    const audit = await server.ctx.db
      .selectFrom('audit_events')
      .select(['kind', 'actor_name', 'details'])
      .where('company_ruc', '=', demoRuc)
      .where('kind', '=', 'API_KEY_WRITE')
      .execute();
    expect(audit.some((event) => event.actor_name?.includes('«POS Caja 7»'))).toBe(true);
    expect(audit.some((event) => event.details.includes('POST /api/generacion/comprobantes'))).toBe(true);

    const list = (await server.as(adm).get(`/api/integraciones/${demoRuc}/claves`)).json() as {
      claves: { nombre: string; ultimoUso: string | null; ultimaDireccion: string | null }[];
    };
    const used = list.claves.find((key) => key.nombre === 'POS Caja 7');
    expect(used?.ultimoUso).not.toBeNull();
    expect(used?.ultimaDireccion).toBe('127.0.0.1');
  });

  const calls: Record<ApiKeyScope, { method: 'GET' | 'POST'; url: string; body?: () => Promise<object> }> = {
    emitir: {
      method: 'POST',
      url: '/api/generacion/comprobantes/cafe/comprobante',
      body: () => demoInvoiceBody(server.ctx.db),
    },
    consultar: { method: 'GET', url: `/api/comprobantes/autorizados/${demoRuc}` },
    anular: {
      method: 'POST',
      url: '/api/eventos/anular/comprobante',
      body: async () => ({ cufe: 'FE0'.padEnd(66, '1'), motivo: 'Error en el monto facturado al cliente' }),
    },
    maestros: { method: 'GET', url: `/api/admin/clientes/${demoRuc}` },
    reportes: { method: 'GET', url: '/api/reporte/trabajos/999999' },
  };

  it('each scope opens its calls and no other', async () => {
    for (const [scope, call] of Object.entries(calls) as [ApiKeyScope, (typeof calls)[ApiKeyScope]][]) {
      const only = await createKey([scope]);
      const others = await createKey(
        (Object.keys(calls) as ApiKeyScope[]).filter((candidate) => candidate !== scope),
      );
      const body = call.body ? await call.body() : undefined;
      const allowed = await withKey(only.clave, call.method, call.url, body);
      expect([401, 403], `${scope}: ${allowed.body}`).not.toContain(allowed.statusCode);
      const refused = await withKey(others.clave, call.method, call.url, body);
      expect(refused.statusCode, scope).toBe(403);
      expect((refused.json() as ApiError).apierror.mensaje).toBe(
        `La clave de API no tiene el permiso «${scope}».`,
      );
    }
  });

  it('is never accepted on user, key, webhook, certificate, payment or platform calls', async () => {
    const { clave } = await createKey(['emitir', 'consultar', 'anular', 'maestros', 'reportes']);
    for (const url of [
      `/api/integraciones/${demoRuc}/claves`,
      `/api/integraciones/${demoRuc}/webhooks`,
      `/api/admin/usuarios/${demoRuc}`,
      `/api/pago/cuentas/${demoRuc}`,
      '/api/pago/administracion/paquetes',
      '/api/admin/empresas/global',
    ]) {
      const response = await withKey(clave, 'GET', url);
      expect(response.statusCode, url).toBe(403);
      expect((response.json() as ApiError).apierror.mensaje).toBe('Esta llamada no admite claves de API.');
    }
    const certificate = await withKey(clave, 'POST', '/api/cuenta/usuario/registro/certificado', {});
    expect(certificate.statusCode).toBe(403);
  });

  it('refuses a revoked key at once and an expired key', async () => {
    const revoked = await createKey(['consultar']);
    const url = `/api/comprobantes/autorizados/${demoRuc}`;
    expect((await withKey(revoked.clave, 'GET', url)).statusCode).toBe(200);
    const revoke = await server
      .as(adm)
      .delete(`/api/integraciones/${demoRuc}/claves/${revoked.registro.idClave}`);
    expect(revoke.statusCode).toBe(200);
    const afterRevoke = await withKey(revoked.clave, 'GET', url);
    expect(afterRevoke.statusCode).toBe(401);
    expect((afterRevoke.json() as ApiError).apierror.mensaje).toBe(
      'La clave de API no es válida, venció o fue revocada.',
    );

    const expiring = await createKey(['consultar'], { venceEl: '2099-12-31' });
    expect((await withKey(expiring.clave, 'GET', url)).statusCode).toBe(200);
    await server.ctx.db
      .updateTable('api_keys')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('id', '=', expiring.registro.idClave)
      .execute();
    expect((await withKey(expiring.clave, 'GET', url)).statusCode).toBe(401);
    expect((await withKey('fct_test_nothing-like-a-real-key', 'GET', url)).statusCode).toBe(401);
  });

  it("a key acts for its own company only: another company's data answers 404", async () => {
    const foreign = await createKey(['consultar', 'maestros'], { token: foreignAdm, ruc: foreignRuc });
    const response = await withKey(foreign.clave, 'GET', `/api/comprobantes/autorizados/${demoRuc}`);
    expect(response.statusCode).toBe(404);
    const customers = await withKey(foreign.clave, 'GET', `/api/admin/clientes/${demoRuc}`);
    expect(customers.statusCode).toBe(404);
  });

  it('only the administrator creates keys; the point must exist and be open, the expiry future', async () => {
    const asInt = await server
      .as(int)
      .post(`/api/integraciones/${demoRuc}/claves`, { nombre: 'x', permisos: ['consultar'] });
    expect(asInt.statusCode).toBe(403);
    const closed = await server.ctx.db
      .selectFrom('billing_points')
      .select('id')
      .where('company_ruc', '=', demoRuc)
      .where('active', '=', false)
      .executeTakeFirstOrThrow();
    for (const [payload, message] of [
      [{ nombre: 'POS', permisos: ['emitir'] }, 'Una clave que emite necesita un punto de facturación.'],
      [
        { nombre: 'POS', permisos: ['emitir'], idSecuencial: closed.id },
        'El punto de facturación no existe o está cerrado.',
      ],
      [
        { nombre: 'POS', permisos: ['consultar'], venceEl: '2020-01-01' },
        'La fecha de vencimiento debe ser futura.',
      ],
      [{ nombre: 'POS', permisos: [] }, 'Seleccione al menos un permiso.'],
    ] as const) {
      const response = await server.as(adm).post(`/api/integraciones/${demoRuc}/claves`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.body).toContain(message);
    }
  });

  it('is rate limited on its own: other keys and users go on', async () => {
    const busy = await createKey(['consultar']);
    const calm = await createKey(['consultar']);
    const url = `/api/comprobantes/pendientes/${demoRuc}`;
    const statuses: number[] = [];
    for (let call = 0; call <= rateLimit; call += 1)
      statuses.push((await withKey(busy.clave, 'GET', url)).statusCode);
    expect(statuses.slice(0, rateLimit).every((status) => status === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    expect((await withKey(calm.clave, 'GET', url)).statusCode).toBe(200);
    expect((await server.as(adm).get(url)).statusCode).toBe(200);
  });
});
