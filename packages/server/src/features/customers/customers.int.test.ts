import { describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { computeRucDv } from '@facturar/domain';
import { createTestCompany, otherCompany } from '../../../test/support/test-companies.ts';
import { serveTestServer, signInForTests } from '../../../test/support/test-server.ts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';

const server = serveTestServer();
const tokens = signInForTests(server, {
  adm: 'adm@demo.facturar.test',
  int: 'int@demo.facturar.test',
  foreignAdm: () => createTestCompany(server.ctx.db, otherCompany),
});

type Answer = { mensaje: string; cliente: Record<string, unknown> & { idAsignacionEmpresaCliente: number } };
type ApiError = { apierror: { mensaje: string; errores?: { campo: string; mensaje: string }[] } };

const localCustomer = {
  tipoReceptor: '01',
  idCliente: '155712345-2-2020',
  digitoVerificador: '50',
  tipoContribuyente: '2',
  nombres: 'Ferretería & Materiales Chiriquí, S.A.',
  correoCliente: 'compras@ferrechiriqui.test',
  direccion: 'Avenida Obaldía, David',
  telefono: '775-1234',
  paisReceptor: 'PA',
  ubicacionGeografica: { idUbicacionGeografica: '4-6-1' },
  coordenadasSucursal: '8.427000,-82.430000',
};

const foreignCustomer = {
  tipoReceptor: '04',
  idCliente: 'P-ES-4455667',
  nombres: 'Importadora Ibérica, S.L.',
  correoCliente: 'pagos@iberica.test',
  paisReceptor: 'ZZZ',
  paisReceptorDesc: 'Islas Canarias',
  identificacionExtranjera: 'B-76543210',
};

function register(body: unknown, token = tokens.adm) {
  return server.as(token).post('/api/admin/clientes/registro-cliente', body as object);
}

/** The first problem of each field, as the form shows it. */
function problemsOf(body: unknown): Record<string, string> {
  const problems = (body as ApiError).apierror.errores ?? [];
  return Object.fromEntries(problems.toReversed().map((problem) => [problem.campo, problem.mensaje]));
}

function dvOf(ruc: string): string {
  const computed = computeRucDv(ruc, 'juridica');
  if (!computed.ok) throw new Error(`${ruc} has no DV`);
  return computed.value;
}

async function sandboxRegistry(entry: object) {
  const response = await fetch(`${server.sandbox.url}/admin/taxpayers`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(entry),
  });
  expect(response.status).toBe(200);
}

