import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoInvoiceBody, findDemoIds, ownDocumentReference } from '../../../test/support/demo-invoice.ts';
import {
  downloadXml,
  issueDocument,
  waitForDocument,
  type IssuedDocument,
  postGeneration,
} from '../../../test/support/issued-documents.ts';
import { decodeClaims, serveTestServer } from '../../../test/support/test-server.ts';

/**
 * What an independent check of issued documents found on their CAFEs and issuer blocks (issue 29, items
 * 15–20): each CAFE is read as a reader reads it (pdftotext) and held against the signed XML it prints.
 */

let token: string;
const workDirectory = mkdtempSync(join(tmpdir(), 'cafe-fidelity-'));

const server = serveTestServer();

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
});
afterAll(async () => {
  rmSync(workDirectory, { recursive: true, force: true });
});

type Body = Record<string, unknown>;

async function downloadCafe(doc: IssuedDocument, query = '', as = token): Promise<string> {
  const response = await server.as(as).get(`/api/utilidades/generar/ride/${doc.id}${query}`);
  expect(response.statusCode, response.body).toBe(200);
  const file = join(workDirectory, `${doc.id}${query.replace(/\W/g, '')}.pdf`);
  writeFileSync(file, response.rawPayload);
  return file;
}

function pdfText(file: string): string {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

function xmlValue(xml: string, element: string): string | undefined {
  return new RegExp(`<${element}>([^<]*)</${element}>`).exec(xml)?.[1];
}

/** The totals block of a CAFE's text (from 'Subtotal' on): each label with its amount, in the order printed. */
function readTotalsBlock(text: string): { label: string; amount: number }[] {
  const rows = [];
  for (const line of text.slice(text.indexOf('Subtotal')).split('\n')) {
    const match =
      /(Subtotal|Descuentos|Acarreo|Seguro|ITBMS|ISC|TOTAL)\s+(?:B\/\.\s*)?([\d,]+\.\d{2})\s*$/.exec(line);
    if (match) rows.push({ label: match[1]!, amount: Number(match[2]!.replaceAll(',', '')) });
  }
  return rows;
}

function cents(amount: number): number {
  return Math.round(amount * 100);
}

function authorised(doc: IssuedDocument, as = token) {
  return waitForDocument(server, as, doc, (row) => row.estadoAutorizacion === 'AUT', 30_000);
}

describe('the CAFE of a document with freight, insurance and six-decimal amounts on its items', () => {
  let doc: IssuedDocument;
  let xml: string;
  let text: string;

  beforeAll(async () => {
    const body = await demoInvoiceBody(server.ctx.db);
    const [consulting, nuts] = body.detalles as Body[];
    // 3.333333 × 4.25 = 14.166665 (dPrItem keeps six decimals); freight and insurance travel in the items.
    doc = await issueDocument(server, token, {
      ...body,
      detalles: [
        { ...consulting, acarreo: '12.50', seguro: '3.25' },
        { ...nuts, cantidad: '3.333333', acarreo: '1.00' },
      ],
      formasPago: [{ codigo: '02', valor: '127.22' }],
    });
    xml = await downloadXml(server, token, doc.id);
    text = pdfText(await downloadCafe(doc));
  });

  it('prints a totals block whose lines add up to its total, each figure the signed XML’s', () => {
    const block = readTotalsBlock(text);
    expect(block.map((row) => row.label)).toEqual(['Subtotal', 'Acarreo', 'Seguro', 'ITBMS', 'TOTAL']);
    const amountOf = (label: string) => block.find((row) => row.label === label)!.amount;
    expect(amountOf('Subtotal')).toBe(Number(xmlValue(xml, 'dTotNeto')));
    expect(amountOf('ITBMS')).toBe(Number(xmlValue(xml, 'dTotITBMS')));
    expect(amountOf('Acarreo')).toBe(13.5);
    expect(amountOf('Seguro')).toBe(3.25);
    expect(amountOf('TOTAL')).toBe(Number(xmlValue(xml, 'dVTot')));
    const added = block
      .filter((row) => row.label !== 'TOTAL')
      .reduce((sum, row) => sum + cents(row.amount), 0);
    expect(added).toBe(cents(amountOf('TOTAL')));
  });

  it('prints money with two decimals, and the quantity with what it carries', () => {
    expect(xml).toContain('<dPrItem>14.166665</dPrItem>');
    expect(text).not.toContain('14.166665');
    expect(text).not.toContain('15.166665');
    expect(text).toMatch(/3\.333333\s+und\s+4\.25\s+14\.17\s/);
    expect(text).toMatch(/15\.17\n/);
  });
});

describe('the default CAFE template', () => {
  it('follows the document’s format: a paper-roll document (iFormCAFE 2) downloads on the roll', async () => {
    const doc = await issueDocument(
      server,
      token,
      await demoInvoiceBody(server.ctx.db, { formatoCafe: '2' }),
    );
    const info = execFileSync('pdfinfo', [await downloadCafe(doc)], { encoding: 'utf8' });
    const [width] = /Page size:\s+([\d.]+) x/.exec(info)!.slice(1).map(Number);
    expect(width).toBeLessThan(300);
    const letter = execFileSync('pdfinfo', [await downloadCafe(doc, '?codigoPlantilla=01')], {
      encoding: 'utf8',
    });
    expect(letter).toMatch(/Page size:\s+612 x 792/);
  });
});

describe('the issuer block of a document issued at a branch', () => {
  it('is the billing point’s: address, location, coordinates and branch code', async () => {
    const david = await server.login('caja.david@demo.facturar.test');
    const doc = await issueDocument(server, david, await demoInvoiceBody(server.ctx.db));
    const xml = await downloadXml(server, david, doc.id);
    expect(xmlValue(xml, 'dSucEm')).toBe('0001');
    expect(xmlValue(xml, 'dDirecEm')).toBe('Sucursal David, Avenida Obaldía');
    expect(xmlValue(xml, 'dCoordEm')).toBe('8.427300,-82.430800');
    expect(xmlValue(xml, 'dCodUbi')).toBe('4-6-1');
    const text = pdfText(await downloadCafe(doc, '', david));
    expect(text).toContain('Sucursal David, Avenida Obaldía, DAVID (CABECERA), DAVID, CHIRIQUI');
    expect(text).not.toContain('Bella Vista');
  });

  it('at the head office is the head office’s', async () => {
    const doc = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    const xml = await downloadXml(server, token, doc.id);
    expect(xmlValue(xml, 'dSucEm')).toBe('0000');
    expect(xmlValue(xml, 'dDirecEm')).toBe('Avenida Balboa, Torre Demo, piso 10, Bella Vista, Panamá');
    expect(xmlValue(xml, 'dCoordEm')).toBe('8.982400,-79.519900');
  });
});

describe('credit and debit notes on the company’s own invoices', () => {
  let products: Record<string, number>;
  let customers: Record<string, number>;

  beforeAll(async () => {
    ({ products, customers } = await findDemoIds(server.ctx.db));
  });

  /** A note of one line of `price` at 7 % (its total is price × 1.07) referring to `cufes`. */
  async function note(type: '04' | '05', price: string, cufes: string[], extra: Body = {}): Promise<Body> {
    return demoInvoiceBody(server.ctx.db, {
      tipoDocumento: type,
      documentosFiscalesReferenciados: cufes.map(ownDocumentReference),
      detalles: [
        { idProducto: products['SRV-001'], cantidad: '1', precioProducto: price, codigoItbms: '01' },
      ],
      formasPago: [{ codigo: '02', valor: (Number(price) * 1.07).toFixed(2) }],
      ...extra,
    });
  }

  async function nextNumber(): Promise<string> {
    const url = `/api/asignacion/secuencial/usuario/secuencial/${String(decodeClaims(token).sub)}/01`;
    const response = await server.as(token).get(url);
    return (response.json() as { secuencial: string }).secuencial;
  }

  async function refused(
    body: Body,
  ): Promise<{ mensajeSistema: string; errores?: { campo: string; mensaje: string }[] }> {
    const before = await nextNumber();
    const response = await postGeneration(server, token, body);
    expect(response.statusCode, response.body).toBe(400);
    expect(await nextNumber()).toBe(before);
    return response.json().apierror;
  }

  it('refuses, before numbering, a note addressed to another receiver than its invoice', async () => {
    const invoice = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    await authorised(invoice);
    const other = customers['155689012-2-2019'];
    for (const type of ['04', '05'] as const) {
      const refusal = await refused(
        await note(type, '10.00', [invoice.cufe], { idAsignacionEmpresaCliente: other }),
      );
      expect(refusal.errores).toEqual([
        {
          campo: 'documentosFiscalesReferenciados.0.cufeReferenciada',
          mensaje:
            'La nota debe emitirse al receptor del documento referenciado (Distribuidora del Canal, S.A., 155601234-2-2015); elija ese cliente.',
        },
      ]);
    }
  });

  it('measures a credit note on two invoices against their balance together, counting each earlier note once', async () => {
    const first = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    const second = await issueDocument(server, token, await demoInvoiceBody(server.ctx.db));
    await authorised(first);
    await authorised(second);
    const cufes = [first.cufe, second.cufe];
    // 2 × 109.05 invoiced; an earlier note of 53.50 on both leaves 164.60 between them.
    await authorised(await issueDocument(server, token, await note('04', '50.00', cufes)));
    const refusal = await refused(await note('04', '160.00', cufes));
    expect(refusal.mensajeSistema).toBe(
      'El valor de la nota de crédito (171.20) supera el saldo disponible de los 2 documentos referenciados (164.60).',
    );
    await authorised(await issueDocument(server, token, await note('04', '150.00', cufes)));
  });
});
