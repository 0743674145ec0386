import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { decodeClaims, serveTestServer } from '../../../test/support/test-server.ts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';

let admToken: string;

const server = serveTestServer();

beforeAll(async () => {
  admToken = await server.login('adm@demo.facturar.test');
});

async function validate(token = admToken) {
  const claims = decodeClaims(token);
  const response = await server.as(token).post('/api/generacion/comprobantes/validacion', {
    idAsignacionEmpresaUsuario: Number(claims.sub),
    rucEmpresa: claims.ruc,
  });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    errores: Record<string, string>;
    advertencias: Record<string, string>;
    noticias: Record<string, string>;
    nombreUsuario: string;
    nombreEmpresa: string;
  };
}

describe('company validation after sign-in', () => {
  const db = () => server.ctx.db;
  let snapshot: { notAfter: Date; available: number; expiresAt: Date };

  beforeEach(async () => {
    if (!snapshot) {
      const certificate = await db()
        .selectFrom('company_certificates')
        .select('not_after')
        .where('company_ruc', '=', demoRuc)
        .executeTakeFirstOrThrow();
      const pack = await db()
        .selectFrom('voucher_packages')
        .select(['vouchers_available', 'expires_at'])
        .where('company_ruc', '=', demoRuc)
        .executeTakeFirstOrThrow();
      snapshot = {
        notAfter: certificate.not_after,
        available: pack.vouchers_available,
        expiresAt: pack.expires_at,
      };
    }
    await db()
      .updateTable('company_certificates')
      .set({ not_after: snapshot.notAfter })
      .where('company_ruc', '=', demoRuc)
      .execute();
    await db()
      .updateTable('voucher_packages')
      .set({ vouchers_available: snapshot.available, expires_at: snapshot.expiresAt })
      .where('company_ruc', '=', demoRuc)
      .execute();
  });

  it('finds the demo company ready to issue, greets the user and brings the welcome news', async () => {
    const result = await validate();
    expect(result.errores).toEqual({});
    expect(result.nombreUsuario).toBe('Ana Administradora');
    expect(result.nombreEmpresa).toBe('Comercializadora Demo Facturar, S.A.');
    expect(Object.keys(result.noticias)).toContain('BIENVENIDA');
  });

  it('reports an expired certificate, then an expired package, then no vouchers left', async () => {
    await db()
      .updateTable('company_certificates')
      .set({ not_after: new Date(Date.now() - 86_400_000) })
      .where('company_ruc', '=', demoRuc)
      .execute();
    expect(Object.keys((await validate()).errores)).toEqual(['CERTIFICADO_CADUCADO']);

    await db()
      .updateTable('voucher_packages')
      .set({ expires_at: new Date(Date.now() - 86_400_000) })
      .where('company_ruc', '=', demoRuc)
      .execute();
    expect(Object.keys((await validate()).errores).sort()).toEqual([
      'CERTIFICADO_CADUCADO',
      'PAQUETE_CADUCADO',
    ]);

    await db()
      .updateTable('voucher_packages')
      .set({ expires_at: snapshot.expiresAt, vouchers_available: 0 })
      .where('company_ruc', '=', demoRuc)
      .execute();
    const result = await validate();
    expect(result.errores.SIN_COMPROBANTES).toBe('La empresa no tiene comprobantes disponibles.');
  });

  it('warns before vouchers run out and counts them for the header icon', async () => {
    await db()
      .updateTable('voucher_packages')
      .set({ vouchers_available: 4 })
      .where('company_ruc', '=', demoRuc)
      .execute();
    expect((await validate()).advertencias.COMPROBANTES_POR_AGOTARSE).toBe(
      'Le quedan 4 comprobantes disponibles.',
    );
    const count = await server.as(admToken).get(`/api/paquete/disponible/${demoRuc}`);
    expect(count.json()).toBe(4);
    await db()
      .updateTable('voucher_packages')
      .set({ vouchers_total: -1 })
      .where('company_ruc', '=', demoRuc)
      .execute();
    const unlimited = await server.as(admToken).get(`/api/paquete/disponible/${demoRuc}`);
    expect(unlimited.json()).toBe(-1);
    await db()
      .updateTable('voucher_packages')
      .set({ vouchers_total: 1000 })
      .where('company_ruc', '=', demoRuc)
      .execute();
  });

  it('reports a missing certificate and a user without a billing point', async () => {
    const saved = await db()
      .selectFrom('company_certificates')
      .selectAll()
      .where('company_ruc', '=', demoRuc)
      .executeTakeFirstOrThrow();
    const points = await db()
      .selectFrom('billing_point_users')
      .selectAll()
      .where('company_ruc', '=', demoRuc)
      .execute();
    await db().deleteFrom('company_certificates').where('company_ruc', '=', demoRuc).execute();
    await db().deleteFrom('billing_point_users').where('company_ruc', '=', demoRuc).execute();
    try {
      const result = await validate();
      expect(result.errores).toMatchObject({
        SIN_CERTIFICADO: 'La empresa no tiene registrado un certificado de firma electrónica.',
        SIN_SECUENCIAL: 'No tiene asignado un punto de facturación para numerar sus comprobantes.',
      });
    } finally {
      await db().insertInto('company_certificates').values(saved).execute();
      await db().insertInto('billing_point_users').values(points).execute();
    }
  });
});

