import { beforeAll, describe, expect, it } from 'vitest';
import type { VoucherRow } from '@facturar/contracts';
import { demoInvoiceBody, demoRuc } from '../../../test/support/demo-invoice.ts';
import { decodeClaims, serveTestServer } from '../../../test/support/test-server.ts';
import { issueDocument, waitForDocument } from '../../../test/support/issued-documents.ts';
import { createStoredDocuments, type StoredDocument } from '../../../test/support/stored-documents.ts';

let token: string;

type Page = {
  content: VoucherRow[];
  numberOfElements: number;
  number: number;
  totalPages: number;
  totalElements: number;
};

const authorised: StoredDocument[] = Array.from({ length: 23 }, (_, index) => ({
  status: 'AUT',
  number: 5001 + index,
  // One a day from 1 March 2025, at noon in Panama.
  issuedAt: new Date(Date.UTC(2025, 2, 1 + index, 17)).toISOString(),
  docType: index % 3 === 0 ? '04' : '01',
  cafeDelivery: index % 2 === 0 ? '3' : '1',
  receiverName: index < 3 ? 'Ferretería El Tornillo' : 'Distribuidora del Canal, S.A.',
  receiverIdentification: index < 3 ? '8-123-456' : '155601234-2-2015',
  resultCode: '0260',
  resultMessage: 'Autorizado el uso de la FE',
}));

const server = serveTestServer();

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
  await createStoredDocuments(server.ctx.db, demoRuc, [
    ...authorised,
    { status: 'AUT', number: 5100, issuedAt: '2026-01-15T15:00:00.000Z', receiverName: 'Cliente 2026' },
    {
      status: 'NAU',
      number: 5200,
      issuedAt: '2025-04-02T15:00:00.000Z',
      resultCode: '1002',
      resultMessage: 'Rechazo: CUFE inválido',
      resultDetails: 'EL DÍGITO VERIFICADOR NO CORRESPONDE',
    },
    {
      status: 'PEN',
      number: 5300,
      issuedAt: '2025-05-01T15:00:00.000Z',
      pendingState: 4,
      resultMessage: 'a',
    },
    {
      status: 'PEN',
      number: 5301,
      issuedAt: '2025-05-02T15:00:00.000Z',
      pendingState: 5,
      resultMessage: 'b',
    },
    {
      status: 'PEN',
      number: 5302,
      issuedAt: '2025-05-03T15:00:00.000Z',
      pendingState: 11,
      resultMessage: 'c',
    },
    { status: 'ANU', number: 5400, issuedAt: '2025-06-01T15:00:00.000Z' },
  ]);
});

async function page(url: string): Promise<Page> {
  const response = await server.as(token).get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Page;
}

function numbers(result: Page): number[] {
  return result.content.map((row) => row.comprobanteElectronico.secuencial);
}

async function searchError(query: string): Promise<string> {
  const response = await server.as(token).get(`/api/comprobantes/autorizados/busqueda/${demoRuc}?${query}`);
  expect(response.statusCode, response.body).toBe(400);
  return (response.json() as { apierror: { mensaje: string } }).apierror.mensaje;
}

