import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCufe, checkCufe, computeRucDv, formatPanamaDate, formatPanamaDateTime } from '@facturar/domain';
import {
  demoInvoiceBody,
  demoRuc,
  findDemoIds,
  ownDocumentReference,
} from '../../../test/support/demo-invoice.ts';
import {
  cancelDocument,
  downloadXml,
  issueDocument,
  waitForDocument,
  type IssuedDocument,
  postGeneration,
} from '../../../test/support/issued-documents.ts';
import { decodeClaims, serveTestServer } from '../../../test/support/test-server.ts';

/**
 * The fiscal guards of issue 13, through the generation call: each is a request today's code accepted
 * (and the PAC authorised, or rejected after a number was spent) and that is now refused before any
 * number is taken, with a Spanish message naming its cause and field; or a request that was refused and
 * now issues.
 */

type Body = Record<string, unknown>;
type Refusal = { mensajeSistema: string; errores?: { campo: string; mensaje: string }[] };

let token: string;
let baseBody: Body;
let products: Record<string, number>;

const server = serveTestServer();

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
  baseBody = await demoInvoiceBody(server.ctx.db);
  ({ products } = await findDemoIds(server.ctx.db));
});

async function nextNumber(): Promise<string> {
  const url = `/api/asignacion/secuencial/usuario/secuencial/${String(decodeClaims(token).sub)}/01`;
  const response = await server.as(token).get(url);
  return (response.json() as { secuencial: string }).secuencial;
}

/** Sends the body, expects a 400 before numbering and answers the refusal. */
async function refused(body: Body): Promise<Refusal> {
  const before = await nextNumber();
  const response = await postGeneration(server, token, body);
  expect(response.statusCode, response.body).toBe(400);
  expect(await nextNumber()).toBe(before);
  return (response.json() as { apierror: Refusal }).apierror;
}

function authorised(doc: IssuedDocument) {
  return waitForDocument(server, token, doc, (row) => row.estadoAutorizacion === 'AUT', 30_000);
}

const later = (days: number) => formatPanamaDate(new Date(Date.now() + days * 86_400_000));

