import { beforeAll, describe, expect, it } from 'vitest';
import { serveTestServer } from '../../../test/support/test-server.ts';

let token: string;
const server = serveTestServer();

beforeAll(async () => {
  token = await server.login('int@demo.facturar.test');
});

type Found = { nombres: string; cliente: { tipoReceptor: string } }[];

describe('the emission form’s client search', () => {
  it('finds the company’s clients by name or identification, without caring for accents', async () => {
    const byName = (
      await server.as(token).get('/api/admin/clientes/buscar/155596713-2-2015?parametroBusqueda=jose')
    ).json() as Found;
    expect(byName.map((customer) => customer.nombres)).toEqual(['José Rodríguez Batista']);
    const byId = (
      await server.as(token).get('/api/admin/clientes/buscar/155596713-2-2015?parametroBusqueda=155601234')
    ).json();
    expect(byId).toEqual([
      expect.objectContaining({
        nombres: 'Distribuidora del Canal, S.A.',
        digitoVerificador: expect.any(String),
        cliente: expect.objectContaining({ idCliente: '155601234-2-2015', tipoReceptor: '01' }),
      }),
    ]);
  });

  it('looks only among foreign clients for the export invoice', async () => {
    const all = (
      await server.as(token).get('/api/admin/clientes/buscar/155596713-2-2015?parametroBusqueda=a')
    ).json() as Found;
    const foreign = (
      await server.as(token).get('/api/admin/clientes/buscar/extranjero/155596713-2-2015?parametroBusqueda=a')
    ).json() as Found;
    expect(all.length).toBeGreaterThan(foreign.length);
    expect(foreign.map((customer) => customer.nombres)).toContain('Global Imports LLC');
    expect(foreign.every((customer) => customer.cliente.tipoReceptor === '04')).toBe(true);
  });

  it('refuses an empty term and another company’s clients', async () => {
    expect(
      (await server.as(token).get('/api/admin/clientes/buscar/155596713-2-2015?parametroBusqueda='))
        .statusCode,
    ).toBe(400);
    expect(
      (await server.as(token).get('/api/admin/clientes/buscar/155612345-2-2016?parametroBusqueda=a'))
        .statusCode,
    ).toBe(404);
  });
});
