import { describe, expect, it } from 'vitest';
import { serveTestServer, signInForTests } from '../../../test/support/test-server.ts';

const server = serveTestServer();
const tokens = signInForTests(server, { int: 'int@demo.facturar.test' });

describe('the emission form’s catalogues', () => {
  it('walks Panamá → Panamá → Bella Vista as the delivery-place pickers do', async () => {
    const provinces = (
      await server.as(tokens.int).get('/api/admin/ubicacionGeografica/provincia')
    ).json() as {
      idUbicacionGeografica: string;
      nombre: string;
    }[];
    expect(provinces).toContainEqual(
      expect.objectContaining({ idUbicacionGeografica: '8', nombre: 'PANAMA' }),
    );
    const districts = (
      await server.as(tokens.int).get('/api/admin/ubicacionGeografica/distrito/8')
    ).json() as {
      idUbicacionGeografica: string;
    }[];
    expect(districts.map((district) => district.idUbicacionGeografica)).toContain('8-8');
    const corregimientos = (
      await server.as(tokens.int).get('/api/admin/ubicacionGeografica/corregimiento/8/8')
    ).json();
    expect(corregimientos).toContainEqual({
      idUbicacionGeografica: '8-8-7',
      nombre: 'BELLA VISTA',
      secuencial: '8-8-7',
    });
  });

  it('finds currencies and incoterms by what the user types', async () => {
    expect(
      (await server.as(tokens.int).get('/api/admin/moneda/buscar?parametroBusqueda=USD')).json(),
    ).toContainEqual(expect.objectContaining({ codigo: 'USD' }));
    expect(
      (await server.as(tokens.int).get('/api/admin/incoterms/buscar?parametroBusqueda=fob')).json(),
    ).toContainEqual(expect.objectContaining({ condicion: 'FOB' }));
  });

  it('searches the company’s products from one character, without caring for accents', async () => {
    const found = (
      await server.as(tokens.int).get('/api/admin/productos/buscar/155596713-2-2015?parametroBusqueda=anejo')
    ).json() as { codigoPrincipal: string }[];
    expect(found.map((product) => product.codigoPrincipal)).toEqual(['BEB-750']);
    const blank = await server
      .as(tokens.int)
      .get('/api/admin/productos/buscar/155596713-2-2015?parametroBusqueda=');
    expect(blank.statusCode).toBe(400);
    const foreign = await server
      .as(tokens.int)
      .get('/api/admin/productos/buscar/155612345-2-2016?parametroBusqueda=a');
    expect(foreign.statusCode).toBe(404);
  });

  it('lists the CAFE templates for the template pickers', async () => {
    const templates = (await server.as(tokens.int).get('/api/v1/cafe/buscar/155596713-2-2015/01')).json();
    expect(templates).toEqual([
      { plantillaCafe: { codigo: '01', nombre: 'Estándar carta' } },
      { plantillaCafe: { codigo: '02', nombre: 'Rollo 80 mm' } },
    ]);
  });
});