describe('who may read a company’s status', () => {
  it('lets the partner firm and the platform administrator read an affiliated company, and nobody else', async () => {
    const url = `/api/admin/empresas/actualizar-notificacion-empresa/${demoRuc}`;
    for (const username of ['partner@facturar.test', 'admin@facturar.test', 'int@demo.facturar.test']) {
      const response = await server.as(await server.login(username)).get(url);
      expect(response.statusCode).toBe(200);
    }
    const partnerRuc = decodeClaims(await server.login('partner@facturar.test')).ruc as string;
    const foreign = await server
      .as(admToken)
      .get(`/api/admin/empresas/actualizar-notificacion-empresa/${partnerRuc}`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().apierror.mensaje).toBe('No se encontró la empresa.');
    const vouchers = await server.as(admToken).get(`/api/paquete/disponible/${partnerRuc}`);
    expect(vouchers.statusCode).toBe(404);
  });

  it('refuses a validation for another user’s assignment', async () => {
    const response = await server.as(admToken).post('/api/generacion/comprobantes/validacion', {
      idAsignacionEmpresaUsuario: 999999,
      rucEmpresa: demoRuc,
    });
    expect(response.statusCode).toBe(403);
  });
});

describe('the partner firm’s home', () => {
  it('shows no certificate or billing-point notice to a firm that does not issue (issue 29)', async () => {
    const token = await server.login('partner@facturar.test');
    const home = await validate(token);
    expect(home.errores).not.toHaveProperty('SIN_CERTIFICADO');
    expect(home.errores).not.toHaveProperty('SIN_SECUENCIAL');
    expect(home.advertencias).not.toHaveProperty('AFILIACION_PAC_PENDIENTE');
    expect(home.advertencias).not.toHaveProperty('CODIGO_QR_PENDIENTE');
  });
});

describe('the platform administrator’s home', () => {
  it('shows no company alerts (certificate, billing point, vouchers): the platform issues nothing', async () => {
    const token = await server.login('admin@facturar.test');
    const home = await validate(token);
    expect(home.errores).toEqual({});
    expect(home.advertencias).toEqual({});
    const ruc = decodeClaims(token).ruc;
    const notices = await server.as(token).get(`/api/admin/empresas/actualizar-notificacion-empresa/${ruc}`);
    expect(notices.statusCode).toBe(200);
    expect(notices.json()).toMatchObject({ errores: {}, advertencias: {} });
  });
});