describe('the issued-voucher lists', () => {
  it('shows each list only its own state, newest first, 15 rows by default', async () => {
    const aut = await page(`/api/comprobantes/autorizados/${demoRuc}`);
    expect(aut.totalElements).toBe(24);
    expect(aut.totalPages).toBe(2);
    expect(aut.numberOfElements).toBe(15);
    expect(numbers(aut).slice(0, 3)).toEqual([5100, 5023, 5022]);
    expect(new Set(aut.content.map((row) => row.comprobanteElectronico.estadoAutorizacion))).toEqual(
      new Set(['AUT']),
    );
    const first = aut.content[1]!;
    expect(first.comprobanteElectronico).toMatchObject({
      codigoSucursal: '0000',
      puntoFacturacion: '001',
      numeroFactura: '0000005023',
      valorTotal: '109.05',
      tipoComprobanteElectronico: {
        codigoComprobante: '01',
        nombreComprobante: 'Factura de Operación Interna',
      },
    });
    expect(first.receptor.razonSocial).toBe('Distribuidora del Canal, S.A.');

    const nau = await page(`/api/comprobantes/noautorizados/${demoRuc}`);
    expect(nau.totalElements).toBe(1);
    expect(nau.content[0]?.comprobanteElectronico).toMatchObject({
      estadoAutorizacion: 'NAU',
      codigoAutorizacion: '1002',
      mensajeAutorizacion: 'Rechazo: CUFE inválido',
      informacionAdicionalProceso: 'EL DÍGITO VERIFICADOR NO CORRESPONDE',
    });

    const pen = await page(`/api/comprobantes/pendientes/${demoRuc}`);
    expect(pen.content.map((row) => row.comprobanteElectronico.estadoAutorizacion)).toEqual(['11', '5', '4']);
    expect(pen.content.map((row) => row.comprobanteElectronico.mensajeProceso)).toEqual(['c', 'b', 'a']);

    const anu = await page(`/api/comprobantes/anulados/${demoRuc}`);
    expect(numbers(anu)).toEqual([5400]);
    expect(anu.content[0]?.comprobanteElectronico.estadoAutorizacion).toBe('ANU');
  });

  it('pages and sorts on request, and refuses a sort it does not know', async () => {
    const second = await page(`/api/comprobantes/autorizados/${demoRuc}?page=1&size=10`);
    expect(second.number).toBe(1);
    expect(second.totalPages).toBe(3);
    expect(numbers(second)).toEqual([5014, 5013, 5012, 5011, 5010, 5009, 5008, 5007, 5006, 5005]);
    const last = await page(`/api/comprobantes/autorizados/${demoRuc}?page=2&size=10`);
    expect(numbers(last)).toEqual([5004, 5003, 5002, 5001]);
    const oldest = await page(`/api/comprobantes/autorizados/${demoRuc}?size=3&sort=fechaEmision,asc`);
    expect(numbers(oldest)).toEqual([5001, 5002, 5003]);
    const byId = await page(
      `/api/comprobantes/autorizados/${demoRuc}?size=2&sort=idAsignacionComprobanteElectronico,asc`,
    );
    expect(numbers(byId)).toEqual([5001, 5002]);

    const response = await server
      .as(token)
      .get(`/api/comprobantes/autorizados/${demoRuc}?sort=receptor,desc`);
    expect(response.statusCode).toBe(400);
    expect(response.json().apierror.mensaje).toBe('El orden solicitado no es válido.');
  });

  it('answers 404 for another company, and serves the partner firm and the platform administrator', async () => {
    const partnerRuc = decodeClaims(await server.login('partner@facturar.test')).ruc as string;
    for (const path of [
      `/api/comprobantes/autorizados/${partnerRuc}`,
      `/api/comprobantes/noautorizados/${partnerRuc}`,
      `/api/comprobantes/pendientes/${partnerRuc}`,
      `/api/comprobantes/anulados/${partnerRuc}`,
      `/api/comprobantes/autorizados/busqueda/${partnerRuc}?codigoComprobante=01`,
      `/api/comprobantes/noautorizados/busqueda/${partnerRuc}?codigoComprobante=01`,
      `/api/comprobantes/pendientes/busqueda/${partnerRuc}?codigoComprobante=01`,
      `/api/comprobantes/anulados/busqueda/${partnerRuc}?codigoComprobante=01`,
    ]) {
      const response = await server.as(token).get(path);
      expect(response.statusCode, path).toBe(404);
      expect(response.json().apierror.mensaje).toBe('No se encontró la empresa.');
    }
    for (const username of ['partner@facturar.test', 'admin@facturar.test', 'int@demo.facturar.test']) {
      const response = await server
        .as(await server.login(username))
        .get(`/api/comprobantes/anulados/${demoRuc}`);
      expect(response.statusCode, username).toBe(200);
    }
    const anonymous = await server.request({
      method: 'GET',
      url: `/api/comprobantes/autorizados/${demoRuc}`,
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('the advanced search', () => {
  const search = (query: string) => page(`/api/comprobantes/autorizados/busqueda/${demoRuc}?${query}`);

  it('needs at least one parameter besides the year', async () => {
    expect(await searchError('')).toBe('Ingrese al menos un parámetro');
    expect(await searchError('anio=2025&parametroReceptor=%20%20')).toBe('Ingrese al menos un parámetro');
  });

  it('needs both dates, in order, at most 42 days apart, none after today', async () => {
    expect(await searchError('fechaInicio=2025-03-01')).toBe('Ingrese la fecha de inicio y la fecha de fin.');
    expect(await searchError('fechaInicio=2025-03-10&fechaFin=2025-03-01')).toBe(
      'La fecha de fin no puede ser anterior a la fecha de inicio.',
    );
    expect(await searchError('fechaInicio=2025-03-01&fechaFin=2025-04-13')).toBe(
      'El rango de fechas no puede superar los 42 días.',
    );
    expect(await searchError('fechaInicio=2025-02-30&fechaFin=2025-03-01')).toBe('Formato inválido.');
    expect(await searchError('fechaInicio=2099-01-01&fechaFin=2099-01-02')).toBe(
      'La fecha de inicio no puede ser posterior a la fecha actual.',
    );
    const today = new Date(Date.now() - 5 * 3_600_000).toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 19 * 3_600_000).toISOString().slice(0, 10);
    expect(await searchError(`fechaInicio=${today}&fechaFin=${tomorrow}`)).toBe(
      'La fecha de fin no puede ser posterior a la fecha actual.',
    );

    const sixWeeks = await search('fechaInicio=2025-03-01&fechaFin=2025-04-12');
    expect(sixWeeks.totalElements).toBe(23);
    const fewDays = await search('fechaInicio=2025-03-02&fechaFin=2025-03-04');
    expect(numbers(fewDays)).toEqual([5004, 5003, 5002]);
  });

  it('filters by type, CAFE delivery, number and number range, within the year (2025 unless chosen)', async () => {
    expect((await search('codigoComprobante=04')).totalElements).toBe(8);
    expect((await search('tipoEntrega=1')).totalElements).toBe(11);
    expect(numbers(await search('secuencial=5007'))).toEqual([5007]);
    expect(numbers(await search('ini=5020&fin=5100'))).toEqual([5023, 5022, 5021, 5020]);
    expect(numbers(await search('ini=5020&fin=5100&anio=2026'))).toEqual([5100]);
    expect(await searchError('ini=10&fin=5')).toBe('El número final no puede ser menor al número inicial.');
    expect(await searchError('ini=abc')).toBe('Ingrese solo números.');
    expect(await searchError('codigoComprobante=01&anio=1999')).toBe('Seleccione un año válido.');
  });

  it('finds the receiver by the start of its name in any case, or of its identification', async () => {
    expect(numbers(await search('parametroReceptor=ferreter'))).toEqual([5003, 5002, 5001]);
    expect(numbers(await search('parametroReceptor=8-123'))).toEqual([5003, 5002, 5001]);
    expect((await search('parametroReceptor=tornillo')).totalElements).toBe(0);
    expect((await search('parametroReceptor=100%25')).totalElements).toBe(0);
  });

  it('searches only the list it is asked for', async () => {
    const pending = await page(`/api/comprobantes/pendientes/busqueda/${demoRuc}?parametroReceptor=dist`);
    expect(numbers(pending)).toEqual([5302, 5301, 5300]);
    const cancelled = await page(`/api/comprobantes/anulados/busqueda/${demoRuc}?codigoComprobante=01`);
    expect(numbers(cancelled)).toEqual([5400]);
    const refused = await page(`/api/comprobantes/noautorizados/busqueda/${demoRuc}?codigoComprobante=04`);
    expect(refused.totalElements).toBe(0);
  });
});

describe('an invoice issued through the API', () => {
  it('moves from the pending list to the authorised list once the PAC authorises it', async () => {
    const body = {
      ...(await demoInvoiceBody(server.ctx.db)),
      idAsignacionEmpresaUsuario: Number(decodeClaims(token).sub),
      rucEmisor: demoRuc,
    };
    const before = await page(`/api/comprobantes/autorizados/${demoRuc}`);
    const issued = await issueDocument(server, token, body);
    await waitForDocument(server, token, issued, (row) => row.estadoAutorizacion === 'AUT');
    const after = await page(`/api/comprobantes/autorizados/${demoRuc}`);
    expect(after.totalElements).toBe(before.totalElements + 1);
    expect(after.content[0]?.comprobanteElectronico).toMatchObject({
      idComprobanteElectronico: Number(issued.id),
      cufe: issued.cufe,
      estadoAutorizacion: 'AUT',
      valorTotal: '109.05',
    });
    expect(after.content[0]?.comprobanteElectronico.fechaAutorizacion).not.toBeNull();
    const pending = await page(`/api/comprobantes/pendientes/${demoRuc}`);
    expect(pending.totalElements).toBe(3);
  });
});