describe('customer registration (spec 001 §5 New customer, §8 Add customer)', () => {
  it('stores a local customer whose DV the DGI algorithm gives, without the ampersand, first in the list', async () => {
    const before = (await server.as(tokens.adm).get(`/api/admin/clientes/${demoRuc}`)).json() as {
      totalElements: number;
    };
    const response = await register(localCustomer, tokens.int);
    expect(response.statusCode).toBe(200);
    const answer = response.json() as Answer;
    expect(answer.mensaje).toBe('Ferretería Materiales Chiriquí, S.A. agregado como cliente.');
    expect(answer.cliente).toMatchObject({
      cliente: { idCliente: '155712345-2-2020', tipoReceptor: '01', tipoContribuyente: '2' },
      digitoVerificador: '50',
      ubicacionGeografica: { idUbicacionGeografica: '4-6-1', nombre: 'CHIRIQUI / DAVID / DAVID (CABECERA)' },
      fechaRegistro: expect.any(String),
    });
    const list = await server.as(tokens.adm).get(`/api/admin/clientes/${demoRuc}?page=0&size=15`);
    const page = list.json() as { content: { nombres: string }[]; totalElements: number };
    expect(page.content[0]?.nombres).toBe('Ferretería Materiales Chiriquí, S.A.');
    expect(page.totalElements).toBe(before.totalElements + 1);
  });

  it('refuses the same identification twice with 409', async () => {
    const response = await register(localCustomer);
    expect(response.statusCode).toBe(409);
    expect((response.json() as ApiError).apierror.mensaje).toBe('El cliente ya existe.');
  });

  it('stores a foreign customer of a country not in the list (ZZZ kept as the DGI’s ZZ)', async () => {
    const response = await register(foreignCustomer);
    expect(response.statusCode).toBe(200);
    expect((response.json() as Answer).cliente).toMatchObject({
      cliente: { tipoReceptor: '04', tipoContribuyente: null },
      digitoVerificador: null,
      ubicacionGeografica: null,
      paisReceptor: 'ZZ',
      paisReceptorDesc: 'Islas Canarias',
    });
  });

  it('applies the receiver-type rules with Spanish messages (400)', async () => {
    const cases: [object, Record<string, string>][] = [
      [
        { ...localCustomer, idCliente: '8-765-4321', digitoVerificador: '3', ubicacionGeografica: undefined },
        {
          digitoVerificador: 'El dígito verificador debe tener exactamente 2 dígitos.',
          ubicacionGeografica: 'La ubicación geográfica es necesaria.',
        },
      ],
      [
        { ...localCustomer, tipoContribuyente: '', paisReceptor: 'US' },
        {
          tipoContribuyente: 'Seleccione el tipo de contribuyente.',
          paisReceptor: 'El país de un receptor local debe ser Panamá (PA).',
        },
      ],
      [
        { ...foreignCustomer, digitoVerificador: '12', tipoContribuyente: '1', paisReceptor: 'PA' },
        {
          digitoVerificador: 'El cliente extranjero no lleva dígito verificador.',
          tipoContribuyente: 'El cliente extranjero no lleva tipo de contribuyente.',
          paisReceptor: 'Seleccione un país distinto de Panamá.',
        },
      ],
      [
        { ...foreignCustomer, paisReceptorDesc: '', ubicacionGeografica: { idUbicacionGeografica: '8-8-7' } },
        {
          paisReceptorDesc: 'Ingrese el nombre del país.',
          ubicacionGeografica: 'No ingresar la ubicación geográfica, el cliente es extranjero.',
        },
      ],
      [
        {
          ...localCustomer,
          telefono: '12345',
          coordenadasSucursal: '8.4,-82.43',
          correoCliente: 'no-es-correo',
        },
        {
          telefono: 'Ingrese entre 7 y 12 caracteres.',
          coordenadasSucursal:
            'Ingrese latitud,longitud con 4 a 6 decimales cada una (por ejemplo 9.003071,-79.501305).',
          correoCliente: 'El correo es inválido.',
        },
      ],
    ];
    for (const [body, expected] of cases) {
      const response = await register(body);
      expect(response.statusCode).toBe(400);
      expect(problemsOf(response.json())).toMatchObject(expected);
    }
  });

  it('accepts a DV the algorithm does not give when the PAC’s RUC registry confirms it', async () => {
    // An old registration whose registry DV is not the algorithm's (the algorithm gives 03).
    await sandboxRegistry({ ruc: '8-765-4321', taxpayerType: 1, dv: '17', name: 'Rosa Delgado Vega' });
    const response = await register({
      ...localCustomer,
      idCliente: '8-765-4321',
      digitoVerificador: '17',
      tipoContribuyente: '1',
      nombres: 'Rosa Delgado Vega',
    });
    expect(response.statusCode).toBe(200);
  });

  it('stores a taxpayer the DGI’s registry does not know and warns at once', async () => {
    const response = await register({
      ...localCustomer,
      idCliente: '155699999-2-2019',
      digitoVerificador: dvOf('155699999-2-2019'),
      nombres: 'Comercial Sin Inscripción, S.A.',
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as Answer & { advertencia?: string }).advertencia).toBe(
      'El RUC 155699999-2-2019 no está inscrito en la DGI: la DGI rechazaría los documentos emitidos a este ' +
        'cliente mientras no lo esté.',
    );
  });

  it('refuses with 406 a DV neither the algorithm nor the registry confirms, storing nothing', async () => {
    const response = await register({
      ...localCustomer,
      idCliente: '155700001-2-2021',
      digitoVerificador: '44',
    });
    expect(response.statusCode).toBe(406);
    expect((response.json() as ApiError).apierror.mensaje).toBe(
      'El dígito verificador 44 no corresponde al RUC 155700001-2-2021 según el algoritmo de la DGI ni según ' +
        'su registro de contribuyentes: la DGI rechazaría todo documento emitido a este cliente.',
    );
    expect(
      (await register({ ...localCustomer, idCliente: '155700001-2-2021', digitoVerificador: '43' }))
        .statusCode,
    ).toBe(200);
  });

  it('answers 503 and stores nothing when the registry cannot be asked', async () => {
    server.sandbox.setFault({ mode: 'unavailable', services: ['feConsRucDV'] });
    try {
      const response = await register({
        ...localCustomer,
        idCliente: '155799999-2-2021',
        digitoVerificador: '00',
      });
      expect(response.statusCode).toBe(503);
      expect((response.json() as ApiError).apierror.mensaje).toBe(
        'No se pudo confirmar el dígito verificador con el registro de contribuyentes de la DGI. ' +
          'Intente de nuevo en unos minutos.',
      );
    } finally {
      server.sandbox.clearFault();
    }
  });

  it('registers the customer also as a provider once; a second time is information (409)', async () => {
    const body = {
      ...localCustomer,
      idCliente: '155612345-2-2016',
      digitoVerificador: '20',
      nombres: 'Contadores',
    };
    expect((await register(body)).statusCode).toBe(200);
    const asProvider = () =>
      server.as(tokens.adm).post('/api/admin/proveedores/registro-proveedor/4-6-1', body);
    const first = await asProvider();
    expect(first.statusCode).toBe(200);
    expect((first.json() as Answer).mensaje).toBe('Proveedor almacenado.');
    const second = await asProvider();
    expect(second.statusCode).toBe(409);
    expect((second.json() as ApiError).apierror.mensaje).toBe(
      'Contadores ya estaba registrado como proveedor/a.',
    );
  });

  it('keeps each company’s customers to itself', async () => {
    expect(
      (await register({ ...localCustomer, idEmpresa: demoRuc, idCliente: '4-123-456' }, tokens.foreignAdm))
        .statusCode,
    ).toBe(404);
    const list = await server.as(tokens.foreignAdm).get(`/api/admin/clientes/${demoRuc}`);
    expect(list.statusCode).toBe(404);
    // The same identification is another company's own customer.
    expect((await register(localCustomer, tokens.foreignAdm)).statusCode).toBe(200);
    expect((await register(localCustomer)).statusCode).toBe(409);
  });

  it('lists 15 per page by default, and refuses an order the list does not have', async () => {
    const page = (await server.as(tokens.adm).get(`/api/admin/clientes/${demoRuc}`)).json() as {
      content: unknown[];
      number: number;
    };
    expect(page.number).toBe(0);
    expect(page.content.length).toBeLessThanOrEqual(15);
    const sorted = await server.as(tokens.adm).get(`/api/admin/clientes/${demoRuc}?sort=nombres,asc`);
    expect(sorted.statusCode).toBe(400);
  });
});

