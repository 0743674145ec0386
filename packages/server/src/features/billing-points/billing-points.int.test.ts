import { beforeAll, describe, expect, it } from 'vitest';
import { demoInvoiceBody, demoRuc } from '../../../test/support/demo-invoice.ts';
import { findIssuedDocument } from '../../../test/support/issued-documents.ts';
import { createTestCompany, otherCompany } from '../../../test/support/test-companies.ts';
import { serveTestServer, signInForTests } from '../../../test/support/test-server.ts';
import { createTestUser } from '../../../test/support/test-users.ts';

const server = serveTestServer();
const tokens = signInForTests(server, {
  adm: 'adm@demo.facturar.test',
  int: 'int@demo.facturar.test',
  foreignAdm: () => createTestCompany(server.ctx.db, otherCompany),
});
let cashierId: number;

beforeAll(async () => {
  cashierId = await createTestUser(server.ctx.db, {
    accessName: 'caja2@demo.facturar.test',
    fullName: 'Carla Cajera',
    profile: 'INT',
    state: 'ACT',
  });
});

type ApiError = { apierror: { mensaje: string; errores?: { campo: string; mensaje: string }[] } };
type Point = {
  idSecuencial: number;
  codigoSucursal: string;
  puntoFacturacion: string;
  secuencialFactura: string;
};

const newPoint = {
  codigoSucursal: '2',
  puntoFacturacion: '5',
  direccion: 'Sucursal David, Calle Central',
  coordenadaSucursal: '8.4273,-82.4308',
};
let pointId = 0;

describe('billing points (spec 001 §5 Billing point, §8 create/update)', () => {
  it('registers a point padded to 0002-005, numbering from 1', async () => {
    const response = await server
      .as(tokens.adm)
      .post('/api/admin/secuenciales/registro-secuencial', newPoint);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as { mensaje: string; secuencial: Point };
    expect(answer.mensaje).toBe('Punto de Facturación registrado.');
    expect(answer.secuencial).toMatchObject({
      codigoSucursal: '0002',
      puntoFacturacion: '005',
      secuencialFactura: '0000000000',
      estado: true,
    });
    pointId = answer.secuencial.idSecuencial;
    const page = (
      await server.as(tokens.adm).get(`/api/admin/secuenciales/${demoRuc}?sort=codigoSucursal,desc`)
    ).json() as { content: Point[] };
    expect(page.content[0]?.codigoSucursal).toBe('0002');
  });

  it('refuses a taken branch and point (409), bad codes and coordinates (400)', async () => {
    const duplicate = await server.as(tokens.adm).post('/api/admin/secuenciales/registro-secuencial', {
      ...newPoint,
      codigoSucursal: '0002',
    });
    expect(duplicate.statusCode).toBe(409);
    expect((duplicate.json() as ApiError).apierror.mensaje).toBe('El secuencial ya existe.');
    const invalid = await server.as(tokens.adm).post('/api/admin/secuenciales/registro-secuencial', {
      codigoSucursal: '12345',
      puntoFacturacion: '000',
      direccion: '',
      coordenadaSucursal: '95.0000,-79.5000',
    });
    expect(invalid.statusCode).toBe(400);
    const problems = Object.fromEntries(
      ((invalid.json() as ApiError).apierror.errores ?? []).map((p) => [p.campo, p.mensaje]),
    );
    expect(problems).toMatchObject({
      codigoSucursal: 'Ingrese solo números, máximo 4 dígitos.',
      puntoFacturacion: 'El punto de facturación no puede ser 000.',
      direccion: 'Es necesario.',
      coordenadaSucursal: 'La latitud debe estar entre -90 y 90 y la longitud entre -180 y 180.',
    });
  });

  it('lets only the company’s administrators manage points', async () => {
    expect((await server.as(tokens.int).get(`/api/admin/secuenciales/${demoRuc}`)).statusCode).toBe(403);
    expect((await server.as(tokens.foreignAdm).get(`/api/admin/secuenciales/${demoRuc}`)).statusCode).toBe(
      404,
    );
    const foreign = await server
      .as(tokens.foreignAdm)
      .put(`/api/admin/secuenciales/actualizar-secuencial/${pointId}`, newPoint);
    expect(foreign.statusCode).toBe(404);
    expect((foreign.json() as ApiError).apierror.mensaje).toBe(
      'No se encontró el punto de emisión a actualizar.',
    );
  });
});

