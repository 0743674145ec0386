import { beforeAll, describe, expect, it } from 'vitest';
import { serveTestServer } from '../../../test/support/test-server.ts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';

const tokens: Record<'admin' | 'adm' | 'int' | 'partner', string> = {
  admin: '',
  adm: '',
  int: '',
  partner: '',
};

const server = serveTestServer();

beforeAll(async () => {
  tokens.admin = await server.login('admin@facturar.test');
  tokens.adm = await server.login('adm@demo.facturar.test');
  tokens.int = await server.login('int@demo.facturar.test');
  tokens.partner = await server.login('partner@facturar.test');
});

type Row = {
  idEmpresa: string;
  razonSocialempresa: string;
  comprobantesDisponibles: number;
  comprobantesUtilizados: number;
  tipoPago: string;
  empresaContadora: string | null;
  esPartner: boolean;
  subscriptionKey: string | null;
};
type Page = {
  content: Row[];
  totalElements: number;
  number: number;
  totalPages: number;
  numberOfElements: number;
};

describe('the administrative company list (SUS, AEM)', () => {
  it('pages every company but the platform, newest first, with its counts, payment type and firm', async () => {
    const response = await server
      .as(tokens.admin)
      .get('/api/admin/empresas/global?page=0&size=15&sort=idEmpresa,desc');
    expect(response.statusCode).toBe(200);
    const page = response.json() as Page;
    // The platform's five companies, the plans demo's three, the partner firm and its two.
    expect(page.totalElements).toBe(11);
    expect(page.content.map((row) => row.idEmpresa)).not.toContain('155704849-2-2021');
    const byRuc = new Map(page.content.map((row) => [row.idEmpresa, row]));
    expect(byRuc.get(demoRuc)).toMatchObject({
      razonSocialempresa: 'Comercializadora Demo Facturar, S.A.',
      comprobantesDisponibles: 1000,
      tipoPago: 'Prepago',
      empresaContadora: 'Contadores Asociados del Istmo, S.A.',
      esPartner: false,
      subscriptionKey: 'sk-demo-5c2e8f0a9d7b4e61',
    });
    expect(byRuc.get('155698765-2-2020')).toMatchObject({ comprobantesDisponibles: -1, tipoPago: 'Pospago' });
    expect(byRuc.get('155612345-2-2016')).toMatchObject({ esPartner: true, empresaContadora: null });
    const second = (
      await server.as(tokens.admin).get('/api/admin/empresas/global?page=1&size=5')
    ).json() as Page;
    expect(second).toMatchObject({ number: 1, totalPages: 3, numberOfElements: 5 });
  });

  it('searches by RUC or business name, accents aside', async () => {
    const byName = (
      await server.as(tokens.admin).get('/api/admin/empresas/buscar?parametroBusqueda=farmacia')
    ).json() as Page;
    expect(byName.content.map((row) => row.razonSocialempresa)).toEqual(['Farmacia San Judas Tadeo, S.A.']);
    const byAccent = (
      await server.as(tokens.admin).get('/api/admin/empresas/buscar?parametroBusqueda=clinica')
    ).json() as Page;
    expect(byAccent.totalElements).toBe(1);
    const byRuc = (
      await server.as(tokens.admin).get('/api/admin/empresas/buscar?parametroBusqueda=8-745')
    ).json() as Page;
    expect(byRuc.content.map((row) => row.idEmpresa)).toEqual(['8-745-1203']);
  });

  it('serves the spec’s trailing-slash forms of the search and the filter too', async () => {
    const search = await server
      .as(tokens.admin)
      .get('/api/admin/empresas/buscar/?parametroBusqueda=farmacia');
    expect(search.statusCode, search.body).toBe(200);
    expect((search.json() as Page).content.map((row) => row.razonSocialempresa)).toEqual([
      'Farmacia San Judas Tadeo, S.A.',
    ]);
    const filter = await server.as(tokens.admin).get('/api/admin/empresas/busquedaParametros/?tipoPago=2');
    expect(filter.statusCode, filter.body).toBe(200);
    expect((filter.json() as Page).content.map((row) => row.idEmpresa)).toEqual(['155698765-2-2020']);
  });

  it('filters by accounting firm, payment type and partner (1 Sí, 2 No), and asks for one parameter', async () => {
    const byFirm = (
      await server
        .as(tokens.admin)
        .get('/api/admin/empresas/busquedaParametros?idempresacontadora=155645678-2-2017')
    ).json() as Page;
    expect(byFirm.content.map((row) => row.razonSocialempresa)).toEqual([
      'Transportes Chiriquí Express, S.A.',
    ]);
    const postpaid = (
      await server.as(tokens.admin).get('/api/admin/empresas/busquedaParametros?tipoPago=2')
    ).json() as Page;
    expect(postpaid.content.map((row) => row.idEmpresa)).toEqual(['155698765-2-2020']);
    const partners = (
      await server.as(tokens.admin).get('/api/admin/empresas/busquedaParametros?esPartner=1')
    ).json() as Page;
    expect(partners.content.every((row) => row.esPartner)).toBe(true);
    expect(partners.totalElements).toBe(2);
    const notPartners = (
      await server.as(tokens.admin).get('/api/admin/empresas/busquedaParametros?esPartner=2')
    ).json() as Page;
    expect(notPartners.totalElements).toBe(9);
    const none = await server.as(tokens.admin).get('/api/admin/empresas/busquedaParametros?esPartner=');
    expect(none.statusCode).toBe(400);
    expect(none.json().apierror.mensaje).toBe('Ingrese al menos un parámetro');
  });
});