describe('customer edit (spec 001 §5 Customer edit, §8 Edit customer)', () => {
  async function customerNamed(name: string) {
    const found = (
      await server
        .as(tokens.adm)
        .get(`/api/admin/clientes/buscar/${demoRuc}?parametroBusqueda=${encodeURIComponent(name)}`)
    ).json() as Answer['cliente'][];
    const customer = found[0];
    if (!customer) throw new Error(`no customer ${name}`);
    return customer;
  }

  function update(id: number, body: object, token = tokens.adm) {
    return server.as(token).put(`/api/admin/clientes/actualizar-cliente/${id}`, body);
  }

  it('changes the contact data and location, never the identity', async () => {
    const customer = await customerNamed('Distribuidora del Canal');
    expect(customer).toMatchObject({
      ubicacionGeografica: expect.any(Object),
      fechaRegistro: expect.any(String),
    });
    const response = await update(customer.idAsignacionEmpresaCliente, {
      idAsignacionEmpresaCliente: customer.idAsignacionEmpresaCliente,
      nombres: 'Distribuidora del Canal, S.A.',
      correo: 'cuentas@distcanal.test',
      telefono: '6612-3456',
      direccion: 'Calle 50, Obarrio',
      cliente: { tipoReceptor: '01', idCliente: 'OTRO-RUC' },
      ubicacionGeografica: { idUbicacionGeografica: '8-8-9' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      mensaje: 'Cliente editado.',
      cliente: {
        correo: 'cuentas@distcanal.test',
        cliente: { idCliente: '155601234-2-2015' },
        ubicacionGeografica: { idUbicacionGeografica: '8-8-9' },
      },
    });
  });

  it('requires the location of a local customer and forbids it for a foreign one', async () => {
    const local = await customerNamed('Distribuidora del Canal');
    const missing = await update(local.idAsignacionEmpresaCliente, {
      nombres: 'Distribuidora del Canal, S.A.',
      correo: 'cuentas@distcanal.test',
      cliente: { tipoReceptor: '01' },
    });
    expect(missing.statusCode).toBe(400);
    expect(problemsOf(missing.json())).toEqual({
      ubicacionGeografica: 'La ubicación geográfica es necesaria.',
    });
    const foreign = await customerNamed('Global Imports');
    const located = await update(foreign.idAsignacionEmpresaCliente, {
      nombres: 'Global Imports LLC',
      correo: 'ap@globalimports.test',
      cliente: { tipoReceptor: '04' },
      ubicacionGeografica: { idUbicacionGeografica: '8-8-7' },
    });
    expect(located.statusCode).toBe(400);
    expect(problemsOf(located.json())).toEqual({
      ubicacionGeografica: 'No ingresar la ubicación geográfica, el cliente es extranjero.',
    });
  });

  it('answers 404 for an unknown customer and for another company’s', async () => {
    const body = { nombres: 'X', correo: 'x@x.test', cliente: { tipoReceptor: '04' } };
    const unknown = await update(2_000_000, body);
    expect(unknown.statusCode).toBe(404);
    expect((unknown.json() as ApiError).apierror.mensaje).toBe('No se encontró el cliente a actualizar.');
    const foreign = await customerNamed('Global Imports');
    expect((await update(foreign.idAsignacionEmpresaCliente, body, tokens.foreignAdm)).statusCode).toBe(404);
  });
});

describe('the customer form’s catalogues', () => {
  it('lists every corregimiento with its province and district, and finds countries', async () => {
    const locations = (
      await server.as(tokens.int).get('/api/admin/ubicacionGeografica/unificada')
    ).json() as {
      idUbicacionGeografica: string;
      nombre: string;
    }[];
    expect(locations.length).toBeGreaterThan(600);
    expect(locations.find((location) => location.idUbicacionGeografica === '8-8-7')?.nombre).toBe(
      'PANAMA / PANAMA / BELLA VISTA',
    );
    const countries = (
      await server.as(tokens.int).get('/api/admin/pais/buscar?parametroBusqueda=esp')
    ).json();
    expect(countries).toContainEqual({ id: 'ES', codigo: 'ES', nombre: 'ESPAÑA' });
  });
});

describe('the customer list as a spreadsheet', () => {
  it('holds every customer of the company, newest first, and nobody else’s', async () => {
    const response = await server.as(tokens.int).get(`/api/admin/clientes/exportar/${demoRuc}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe('attachment; filename="Clientes.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(response.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Clientes');
    const rows = (sheet?.getSheetValues() ?? []).filter(Boolean) as unknown[][];
    expect(rows[0]?.slice(1, 3)).toEqual(['Identificación', 'DV']);
    const identifications = rows.slice(1).map((row) => row[1]);
    const list = (await server.as(tokens.int).get(`/api/admin/clientes/${demoRuc}?size=100`)).json() as {
      content: { cliente: { idCliente: string } }[];
    };
    expect(identifications).toEqual(list.content.map((row) => row.cliente.idCliente));
    const foreign = await server.as(tokens.foreignAdm).get(`/api/admin/clientes/exportar/${demoRuc}`);
    expect(foreign.statusCode).toBe(404);
  });
});