describe('payments against the payment time', () => {
  it('refuses a cash sale paid below its total (100.00 of 109.05), naming the payments', async () => {
    const refusal = await refused({ ...baseBody, formasPago: [{ codigo: '02', valor: '100.00' }] });
    expect(refusal.mensajeSistema).toBe(
      'Las formas de pago suman 100.00 y no cubren el valor total del comprobante (109.05).',
    );
    expect(refusal.errores?.[0]?.campo).toBe('formasPago');
  });

  it('gives change (dVuelto) when cash exceeds the total', async () => {
    const doc = await issueDocument(server, token, {
      ...baseBody,
      formasPago: [{ codigo: '02', valor: '120.00' }],
    });
    await authorised(doc);
    const xml = await downloadXml(server, token, doc.id);
    expect(xml).toContain('<dVTot>109.05</dVTot><dTotRec>120.00</dTotRec><dVuelto>10.95</dVuelto>');
  });

  it('refuses a card payment above the total plus the 10 % tip, naming the payments', async () => {
    const refusal = await refused({ ...baseBody, formasPago: [{ codigo: '03', valor: '150.00' }] });
    expect(refusal.mensajeSistema).toBe(
      'Las formas de pago suman 150.00 y superan el valor total del comprobante (109.05) en más del 10% que admite la propina; solo el pago de contado deja vuelto.',
    );
  });

  it('refuses instalments or the form Crédito on a cash sale', async () => {
    const refusal = await refused({
      ...baseBody,
      formasPago: [{ codigo: '01', valor: '109.05' }],
      pagoPlazos: [{ valorCuota: '109.05', fechaVencimiento: later(30) }],
    });
    expect(refusal.errores?.map((problem) => problem.mensaje)).toEqual([
      'Un pago de contado no admite la forma de pago Crédito; elija el tiempo de pago Crédito o Mixto.',
      'Un pago de contado no lleva pago a plazo; elija el tiempo de pago Crédito o Mixto para registrar cuotas.',
    ]);
  });

  it('on credit, refuses instalments that do not carry the balance, and issues those that do', async () => {
    const credit = { ...baseBody, tiempoPago: '2', formasPago: [{ codigo: '01', valor: '109.05' }] };
    const refusal = await refused({
      ...credit,
      pagoPlazos: [{ valorCuota: '50.00', fechaVencimiento: later(30) }],
    });
    expect(refusal.mensajeSistema).toBe(
      'Las cuotas suman 50.00 y deben sumar el valor pagado a crédito (109.05).',
    );
    expect(refusal.errores?.[0]?.campo).toBe('pagoPlazos');
    const doc = await issueDocument(server, token, {
      ...credit,
      pagoPlazos: [
        { valorCuota: '59.05', fechaVencimiento: later(30) },
        { valorCuota: '50.00', fechaVencimiento: later(60) },
      ],
    });
    await authorised(doc);
  });

  it('mixed: Crédito with another form, the instalments carrying the Crédito part', async () => {
    const mixed = {
      ...baseBody,
      tiempoPago: '3',
      formasPago: [
        { codigo: '02', valor: '9.05' },
        { codigo: '01', valor: '100.00' },
      ],
    };
    const missing = await refused(mixed);
    expect(missing.mensajeSistema).toBe(
      'Ingrese la información de pago a plazo, porque el tiempo de pago ingresado es mixto.',
    );
    const onlyOne = await refused({
      ...mixed,
      formasPago: [{ codigo: '02', valor: '109.05' }],
      pagoPlazos: [{ valorCuota: '100.00', fechaVencimiento: later(30) }],
    });
    expect(onlyOne.errores?.map((problem) => problem.mensaje)).toContain(
      'Un pago mixto combina la forma de pago Crédito con al menos otra forma de pago.',
    );
    const doc = await issueDocument(server, token, {
      ...mixed,
      pagoPlazos: [{ valorCuota: '100.00', fechaVencimiento: later(30) }],
    });
    await authorised(doc);
  });
});

describe('amounts below zero name their field', () => {
  it.each([
    ['cantidad', '-2', 'La cantidad debe ser mayor a 0.'],
    ['precioProducto', '-45.00', 'El precio unitario no puede ser negativo.'],
  ])('%s %s', async (field, value, message) => {
    const refusal = await refused({
      ...baseBody,
      detalles: [
        {
          idProducto: products['SRV-001'],
          cantidad: '2',
          precioProducto: '45.00',
          codigoItbms: '01',
          [field]: value,
        },
      ],
    });
    expect(refusal.errores).toEqual([{ campo: `detalles.0.${field}`, mensaje: message }]);
  });
});