describe('the subscription key (SUS)', () => {
  /** The demo company's key as the platform's company search shows it. */
  const demoSubscriptionKey = async () => {
    const found = (
      await server.as(tokens.admin).get('/api/admin/empresas/buscar?parametroBusqueda=Comercializadora')
    ).json() as Page;
    return found.content[0]?.subscriptionKey;
  };

  it('saves a key of up to 300 characters and says so', async () => {
    const response = await server
      .as(tokens.admin)
      .put(`/api/admin/empresas/actualizar-subscriptionkey/${demoRuc}`, {
        subscriptionKey: 'sk-nueva-clave-2026',
      });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ mensaje: 'Clave de suscripción de empresa editada.' });
    expect(await demoSubscriptionKey()).toBe('sk-nueva-clave-2026');
  });

  it('also takes the key as a bare JSON string', async () => {
    const response = await server
      .as(tokens.admin)
      .put(`/api/admin/empresas/actualizar-subscriptionkey/${demoRuc}`, JSON.stringify('sk-clave-en-texto'), {
        'content-type': 'application/json',
      });
    expect(response.statusCode, response.body).toBe(200);
    expect(await demoSubscriptionKey()).toBe('sk-clave-en-texto');
  });

  it('refuses a key over 300 characters (400) and an unknown company (404)', async () => {
    const long = await server
      .as(tokens.admin)
      .put(`/api/admin/empresas/actualizar-subscriptionkey/${demoRuc}`, {
        subscriptionKey: 'x'.repeat(301),
      });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('No ingrese más de 300 caracteres.');
    const unknown = await server
      .as(tokens.admin)
      .put('/api/admin/empresas/actualizar-subscriptionkey/999-9-9999', {
        subscriptionKey: 'k',
      });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().apierror.mensaje).toBe('No se encontró la empresa a actualizar.');
  });
});

