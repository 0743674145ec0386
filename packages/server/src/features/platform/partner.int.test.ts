import { computeRucDv } from '@facturar/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { signInPartnerCast } from '../../../test/support/test-companies.ts';
import { serveTestServer } from '../../../test/support/test-server.ts';

let tokens: Awaited<ReturnType<typeof signInPartnerCast>>;
const partnerRuc = '155612345-2-2016';

const server = serveTestServer();

beforeAll(async () => {
  tokens = await signInPartnerCast(server);
});

type Page = {
  content: { idEmpresa: string; razonSocialempresa: string; fechaRegistro: string }[];
  totalElements: number;
};

describe('the partner’s affiliated companies (PAR)', () => {
  it('lists only its own companies, newest registration first, without their subscription keys', async () => {
    const response = await server
      .as(tokens.partner)
      .get(`/api/admin/empresas/${partnerRuc}?page=0&size=15&sort=fechaRegistro,desc`);
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    expect(page.content.map((row) => row.razonSocialempresa).sort()).toEqual([
      'Comercializadora Demo Facturar, S.A.',
      'Farmacia San Judas Tadeo, S.A.',
      'Ferretería El Constructor, S.A.',
      'Rosa Elena Castillo Méndez',
    ]);
    expect(response.body).not.toContain('subscriptionKey');
    const dates = page.content.map((row) => row.fechaRegistro);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('searches its companies by RUC, ID or names', async () => {
    const byName = (
      await server
        .as(tokens.partner)
        .get(`/api/admin/empresas/buscar/${partnerRuc}?parametroBusqueda=ferreteria`)
    ).json() as Page;
    expect(byName.content.map((row) => row.idEmpresa)).toEqual(['155712345-2-2022']);
    const byId = (
      await server.as(tokens.partner).get(`/api/admin/empresas/buscar/${partnerRuc}?parametroBusqueda=8-745`)
    ).json() as Page;
    expect(byId.totalElements).toBe(1);
    const another = (
      await server
        .as(tokens.partner)
        .get(`/api/admin/empresas/buscar/${partnerRuc}?parametroBusqueda=Transportes`)
    ).json() as Page;
    expect(another.totalElements).toBe(0);
  });

  it('answers 404 for another partner’s list and 403 to anyone but a partner', async () => {
    expect((await server.as(tokens.otherPartner).get(`/api/admin/empresas/${partnerRuc}`)).statusCode).toBe(
      404,
    );
    const empty = (
      await server.as(tokens.otherPartner).get('/api/admin/empresas/155600001-2-2014')
    ).json() as Page;
    expect(empty.totalElements).toBe(0);
    for (const token of [tokens.admin, tokens.adm]) {
      const refused = await server.as(token).get(`/api/admin/empresas/${partnerRuc}`);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().apierror.mensaje).toBe('Solo una firma partner puede realizar esta acción.');
    }
  });
});

/** The signed-in user's id as its token carries it (`sub`). */
function userIdOf(token: string): string {
  const payload = token.split('.')[1] ?? '';
  return (JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { sub: string }).sub;
}

describe('the partner’s {userId}: its RUC or the signed-in user’s id (issue 29 §13)', () => {
  it('lists, searches and counts by the user’s id as by the RUC; another user’s id is refused', async () => {
    const userId = userIdOf(tokens.partner);
    const byRuc = (await server.as(tokens.partner).get(`/api/admin/empresas/${partnerRuc}`)).json() as Page;
    const byUser = await server.as(tokens.partner).get(`/api/admin/empresas/${userId}`);
    expect(byUser.statusCode, byUser.body).toBe(200);
    expect((byUser.json() as Page).totalElements).toBe(byRuc.totalElements);
    const search = (
      await server.as(tokens.partner).get(`/api/admin/empresas/buscar/${userId}?parametroBusqueda=farmacia`)
    ).json() as Page;
    expect(search.content.map((row) => row.razonSocialempresa)).toEqual(['Farmacia San Judas Tadeo, S.A.']);
    const vouchers = await server
      .as(tokens.partner)
      .get(`/api/partner/obtenerComprobantesDisponibles/${userId}`);
    expect(vouchers.statusCode, vouchers.body).toBe(200);
    expect(vouchers.json()).toBe(
      (
        await server.as(tokens.partner).get(`/api/partner/obtenerComprobantesDisponibles/${partnerRuc}`)
      ).json(),
    );
    expect(
      (await server.as(tokens.partner).get(`/api/admin/empresas/${userIdOf(tokens.otherPartner)}`))
        .statusCode,
    ).toBe(404);
  });
});

describe('the partner’s one queue', () => {
  it('lists what needs attention across its companies only', async () => {
    const response = await server.as(tokens.partner).get(`/api/partner/atencion/${partnerRuc}`);
    expect(response.statusCode).toBe(200);
    const items = response.json() as { idEmpresa: string; tipo: string; mensaje: string }[];
    expect(items).toContainEqual({
      idEmpresa: '8-745-1203',
      razonSocialempresa: 'Rosa Elena Castillo Méndez',
      tipo: 'COMPROBANTES',
      mensaje: 'Le quedan 6 comprobantes disponibles.',
    });
    expect(items).toContainEqual(
      expect.objectContaining({
        idEmpresa: '155712345-2-2022',
        tipo: 'CERTIFICADO',
        mensaje: 'No ha cargado su certificado de firma electrónica.',
      }),
    );
    expect(items.filter((item) => item.idEmpresa === '155596713-2-2015')).toEqual([]);
    expect(items.map((item) => item.idEmpresa)).not.toContain('155723456-2-2023');
    expect((await server.as(tokens.otherPartner).get(`/api/partner/atencion/${partnerRuc}`)).statusCode).toBe(
      404,
    );
    expect((await server.as(tokens.admin).get(`/api/partner/atencion/${partnerRuc}`)).statusCode).toBe(403);
  });
});

describe('Agregar Partner', () => {
  const ruc = '155790002-2-2026';
  const dv = (() => {
    const result = computeRucDv(ruc, 'juridica');
    return result.ok ? result.value : '00';
  })();
  const body = {
    idEmpresa: partnerRuc,
    tipoReceptor: '01',
    rucEmpresa: ruc,
    razonSocial: 'Contables del Oeste, S.A.',
    tipoContribuyente: 2,
    dvEmpresa: dv,
    correoElectronico: 'socios@contablesoeste.test',
    telefono: '345-6677',
    coordenadaSucursal: '8.878600,-79.783300',
    idUbicacionGeografica: '8-8-7',
    direccionEmpresa: 'Vía Interamericana, Arraiján',
  };
  const post = (payload: Record<string, unknown>, token = tokens.partner) =>
    server.as(token).post('/api/partner/registrar', payload);

  it('registers a new partner firm affiliated to the partner, with its administrator in PRI', async () => {
    const wrongDv = await post({ ...body, dvEmpresa: dv === '99' ? '98' : '99' });
    expect(wrongDv.statusCode).toBe(400);
    expect(wrongDv.json().apierror.mensaje).toBe('No se pudo almacenar el partner.');
    const response = await post(body);
    expect(response.json()).toEqual({ mensaje: 'Contables del Oeste, S.A. agregado como partner.' });
    const firm = await server.ctx.db
      .selectFrom('companies')
      .select(['kind', 'partner_ruc'])
      .where('ruc', '=', ruc)
      .executeTakeFirstOrThrow();
    expect(firm).toEqual({ kind: 'PAR', partner_ruc: partnerRuc });
    const user = await server.ctx.db
      .selectFrom('users as u')
      .innerJoin('company_users as cu', 'cu.user_id', 'u.id')
      .select(['cu.state', 'cu.profile'])
      .where('u.access_name', '=', 'socios@contablesoeste.test')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ state: 'PRI', profile: 'ADM' });
  });

  it('answers 409 for an existing RUC, 404 for another partner’s name, 403 for others', async () => {
    expect((await post(body)).statusCode).toBe(409);
    expect((await post(body)).json().apierror.mensaje).toBe('El partner ya existe.');
    const notMine = await post({ ...body, idEmpresa: '155600001-2-2014' });
    expect(notMine.statusCode).toBe(404);
    expect(notMine.json().apierror.mensaje).toBe(
      'No se encontró la empresa enviada para relacionarla con el partner.',
    );
    expect((await post(body, tokens.admin)).statusCode).toBe(403);
    expect((await post(body, tokens.adm)).statusCode).toBe(403);
  });
});