describe('the final consumer without identification', () => {
  it.each([0, '', null, '0'])('idConsumidorFinal %j means none', async (value) => {
    const response = await postGeneration(server, token, {
      ...baseBody,
      idAsignacionEmpresaCliente: 0,
      idConsumidorFinal: value,
      nombreConsumidorFinal: 'Cliente de mostrador',
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('the issue date', () => {
  it('dates the document on the day the user chose, within the DGI’s 30 days', async () => {
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    const doc = await issueDocument(server, token, {
      ...baseBody,
      fechaEmision: formatPanamaDateTime(threeDaysAgo),
    });
    const row = await authorised(doc);
    expect(formatPanamaDate(new Date(row.fechaEmision))).toBe(formatPanamaDate(threeDaysAgo));
    const xml = await downloadXml(server, token, doc.id);
    expect(xml).toContain(`<dFechaEm>${formatPanamaDate(threeDaysAgo)}T`);
    const cufe = checkCufe(doc.cufe);
    expect(cufe.ok && cufe.value.issueDate).toBe(formatPanamaDate(threeDaysAgo).replaceAll('-', ''));
  });

  it('still refuses a date older than 30 days or in the future', async () => {
    const old = await refused({ ...baseBody, fechaEmision: later(-40) });
    expect(old.mensajeSistema).toBe('La fecha de emisión no puede ser anterior a 30 días.');
    const future = await refused({ ...baseBody, fechaEmision: later(2) });
    expect(future.mensajeSistema).toBe('La fecha de emisión no puede ser posterior a la fecha actual.');
  });
});

describe('the receiver’s RUC and DV, before numbering', () => {
  async function storeCustomer(
    identification: string,
    dv: string,
    name: string,
    taxpayerType: '1' | '2' = '2',
  ): Promise<number> {
    const row = await server.ctx.db
      .insertInto('customers')
      .values({
        company_ruc: demoRuc,
        receiver_type: '01',
        taxpayer_type: taxpayerType,
        identification,
        dv,
        name,
        address: 'Calle 50, Obarrio, Panamá',
        location_code: '8-8-7',
        country_code: 'PA',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }

  it('refuses a DV that does not belong to the RUC', async () => {
    const ruc = '2588017-1-831938';
    const computed = computeRucDv(ruc, 'juridica');
    if (!computed.ok) throw new Error('the RUC has no DV');
    const wrong = String((Number(computed.value) + 1) % 100).padStart(2, '0');
    const id = await storeCustomer(ruc, wrong, 'Ferretería El Istmo, S.A.');
    const refusal = await refused({ ...baseBody, idAsignacionEmpresaCliente: id });
    expect(refusal.mensajeSistema).toBe(
      `El DV ${wrong} del cliente Ferretería El Istmo, S.A. no corresponde al RUC ${ruc} según la DGI; corrija el cliente antes de emitir.`,
    );
  });

  it('issues to a customer whose DV only the DGI’s registry confirms, as the customer form accepted it', async () => {
    // An old registration whose registry DV is not the one the algorithm gives (ADR 0060).
    const ruc = '8-765-4322';
    const computed = computeRucDv(ruc, 'natural');
    const registryDv = computed.ok && computed.value === '17' ? '18' : '17';
    const registered = await fetch(`${server.sandbox.url}/admin/taxpayers`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ruc, taxpayerType: 1, dv: registryDv, name: 'Rosa Delgado Vega' }),
    });
    expect(registered.status).toBe(200);
    const id = await storeCustomer(ruc, registryDv, 'Rosa Delgado Vega', '1');
    const doc = await issueDocument(server, token, { ...baseBody, idAsignacionEmpresaCliente: id });
    expect((await authorised(doc)).estadoAutorizacion).toBe('AUT');
  });

  it('refuses a well-formed RUC that the DGI’s registry does not hold', async () => {
    const ruc = '155612999-2-2016';
    const computed = computeRucDv(ruc, 'juridica');
    if (!computed.ok) throw new Error('the RUC has no DV');
    const id = await storeCustomer(ruc, computed.value, 'Importadora Inexistente, S.A.');
    const refusal = await refused({ ...baseBody, idAsignacionEmpresaCliente: id });
    expect(refusal.mensajeSistema).toBe(
      `El RUC ${ruc} del cliente Importadora Inexistente, S.A. no está inscrito en la DGI; corrija el cliente antes de emitir.`,
    );
  });
});

describe('notes referring to the company’s own documents', () => {
  let invoice: IssuedDocument;

  function note(type: '04' | '05', cufe: string, extra: Body = {}): Body {
    return {
      ...baseBody,
      tipoDocumento: type,
      documentosFiscalesReferenciados: [ownDocumentReference(cufe)],
      ...extra,
    };
  }

  /** A line of `price` at 7 % ITBMS: the note's total is price × 1.07. */
  function lineOf(price: string): Body {
    return {
      detalles: [
        { idProducto: products['SRV-001'], cantidad: '1', precioProducto: price, codigoItbms: '01' },
      ],
      formasPago: [{ codigo: '02', valor: (Number(price) * 1.07).toFixed(2) }],
    };
  }

  beforeAll(async () => {
    invoice = await issueDocument(server, token, baseBody);
    await authorised(invoice);
  });

  it('refuses a well-formed CUFE of the company that it never issued', async () => {
    const neverIssued = buildCufe({
      documentType: '01',
      taxpayerType: '2',
      issuerRuc: demoRuc,
      issuerDv: '59',
      branchCode: '0000',
      issueDate: formatPanamaDate(new Date()).replaceAll('-', ''),
      documentNumber: '0000099999',
      billingPoint: '001',
      emissionType: '01',
      environment: '2',
      securityCode: '123456789',
    });
    for (const type of ['04', '05'] as const) {
      const refusal = await refused(note(type, neverIssued));
      expect(refusal.errores).toEqual([
        {
          campo: 'documentosFiscalesReferenciados.0.cufeReferenciada',
          mensaje: `El documento referenciado ${neverIssued} no existe entre los comprobantes emitidos por la empresa.`,
        },
      ]);
    }
  });

  it('refuses a credit note above the balance left by earlier credit notes', async () => {
    // 109.05 invoiced; a first credit note of 53.50 leaves 55.55.
    const first = await issueDocument(server, token, note('04', invoice.cufe, lineOf('50.00')));
    await authorised(first);
    const refusal = await refused(note('04', invoice.cufe, lineOf('60.00')));
    expect(refusal.mensajeSistema).toBe(
      'El valor de la nota de crédito (64.20) supera el saldo disponible del documento referenciado (55.55).',
    );
    const balance = await server.as(token).get(`/api/comprobante/buscar/cufeReferenciado/${invoice.cufe}`);
    expect(balance.statusCode, balance.body).toBe(200);
    expect(balance.json()).toMatchObject({
      cufe: invoice.cufe,
      valorTotal: '109.05',
      saldoDisponible: '55.55',
    });
    // Issue 29 §3: the invoice's items, each with the company's product, for the note to copy.
    const lines = (balance.json() as { detalles: Record<string, string | number | null>[] }).detalles;
    expect(lines.map((line) => [line.idProducto, line.codigoPrincipal, line.codigoItbms])).toEqual([
      [products['SRV-001'], 'SRV-001', '01'],
      [products['ALI-005'], 'ALI-005', '00'],
    ]);
    expect(lines.map((line) => [Number(line.cantidad), Number(line.precioUnitario)])).toEqual([
      [2, 45],
      [3, 4.25],
    ]);
  });

  it('refuses a note on a cancelled document', async () => {
    const other = await issueDocument(server, token, baseBody);
    await authorised(other);
    const cancelled = await cancelDocument(server, token, other.cufe);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const refusal = await refused(note('05', other.cufe));
    expect(refusal.mensajeSistema).toBe(
      'El documento referenciado está anulado; no se pueden emitir notas sobre él.',
    );
    // Its CAFE says so on every page, with the date.
    const pdf = await server.as(token).get(`/api/utilidades/generar/ride/${other.id}`);
    expect(pdf.statusCode).toBe(200);
    const dir = mkdtempSync(join(tmpdir(), 'facturar-anulado-'));
    try {
      writeFileSync(join(dir, 'cafe.pdf'), pdf.rawPayload);
      const text = execFileSync('pdftotext', ['-raw', join(dir, 'cafe.pdf'), '-'], { encoding: 'utf8' });
      expect(text).toContain('ANULADO');
      expect(text).toMatch(/Anulado el \d{2}-\d{2}-\d{4} \d{2}:\d{2}/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a note on a note', async () => {
    const debit = await issueDocument(server, token, note('05', invoice.cufe));
    await authorised(debit);
    const refusal = await refused(note('04', debit.cufe));
    expect(refusal.mensajeSistema).toBe(
      'Una nota de crédito o débito no puede referenciar otra nota de crédito o débito.',
    );
  });
});
