import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../test/support/test-users.ts';
import { serveTestServer } from '../../../test/support/test-server.ts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';

let admin: string;

// In the sandbox's registry: authorised to issue but not affiliated yet, and one without authorisation.
const newcomer = { ruc: '155689012-2-2019', dv: '69', name: 'Servicios Logísticos Pacífico, S.A.' };
const unauthorised = { ruc: '2588017-1-831938', dv: '20', name: 'Ferretería El Istmo, S.A.' };

async function addCompany(company: { ruc: string; dv: string; name: string }) {
  await server.ctx.db
    .insertInto('companies')
    .values({
      ruc: company.ruc,
      dv: company.dv,
      kind: 'EMP',
      taxpayer_type: '2',
      business_name: company.name,
      email: `facturas@${company.dv}.example.pa`,
      api_key: `key-${company.dv}`,
      pac_affiliation_status: 3,
      qr_status: 3,
    })
    .execute();
  const access = `adm${company.dv}@empresa.test`;
  await createTestUser(server.ctx.db, {
    accessName: access,
    fullName: `Administrador ${company.name}`,
    profile: 'ADM',
    state: 'ACT',
    companyRuc: company.ruc,
  });
  return server.login(access);
}

function affiliate(token: string, ruc: string) {
  return server.as(token).post('/api/admin/empresas/afiliacion-empresa-pac/dgi', {
    rucEmpresa: ruc,
    razonSocial: 'lo que diga el cliente',
  });
}

function requestQr(token: string, ruc: string, action: string) {
  return server
    .as(token)
    .post(`/api/admin/empresas/afiliacion-codigo-seguridad-qr/dgi/${action}`, { rucEmpresa: ruc });
}

async function setupOf(token: string, ruc: string) {
  const response = await server.as(token).get(`/api/cuenta/usuario/empresa/${ruc}`);
  return response.json() as { estadoAfiliacionPac: number; estadoCodigoSeguridadQr: number };
}

const server = serveTestServer();

beforeAll(async () => {
  admin = await server.login('adm@demo.facturar.test');
});

describe('the company setup view', () => {
  it('shows the company with its affiliation and QR status', async () => {
    const response = await server.as(admin).get(`/api/cuenta/usuario/empresa/${demoRuc}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      idEmpresa: demoRuc,
      digitoVerificador: '59',
      razonSocialempresa: 'Comercializadora Demo Facturar, S.A.',
      estadoAfiliacionPac: 1,
      estadoCodigoSeguridadQr: 1,
      pacFirma: false,
    });
  });

  it('answers 404 for another company', async () => {
    const response = await server.as(admin).get('/api/cuenta/usuario/empresa/155601234-2-2015');
    expect(response.statusCode).toBe(404);
    expect(response.json().apierror.mensaje).toBe('No se encontró la empresa.');
  });
});

describe('affiliating a new company to the PAC, then generating and annulling its QR code', () => {
  it('affiliates a company the DGI authorised, then keeps the QR code the PAC generates', async () => {
    const token = await addCompany(newcomer);
    const before = await requestQr(token, newcomer.ruc, '1');
    expect(before.statusCode).toBe(400);
    expect(before.json().apierror).toMatchObject({
      mensaje: 'No se pudo realizar la solicitud del código de seguridad QR.',
      mensajeSistema: 'La empresa aún no se encuentra afiliada al PAC.',
    });

    const affiliated = await affiliate(token, newcomer.ruc);
    expect(affiliated.statusCode).toBe(200);
    expect(affiliated.json()).toBe(1);
    expect((await setupOf(token, newcomer.ruc)).estadoAfiliacionPac).toBe(1);

    expect((await requestQr(token, newcomer.ruc, '1')).json()).toBe(1);
    expect((await setupOf(token, newcomer.ruc)).estadoCodigoSeguridadQr).toBe(1);
    // The PAC's secret keys the QR of every document; no call hands it out, so it is checked where it is kept.
    const company = await server.ctx.db
      .selectFrom('companies')
      .select('qr_secret_encrypted')
      .where('ruc', '=', newcomer.ruc)
      .executeTakeFirstOrThrow();
    expect(company.qr_secret_encrypted).toBeTruthy();

    expect((await requestQr(token, newcomer.ruc, '2')).json()).toBe(2);
    expect((await setupOf(token, newcomer.ruc)).estadoCodigoSeguridadQr).toBe(2);
  });

  it('answers 3 for a RUC without the DGI’s authorisation and leaves the company pending', async () => {
    const token = await addCompany(unauthorised);
    const answer = await affiliate(token, unauthorised.ruc);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toBe(3);
    expect((await setupOf(token, unauthorised.ruc)).estadoAfiliacionPac).toBe(3);
  });

  it('answers 400 with the PAC’s problem when the PAC cannot be reached', async () => {
    await server.sandbox.setFault({ mode: 'unavailable', services: ['afiliacion', 'codigoQr'] });
    try {
      const affiliation = await affiliate(admin, demoRuc);
      expect(affiliation.statusCode).toBe(400);
      expect(affiliation.json().apierror.mensajeSistema).toBe(
        'El servicio del PAC no está disponible. Intente más tarde.',
      );
      const qr = await requestQr(admin, demoRuc, '1');
      expect(qr.statusCode).toBe(400);
      expect(qr.json().apierror.mensaje).toBe('No se pudo realizar la solicitud del código de seguridad QR.');
    } finally {
      await server.sandbox.clearFault();
    }
    expect(await setupOf(admin, demoRuc)).toMatchObject({
      estadoAfiliacionPac: 1,
      estadoCodigoSeguridadQr: 1,
    });
  });
});

describe('who may ask', () => {
  it('refuses an internal user and another company’s administrator', async () => {
    const internal = await server.login('int@demo.facturar.test');
    const byInternal = await affiliate(internal, demoRuc);
    expect(byInternal.statusCode).toBe(403);
    expect(byInternal.json().apierror.mensaje).toBe(
      'Solo un administrador de la empresa puede realizar esta acción.',
    );
    const byOther = await requestQr(admin, '155601234-2-2015', '1');
    expect(byOther.statusCode).toBe(404);
  });

  it('refuses an action other than generate or annul', async () => {
    const response = await requestQr(admin, demoRuc, '3');
    expect(response.statusCode).toBe(400);
    expect(response.json().apierror.mensaje).toBe('La acción indicada no es válida: 1 genera, 2 anula.');
  });
});
