import { describe, expect, it } from 'vitest';
import { createTestCompany, otherCompany } from '../../../test/support/test-companies.ts';
import { serveTestServer, signInForTests } from '../../../test/support/test-server.ts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';

const server = serveTestServer();
const tokens = signInForTests(server, {
  int: 'int@demo.facturar.test',
  foreignAdm: () => createTestCompany(server.ctx.db, otherCompany),
});

type ApiError = { apierror: { mensaje: string; errores?: { campo: string; mensaje: string }[] } };
type Answer = { mensaje: string; producto: { idProducto: number } & Record<string, unknown> };

const cement = {
  codigoPrincipal: 'CEM-42',
  codigoAuxiliar: '7451234',
  descripcion: 'Cemento gris 42.5 kg',
  precioUnitario: '8.750000',
  codigoItbms: '01',
  gtincomercializacion: '7451234567890',
  codigoUnidadMedida: 'kg',
  codificacionBienesServicios: { codigo: '3011' },
  estado: true,
};

describe('products and services (spec 001 §5 Product, §8 Product add/edit)', () => {
  it('registers a product with its unit and CPBS family, first in the list', async () => {
    const response = await server.as(tokens.int).post('/api/admin/productos/registro-producto', cement);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      mensaje: 'Producto/Servicio Agregado',
      producto: {
        codigoPrincipal: 'CEM-42',
        precioUnitario: '8.75',
        unidadMedida: { idMedida: 4, simbolo: 'kg' },
        codificacionBienesServicios: { codigo: '3011', padreCodificacion: '30' },
      },
    });
    const page = (
      await server.as(tokens.int).get(`/api/admin/productos/${demoRuc}?page=0&size=15&sort=idProducto,desc`)
    ).json() as {
      content: { codigoPrincipal: string }[];
    };
    expect(page.content[0]?.codigoPrincipal).toBe('CEM-42');
  });

  it('refuses a main code the company already has (409)', async () => {
    const response = await server.as(tokens.int).post('/api/admin/productos/registro-producto', cement);
    expect(response.statusCode).toBe(409);
    expect((response.json() as ApiError).apierror.mensaje).toBe(
      'El Código principal ya está asignado a otro producto.',
    );
    expect(
      (await server.as(tokens.foreignAdm).post('/api/admin/productos/registro-producto', cement)).statusCode,
    ).toBe(200);
  });

  it('checks price, GTINs, unit and CPBS with Spanish messages (400)', async () => {
    const response = await server.as(tokens.int).post('/api/admin/productos/registro-producto', {
      ...cement,
      codigoPrincipal: 'X-1',
      precioUnitario: '123456789012345',
      gtinInventario: '12ab',
      codigoUnidadMedida: 'zz',
      codificacionBienesServicios: { codigo: '9999' },
    });
    expect(response.statusCode).toBe(400);
    const problems = Object.fromEntries(
      ((response.json() as ApiError).apierror.errores ?? []).map((problem) => [
        problem.campo,
        problem.mensaje,
      ]),
    );
    expect(problems).toMatchObject({
      precioUnitario: 'Ingrese un valor mayor 0 y máximo 14 dígitos',
      gtinInventario: 'Solo ingrese números, máximo 14 dígitos.',
      codigoUnidadMedida: 'Seleccione una unidad de medida de la lista.',
    });
    const decimals = await server.as(tokens.int).post('/api/admin/productos/registro-producto', {
      ...cement,
      codigoPrincipal: 'X-2',
      precioUnitario: '1.1234567',
    });
    expect(decimals.statusCode).toBe(400);
    const cpbs = await server.as(tokens.int).post('/api/admin/productos/registro-producto', {
      ...cement,
      codigoPrincipal: 'X-3',
      codificacionBienesServicios: { codigo: '9999' },
    });
    expect((cpbs.json() as ApiError).apierror.mensaje).toBe(
      'Seleccione una familia de bienes y servicios de la lista.',
    );
  });

  it('edits everything but the main code; an inactive product leaves the emission search', async () => {
    const found = (
      await server.as(tokens.int).get(`/api/admin/productos/buscar/${demoRuc}?parametroBusqueda=CEM-42`)
    ).json() as {
      idProducto: number;
    }[];
    const id = found[0]?.idProducto ?? 0;
    const response = await server.as(tokens.int).put(`/api/admin/productos/actualizar-producto/${id}`, {
      ...cement,
      codigoPrincipal: 'OTRO',
      precioUnitario: '9.1',
      estado: false,
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Answer).producto).toMatchObject({
      codigoPrincipal: 'CEM-42',
      precioUnitario: '9.10',
      estado: false,
    });
    expect(
      (
        await server.as(tokens.int).get(`/api/admin/productos/buscar/${demoRuc}?parametroBusqueda=CEM-42`)
      ).json(),
    ).toEqual([]);
    const all = (
      await server
        .as(tokens.int)
        .get(`/api/admin/productos/buscar/${demoRuc}?parametroBusqueda=CEM-42&incluirInactivos=true`)
    ).json() as unknown[];
    expect(all).toHaveLength(1);
    const foreign = await server
      .as(tokens.foreignAdm)
      .put(`/api/admin/productos/actualizar-producto/${id}`, cement);
    expect(foreign.statusCode).toBe(404);
    expect((foreign.json() as ApiError).apierror.mensaje).toBe(
      'No se encontró el producto que se va a actualizar.',
    );
    expect(
      (await server.as(tokens.int).put('/api/admin/productos/actualizar-producto/2000000', cement))
        .statusCode,
    ).toBe(404);
  });

  it('keeps the list to the company and answers its lookups', async () => {
    expect((await server.as(tokens.foreignAdm).get(`/api/admin/productos/${demoRuc}`)).statusCode).toBe(404);
    expect(
      (await server.as(tokens.int).get(`/api/admin/productos/${demoRuc}?sort=descripcion,asc`)).statusCode,
    ).toBe(400);
    const measures = (await server.as(tokens.int).get('/api/admin/unidadMedida/buscar/medida')).json() as {
      medida: string;
    }[];
    expect(measures.map((measure) => measure.medida)).toContain('Masa');
    const families = (
      await server.as(tokens.int).get('/api/admin/unidadMedida/buscar/familiaMedida/4')
    ).json() as {
      idFamiliaMedida: number;
      nombre: string;
    }[];
    expect(families[0]).toEqual({ idFamiliaMedida: 10, nombre: 'Sistema métrico' });
    const units = (
      await server.as(tokens.int).get('/api/admin/unidadMedida/buscar/unidadMedida/10')
    ).json() as {
      simbolo: string;
    }[];
    expect(units.map((unit) => unit.simbolo)).toContain('kg');
    const segments = (
      await server.as(tokens.int).get('/api/admin/bienesServicios/buscar/segmento')
    ).json() as {
      codigo: string;
    }[];
    expect(segments.every((segment) => segment.codigo.length === 2)).toBe(true);
    const cpbs = (await server.as(tokens.int).get('/api/admin/bienesServicios/buscar/familia/30')).json() as {
      codigo: string;
      padreCodificacion: string;
    }[];
    expect(cpbs.length).toBeGreaterThan(0);
    expect(cpbs.every((family) => family.codigo.startsWith('30') && family.padreCodificacion === '30')).toBe(
      true,
    );
  });
});
