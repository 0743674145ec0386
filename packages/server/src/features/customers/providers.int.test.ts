import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { createTestCompany, otherCompany } from '../../../test/support/test-companies.ts';
import { serveTestServer, signInForTests } from '../../../test/support/test-server.ts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';

const server = serveTestServer();
const tokens = signInForTests(server, {
  adm: 'adm@demo.facturar.test',
  foreignAdm: () => createTestCompany(server.ctx.db, otherCompany),
});

type ApiError = { apierror: { mensaje: string; errores?: { campo: string; mensaje: string }[] } };
type Row = { idAsignacionEmpresaCliente: number; nombres: string; cliente: { idCliente: string } };

const supplier = {
  tipoDocumento: 'C',
  tipoReceptor: '01',
  idCliente: '155712345-2-2020',
  digitoVerificador: '50',
  tipoContribuyente: '2',
  nombres: 'Suministros & Equipos del Istmo, S.A.',
  correoCliente: 'ventas@suministros.test',
  direccion: 'Vía Transístmica, Panamá',
  telefono: '261-4400',
  paisReceptor: 'PA',
  ubicacionGeografica: { idUbicacionGeografica: '8-8-7' },
};

describe('providers (spec 001 §5 Provider, §8 Provider create/update)', () => {
  it('registers a provider, lists and finds it, and refuses it twice', async () => {
    const response = await server.as(tokens.adm).post('/api/admin/proveedores/registro-proveedor', supplier);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      mensaje: 'Proveedor almacenado.',
      cliente: { nombres: 'Suministros Equipos del Istmo, S.A.' },
    });
    const page = (await server.as(tokens.adm).get(`/api/admin/proveedores/${demoRuc}`)).json() as {
      content: Row[];
    };
    expect(page.content[0]?.cliente.idCliente).toBe('155712345-2-2020');
    const found = (
      await server
        .as(tokens.adm)
        .get(`/api/admin/proveedores/buscar/${demoRuc}?parametroBusqueda=equipos%20del%20istmo`)
    ).json() as Row[];
    expect(found.map((row) => row.nombres)).toEqual(['Suministros Equipos del Istmo, S.A.']);
    // A provider is not a customer until registered as one.
    expect(
      (
        await server
          .as(tokens.adm)
          .get(`/api/admin/clientes/buscar/${demoRuc}?parametroBusqueda=equipos%20del%20istmo`)
      ).json(),
    ).toEqual([]);
    const again = await server.as(tokens.adm).post('/api/admin/proveedores/registro-proveedor', supplier);
    expect(again.statusCode).toBe(409);
    expect((again.json() as ApiError).apierror.mensaje).toBe('El proveedor ya existe.');
  });

  it('copies a passport number to the foreign identification', async () => {
    const response = await server.as(tokens.adm).post('/api/admin/proveedores/registro-proveedor', {
      tipoDocumento: 'P',
      tipoReceptor: '04',
      idCliente: 'X1234567',
      nombres: 'Jean Dupont',
      correoCliente: 'jean@dupont.test',
      paisReceptor: 'FR',
    });
    expect(response.statusCode).toBe(200);
    const stored = await server.ctx.db
      .selectFrom('customers')
      .select(['foreign_identification', 'is_provider', 'is_customer'])
      .where('identification', '=', 'X1234567')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({ foreign_identification: 'X1234567', is_provider: true, is_customer: false });
  });

  it('edits a provider with its own messages, and only the company’s own', async () => {
    const page = (await server.as(tokens.adm).get(`/api/admin/proveedores/${demoRuc}`)).json() as {
      content: Row[];
    };
    const id =
      page.content.find((row) => row.cliente.idCliente === '155712345-2-2020')?.idAsignacionEmpresaCliente ??
      0;
    const invalid = await server.as(tokens.adm).put(`/api/admin/proveedores/actualizar-proveedor/${id}`, {
      nombres: '<b>',
      correo: '',
      telefono: '1',
    });
    expect(invalid.statusCode).toBe(400);
    const problems = Object.fromEntries(
      ((invalid.json() as ApiError).apierror.errores ?? []).toReversed().map((p) => [p.campo, p.mensaje]),
    );
    expect(problems).toEqual({
      nombres: 'No ingrese caracteres especiales.',
      correo: 'El correo es necesario.',
      telefono: 'Ingrese entre 7 y 12 caracteres.',
    });
    const edited = await server.as(tokens.adm).put(`/api/admin/proveedores/actualizar-proveedor/${id}`, {
      nombres: 'Suministros del Istmo, S.A.',
      correo: 'compras@suministros.test',
      telefono: '6123-4567',
    });
    expect(edited.json()).toMatchObject({
      mensaje: 'Proveedor editado.',
      cliente: { nombres: 'Suministros del Istmo, S.A.' },
    });
    const foreign = await server
      .as(tokens.foreignAdm)
      .put(`/api/admin/proveedores/actualizar-proveedor/${id}`, { nombres: 'X', correo: 'x@x.test' });
    expect(foreign.statusCode).toBe(404);
    expect((foreign.json() as ApiError).apierror.mensaje).toBe('No se encontró el proveedor a actualizar.');
    expect((await server.as(tokens.foreignAdm).get(`/api/admin/proveedores/${demoRuc}`)).statusCode).toBe(
      404,
    );
  });

  it('keeps each list’s count exact as a provider becomes a customer and rows come and go in bulk', async () => {
    const db = server.ctx.db;
    const shown = async () =>
      Promise.all(
        ['clientes', 'proveedores', 'productos'].map(
          async (list) =>
            (
              (await server.as(tokens.adm).get(`/api/admin/${list}/${demoRuc}?page=0&size=15`)).json() as {
                totalElements: number;
              }
            ).totalElements,
        ),
      );
    const counted = async () => {
      const { rows } = await sql<{ customers: string; providers: string; products: string }>`
        select (select count(*) from customers where company_ruc = ${demoRuc} and is_customer) as customers,
          (select count(*) from customers where company_ruc = ${demoRuc} and is_provider) as providers,
          (select count(*) from products where company_ruc = ${demoRuc}) as products`.execute(db);
      return [Number(rows[0]?.customers), Number(rows[0]?.providers), Number(rows[0]?.products)];
    };
    const [customersBefore = 0, providersBefore = 0] = await shown();
    expect(await shown()).toEqual(await counted());
    // The provider of the first test registered as a customer too: one row, now in both lists.
    const asCustomer = await server.as(tokens.adm).post('/api/admin/clientes/registro-cliente', {
      ...supplier,
      nombres: 'Suministros del Istmo, S.A.',
    });
    expect(asCustomer.statusCode).toBe(200);
    expect(await shown()).toEqual([customersBefore + 1, providersBefore, expect.any(Number)]);
    // Rows loaded and removed by the hundred (an import, a clean-up) move the counts by as many.
    await sql`
      insert into products (company_ruc, main_code, description, unit_price, itbms_code, unit_code, active)
      select ${demoRuc}, 'BULK' || i, 'Producto ' || i, 1, '01', 'und', true from generate_series(1, 120) as i`.execute(
      db,
    );
    await db.deleteFrom('products').where('main_code', 'like', 'BULK1%').execute();
    await db
      .updateTable('customers')
      .set({ is_customer: false })
      .where('company_ruc', '=', demoRuc)
      .where('identification', '=', supplier.idCliente)
      .execute();
    expect(await shown()).toEqual(await counted());
    expect((await shown())[0]).toBe(customersBefore);
  });
});