describe('the company update form', () => {
  const valid = {
    idEmpresa: '155734567-2-2024',
    razonSocialempresa: 'Clínica Dental Sonrisas del Este, S.A.',
    nombreComercial: 'Sonrisas del Este',
    direccion: 'Centro Comercial Costa Verde, local 22, La Chorrera',
    correoPrincipal: 'citas@sonrisasdeleste.test',
    telefonoPrincipal: '290-7789',
    subdominio: 'sonrisas',
    obligadoContabilidad: true,
    tipoContratacion: 2,
    rucEmpresaContadora: '155645678-2-2017',
  };

  it('updates the company, its payment type and its accounting firm', async () => {
    const response = await server.as(tokens.admin).post('/api/admin/empresas/actualizar-empresa', valid);
    expect(response.json()).toEqual({ mensaje: 'Empresa actualizada.' });
    const row = (
      (
        await server.as(tokens.admin).get('/api/admin/empresas/buscar?parametroBusqueda=sonrisas')
      ).json() as Page
    ).content[0];
    expect(row).toMatchObject({
      tipoPago: 'Pospago',
      empresaContadora: 'Auditores y Consultores del Pacífico, S.A.',
    });
  });

  it('refuses what 001 §5 refuses, an unknown payment type, firm or company', async () => {
    const badPhone = await server.as(tokens.admin).post('/api/admin/empresas/actualizar-empresa', {
      ...valid,
      telefonoPrincipal: '29-07',
    });
    expect(badPhone.statusCode).toBe(400);
    const badType = await server.as(tokens.admin).post('/api/admin/empresas/actualizar-empresa', {
      ...valid,
      tipoContratacion: 9,
    });
    expect(badType.json().apierror.mensaje).toBe('Seleccione un tipo de pago de la lista.');
    const notFirm = await server.as(tokens.admin).post('/api/admin/empresas/actualizar-empresa', {
      ...valid,
      rucEmpresaContadora: demoRuc,
    });
    expect(notFirm.statusCode).toBe(404);
    const unknown = await server.as(tokens.admin).post('/api/admin/empresas/actualizar-empresa', {
      ...valid,
      idEmpresa: '1-1-1',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('ACT, the autocomplete and the payment types', () => {
  it('lists the accounting firms with their companies and counts', async () => {
    const firms = (await server.as(tokens.admin).get('/api/admin/empresas/contadoras')).json() as {
      razonSocialempresa: string;
      numeroEmpresas: number;
      comprobantesDisponibles: number;
      empresas: { razonSocialempresa: string }[];
    }[];
    const istmo = firms.find((firm) => firm.razonSocialempresa.startsWith('Contadores Asociados'));
    expect(istmo?.numeroEmpresas).toBe(4);
    expect(istmo?.comprobantesDisponibles).toBe(-1);
    expect(firms.map((firm) => firm.razonSocialempresa)).toContain(
      'Auditores y Consultores del Pacífico, S.A.',
    );
  });

  it('offers only companies that are not partners', async () => {
    const offered = (
      await server.as(tokens.admin).get('/api/admin/empresas/contratante?parametroBusqueda=S.A')
    ).json() as {
      idEmpresa: string;
    }[];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.map((company) => company.idEmpresa)).not.toContain('155612345-2-2016');
  });

  it('reads the payment types from the configuration list', async () => {
    expect((await server.as(tokens.admin).get('/api/admin/configuracion/tipos-pago')).json()).toEqual([
      { codigo: 1, nombre: 'Prepago' },
      { codigo: 2, nombre: 'Pospago' },
    ]);
  });
});

describe('ADP, the partner profile', () => {
  const assign = (body: Record<string, unknown>) =>
    server.as(tokens.admin).post('/api/admin/usuarios/registro/perfil/partner', body);

  it('makes a company a partner firm with a new user in PRI', async () => {
    const response = await assign({
      idEmpresa: '155723456-2-2023',
      identificacionUsuario: '4-220-1187',
      correoPrincipalUsuario: 'socio@chiriquiexpress.test',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().apierror.mensaje).toBe(
      'No puede contener caracteres especiales, solo letras o números.',
    );
    const saved = await assign({
      idEmpresa: '155723456-2-2023',
      identificacionUsuario: '42201187',
      correoPrincipalUsuario: 'socio@chiriquiexpress.test',
    });
    expect(saved.json()).toEqual({ mensaje: 'Usuario Registrado como Partner.' });
    const partners = (
      await server.as(tokens.admin).get('/api/admin/empresas/busquedaParametros?esPartner=1')
    ).json() as Page;
    expect(partners.content.map((row) => row.idEmpresa)).toContain('155723456-2-2023');
    const user = await server.ctx.db
      .selectFrom('users as u')
      .innerJoin('company_users as cu', 'cu.user_id', 'u.id')
      .select(['cu.company_ruc', 'cu.state', 'cu.profile'])
      .where('u.access_name', '=', 'socio@chiriquiexpress.test')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ company_ruc: '155723456-2-2023', state: 'PRI', profile: 'ADM' });
    const offered = (
      await server.as(tokens.admin).get('/api/admin/empresas/contratante?parametroBusqueda=Transportes')
    ).json() as unknown[];
    expect(offered).toEqual([]);
  });

  it('answers 409 for a partner already, or a taken e-mail, and 404 for an unknown company', async () => {
    const again = await assign({
      idEmpresa: '155723456-2-2023',
      identificacionUsuario: '999111',
      correoPrincipalUsuario: 'otro@chiriquiexpress.test',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().apierror.mensajeSistema).toBe('La empresa ya tiene el perfil partner.');
    const taken = await assign({
      idEmpresa: '155734567-2-2024',
      identificacionUsuario: '999112',
      correoPrincipalUsuario: 'adm@demo.facturar.test',
    });
    expect(taken.statusCode).toBe(409);
    const row = (
      await server.as(tokens.admin).get('/api/admin/empresas/buscar?parametroBusqueda=Sonrisas')
    ).json() as Page;
    expect(row.content[0]?.esPartner).toBe(false);
    const unknown = await assign({
      idEmpresa: '1-1-1',
      identificacionUsuario: '999113',
      correoPrincipalUsuario: 'nadie@x.test',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().apierror.mensaje).toBe(
      'No se encontró la empresa enviada para relacionarla con el usuario.',
    );
  });
});

describe('who may call', () => {
  it('answers 403 to company users and partners on every administrator call', async () => {
    const calls: [method: 'GET' | 'PUT' | 'POST', url: string, body?: Record<string, unknown>][] = [
      ['GET', '/api/admin/empresas/global'],
      ['GET', '/api/admin/empresas/buscar?parametroBusqueda=demo'],
      ['GET', '/api/admin/empresas/busquedaParametros?esPartner=1'],
      ['PUT', `/api/admin/empresas/actualizar-subscriptionkey/${demoRuc}`, { subscriptionKey: 'x' }],
      ['POST', '/api/admin/empresas/actualizar-empresa', {}],
      ['GET', '/api/admin/empresas/contratante?parametroBusqueda=demo'],
      ['GET', '/api/admin/empresas/contadoras'],
      ['GET', '/api/admin/configuracion/tipos-pago'],
      ['POST', '/api/admin/usuarios/registro/perfil/partner', {}],
    ];
    for (const as of ['adm', 'int', 'partner'] as const) {
      for (const [method, url, body] of calls) {
        const response = await server.as(tokens[as]).send(method, url, body);
        expect(response.statusCode, `${as} ${method} ${url}`).toBe(403);
        expect(response.json().apierror.mensaje).toBe(
          'Solo el administrador de la plataforma puede realizar esta acción.',
        );
      }
    }
  });
});