describe('assignments and issuing from the assigned point', () => {
  it('assigns the point to a user once (409 for a second point) and the user issues from it, gapless', async () => {
    const users = (
      await server.as(tokens.adm).get(`/api/asignacion/secuencial/usuario/usuarios/${demoRuc}`)
    ).json() as {
      nombreUsuario: string;
    }[];
    expect(users.map((user) => user.nombreUsuario)).toContain('Carla Cajera');
    const points = (
      await server.as(tokens.adm).get(`/api/asignacion/secuencial/usuario/secuenciales/${demoRuc}`)
    ).json() as Point[];
    expect(points.map((point) => point.idSecuencial)).toContain(pointId);
    const assigned = await server
      .as(tokens.adm)
      .get(`/api/asignacion/secuencial/usuario/asignacion-secuencial-usuario/${cashierId}/${pointId}`);
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toEqual({ mensaje: 'Punto de Facturación asignado.' });
    const again = await server
      .as(tokens.adm)
      .get(
        `/api/asignacion/secuencial/usuario/asignacion-secuencial-usuario/${cashierId}/${points[0]?.idSecuencial ?? 0}`,
      );
    expect(again.statusCode).toBe(409);
    expect((again.json() as ApiError).apierror.mensaje).toBe(
      'El usuario seleccionado, ya se encuentra asignado a otro punto de facturación.',
    );

    const cashier = await server.login('caja2@demo.facturar.test');
    for (const expected of ['0000000001', '0000000002']) {
      const response = await server
        .as(cashier)
        .post('/api/generacion/comprobantes', await demoInvoiceBody(server.ctx.db));
      expect(response.statusCode, response.body).toBe(200);
      const { cufe } = response.json() as { cufe: string };
      await findIssuedDocument(server, cashier, cufe);
      const numbered = await server.ctx.db
        .selectFrom('documents')
        .select(['branch_code', 'point_code', 'number'])
        .where('cufe', '=', cufe)
        .executeTakeFirstOrThrow();
      expect(
        `${numbered.branch_code}-${numbered.point_code}-${String(numbered.number).padStart(10, '0')}`,
      ).toBe(`0002-005-${expected}`);
    }
    const page = (await server.as(tokens.adm).get(`/api/admin/secuenciales/${demoRuc}`)).json() as {
      content: Point[];
    };
    expect(page.content.find((point) => point.idSecuencial === pointId)?.secuencialFactura).toBe(
      '0000000002',
    );
  });

  it('keeps a numbered point’s codes, and a closed point cannot issue', async () => {
    const recoded = await server
      .as(tokens.adm)
      .put(`/api/admin/secuenciales/actualizar-secuencial/${pointId}`, {
        ...newPoint,
        puntoFacturacion: '6',
      });
    expect(recoded.statusCode).toBe(400);
    const closed = await server
      .as(tokens.adm)
      .put(`/api/admin/secuenciales/actualizar-secuencial/${pointId}`, {
        ...newPoint,
        estado: false,
        direccion: 'Sucursal David (cerrada)',
      });
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({
      mensaje: 'Punto de emisión editado.',
      secuencial: { estado: false, secuencialFactura: '0000000002' },
    });
    const cashier = await server.login('caja2@demo.facturar.test');
    const refused = await server
      .as(cashier)
      .post('/api/generacion/comprobantes', await demoInvoiceBody(server.ctx.db));
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);
    expect(refused.body).toContain('No tiene asignado un punto de facturación');
    const reopened = await server
      .as(tokens.adm)
      .put(`/api/admin/secuenciales/actualizar-secuencial/${pointId}`, {
        ...newPoint,
        estado: true,
      });
    expect(reopened.statusCode).toBe(200);
  });

  it('lists and removes the assignment, naming the point and the user', async () => {
    const page = (
      await server
        .as(tokens.adm)
        .get(`/api/asignacion/secuencial/usuario/${demoRuc}?sort=idAsignacionSecuencialUsuario,desc`)
    ).json() as {
      content: {
        idAsignacionSecuencialUsuario: number;
        asignacionEmpresaUsuario: { nombreUsuario: string };
      }[];
    };
    const assignment = page.content.find(
      (row) => row.asignacionEmpresaUsuario.nombreUsuario === 'Carla Cajera',
    );
    const removal = `/api/asignacion/secuencial/usuario/quitar-asignacion-secuencial-usuario/${
      assignment?.idAsignacionSecuencialUsuario ?? 0
    }`;
    expect((await server.as(tokens.foreignAdm).get(removal)).statusCode).toBe(404);
    const removed = await server.as(tokens.adm).get(removal);
    expect(removed.json()).toEqual({
      mensaje: 'Se eliminó la asignación del punto 0002-005 al usuario Carla Cajera.',
    });
    expect((await server.as(tokens.adm).get(removal)).statusCode).toBe(404);
    expect(
      (
        await server
          .as(tokens.adm)
          .get(`/api/asignacion/secuencial/usuario/asignacion-secuencial-usuario/999999/${pointId}`)
      ).statusCode,
    ).toBe(404);
  });
});
