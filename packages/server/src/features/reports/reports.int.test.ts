import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportMessages, type Dashboard } from '@facturar/contracts';
import { formatPanamaDate } from '@facturar/domain';
import { demoRuc, demoIssuerReference } from '../../../test/support/demo-invoice.ts';
import {
  issueAuthorisedInvoice,
  issueDocument,
  waitForDocument,
  type AuthorisedInvoice,
  type IssuedDocument,
} from '../../../test/support/issued-documents.ts';
import { demoInvoiceBody } from '../../../test/support/demo-invoice.ts';
import { createStoredDocuments } from '../../../test/support/stored-documents.ts';
import { createTestCompany } from '../../../test/support/test-companies.ts';
import { serveTestServer } from '../../../test/support/test-server.ts';
import type { Db } from '../../adapters/db/open-database.ts';

const partnerRuc = '155612345-2-2016';
const affiliatedRuc = '155700111-2-2020';
const strangerRuc = '155700222-2-2020';
const HEADER_ROW = 7;

let token: string;
let partnerToken: string;
let strangerToken: string;
const invoices: AuthorisedInvoice[] = [];
let creditNote: IssuedDocument;
const today = formatPanamaDate(new Date());
const days = (offset: number) => formatPanamaDate(new Date(Date.now() + offset * 86_400_000));
const nowIso = () => new Date().toISOString();

/** A billing point for a company arranged by the test, so documents can be stored for it. */
async function addBillingPoint(db: Db, ruc: string): Promise<void> {
  const user = await db
    .selectFrom('company_users')
    .select('id')
    .where('company_ruc', '=', ruc)
    .executeTakeFirstOrThrow();
  const point = await db
    .insertInto('billing_points')
    .values({ company_ruc: ruc, branch_code: '0001', point_code: '001', description: 'Caja 1' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('billing_point_users')
    .values({ billing_point_id: point.id, company_user_id: user.id, company_ruc: ruc })
    .execute();
}

const server = serveTestServer();

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
  partnerToken = await server.login('partner@facturar.test');
  const db = server.ctx.db;
  await createTestCompany(db, {
    ruc: affiliatedRuc,
    dv: '11',
    name: 'Ferretería Afiliada, S.A.',
    partnerRuc,
  });
  strangerToken = await server.login(
    await createTestCompany(db, { ruc: strangerRuc, dv: '22', name: 'Empresa Ajena, S.A.' }),
  );
  await addBillingPoint(db, affiliatedRuc);
  await addBillingPoint(db, strangerRuc);

  invoices.push(await issueAuthorisedInvoice(server, token), await issueAuthorisedInvoice(server, token));
  const invoice = invoices[0]!;
  creditNote = await issueDocument(
    server,
    token,
    await demoInvoiceBody(db, {
      tipoDocumento: '04',
      documentosFiscalesReferenciados: [
        {
          ...demoIssuerReference,
          fechaDocumento: today,
          cufeReferenciada: invoice.cufe,
        },
      ],
    }),
  );
  await waitForDocument(server, token, creditNote, (row) => row.estadoAutorizacion === 'AUT');

  await createStoredDocuments(db, demoRuc, [
    {
      status: 'NAU',
      number: 800001,
      issuedAt: nowIso(),
      total: '50.00',
      resultCode: '1702',
      resultMessage: 'Valor total incorrecto',
      resultDetails: 'LA SUMA DE LOS ITEMS NO COINCIDE',
    },
    { status: 'PEN', number: 800002, issuedAt: nowIso(), total: '20.00', pendingState: 4 },
    { status: 'ANU', number: 800003, issuedAt: nowIso(), total: '30.00' },
    // Outside every period asked for below.
    { status: 'AUT', number: 800004, issuedAt: new Date(Date.now() - 90 * 86_400_000).toISOString() },
  ]);
  await createStoredDocuments(db, affiliatedRuc, [
    { status: 'AUT', number: 1, issuedAt: nowIso(), total: '75.50' },
  ]);
  await createStoredDocuments(db, strangerRuc, [
    { status: 'AUT', number: 1, issuedAt: nowIso(), total: '99.99' },
  ]);
  await db
    .insertInto('received_vouchers')
    .values({
      company_ruc: demoRuc,
      access_key: '1'.repeat(49),
      cufe: 'FE0120000155601234-2-2015-0000012025112400000000010100000000019',
      doc_type: '01',
      branch_code: '0000',
      point_code: '001',
      number: '10',
      issued_at: new Date(),
      authorised_at: new Date(),
      protocol: '20250000000000001',
      issuer_ruc: '155601234-2-2015',
      issuer_name: 'Distribuidora del Canal, S.A.',
      total: '250.75',
      signed_xml: '<rFE/>',
    })
    .execute();
}, 120_000);

function report(path: string, body: Record<string, unknown>, as = token) {
  return server.as(as).post(`/api/reporte/comprobantes/${path}`, body);
}

const period = { fechaInicio: `${days(-3)} 00:00:00`, fechaFin: `${today} 23:59:59` };

type Sheet = { sheet: ExcelJS.Worksheet; rows: ExcelJS.CellValue[][]; totals: ExcelJS.CellValue[] };

/** Opens the answered workbook as an accountant's spreadsheet program would, and splits it into its parts. */
async function openReport(response: {
  statusCode: number;
  body: string;
  rawPayload: Buffer;
}): Promise<Sheet> {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(response.rawPayload as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const values = (row: number) => (sheet.getRow(row).values as ExcelJS.CellValue[]).slice(1);
  const rows: ExcelJS.CellValue[][] = [];
  let line = HEADER_ROW + 1;
  while (!String(values(line)[0] ?? '').startsWith('Total (')) {
    rows.push(values(line));
    line += 1;
  }
  return { sheet, rows, totals: values(line) };
}

function headerOf(sheet: ExcelJS.Worksheet): string[] {
  return (sheet.getRow(HEADER_ROW).values as string[]).slice(1);
}

function column(sheet: Sheet, header: string): ExcelJS.CellValue[] {
  const index = headerOf(sheet.sheet).indexOf(header);
  expect(index, header).toBeGreaterThanOrEqual(0);
  return sheet.rows.map((row) => row[index]);
}

function totalOf(sheet: Sheet, header: string): number {
  const cell = sheet.totals[headerOf(sheet.sheet).indexOf(header)] as { formula: string; result?: number };
  expect(cell.formula).toMatch(/^SUM\(/);
  // exceljs leaves a cached result of 0 out of the file; the spreadsheet program recomputes the SUM.
  return cell.result ?? 0;
}

const sum = (values: ExcelJS.CellValue[]) =>
  Math.round(values.reduce<number>((a, v) => a + Number(v), 0) * 100) / 100;

describe('issued vouchers report (RCE)', () => {
  it('answers Reporte.xlsx with a title block, frozen header, auto-filter, typed cells and totals', async () => {
    const response = await report('emitidos', { ...period, rucEmpresa: demoRuc, tipoComprobante: '00' });
    expect(response.headers['content-disposition']).toBe('attachment; filename="Reporte.xlsx"');
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const result = await openReport(response);
    const { sheet } = result;
    expect(sheet.getCell('A1').value).toBe('Reporte de Comprobantes Emitidos');
    expect(sheet.getCell('A2').value).toBe('Empresa: Comercializadora Demo Facturar, S.A.');
    expect(String(sheet.getCell('A3').value)).toContain(demoRuc);
    expect(sheet.getCell('A4').value).toBe(
      `Período: ${days(-3).split('-').reverse().join('-')} al ${today.split('-').reverse().join('-')}`,
    );
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: HEADER_ROW });
    expect(sheet.autoFilter).toBeTruthy();

    const cufes = column(result, 'CUFE');
    for (const doc of [...invoices, creditNote]) expect(cufes).toContain(doc.cufe);
    // Authorised and cancelled documents; the refused, the pending and the other companies' are not issued.
    expect(result.rows).toHaveLength(4);
    expect(column(result, 'Estado')).toContain('Anulado');
    expect(column(result, 'Número')).toContain('0000-001-0000800003');
    const totals = column(result, 'Total');
    expect(totals.every((value) => typeof value === 'number')).toBe(true);
    expect(sum(totals)).toBe(357.15);
    expect(totalOf(result, 'Total')).toBe(sum(totals));
    const dataRow = sheet.getRow(HEADER_ROW + 1);
    expect(dataRow.getCell(1).value).toBeInstanceOf(Date);
    expect(dataRow.getCell(headerOf(sheet).indexOf('Total') + 1).numFmt).toBe('#,##0.00');
  });

  it('selects one type, or the cancelled documents with 12', async () => {
    const creditNotes = await openReport(
      await report('emitidos', { ...period, rucEmpresa: demoRuc, tipoComprobante: '04' }),
    );
    expect(column(creditNotes, 'CUFE')).toEqual([creditNote.cufe]);
    const cancelled = await openReport(
      await report('emitidos', { ...period, rucEmpresa: demoRuc, tipoComprobante: '12' }),
    );
    expect(column(cancelled, 'Número')).toEqual(['0000-001-0000800003']);
    expect(totalOf(cancelled, 'Total')).toBe(30);
  });

  it('answers the spec’s message when nothing matches', async () => {
    const response = await report('emitidos', {
      fechaInicio: `${days(-60)} 00:00:00`,
      fechaFin: `${days(-50)} 23:59:59`,
      rucEmpresa: demoRuc,
      tipoComprobante: '00',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().apierror.mensaje).toBe(reportMessages.noData);
  });

  it.each([
    [
      'more than 42 days',
      { fechaInicio: `${days(-43)} 00:00:00`, fechaFin: `${today} 23:59:59` },
      reportMessages.rangeTooWide,
    ],
    [
      'the end before the start',
      { fechaInicio: `${today} 00:00:00`, fechaFin: `${days(-1)} 23:59:59` },
      reportMessages.endBeforeStart,
    ],
    [
      'a start in the future',
      { fechaInicio: `${days(2)} 00:00:00`, fechaFin: `${days(3)} 23:59:59` },
      reportMessages.startInFuture,
    ],
    [
      'an end in the future',
      { fechaInicio: `${today} 00:00:00`, fechaFin: `${days(1)} 23:59:59` },
      reportMessages.endInFuture,
    ],
    [
      'a date not in the format',
      { fechaInicio: '24/11/2026', fechaFin: `${today} 23:59:59` },
      reportMessages.invalidDate,
    ],
    [
      'an impossible date',
      { fechaInicio: '2026-02-30 00:00:00', fechaFin: `${today} 23:59:59` },
      reportMessages.invalidDate,
    ],
    ['no type', { ...period, tipoComprobante: undefined }, reportMessages.selectType],
    ['a type that does not exist', { ...period, tipoComprobante: '99' }, reportMessages.selectType],
  ])('refuses %s with a Spanish message', async (_case, dates, message) => {
    const response = await report('emitidos', { tipoComprobante: '00', rucEmpresa: demoRuc, ...dates });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(message);
  });

  it('reaches the caller’s own company only (another company’s user gets 404)', async () => {
    const response = await report(
      'emitidos',
      { ...period, rucEmpresa: demoRuc, tipoComprobante: '00' },
      strangerToken,
    );
    expect(response.statusCode).toBe(404);
  });
});

describe('partner report (DCE)', () => {
  it('covers the partner’s affiliated companies only, named per row', async () => {
    const response = await report('partner', { ...period, rucEmpresa: partnerRuc }, partnerToken);
    expect(response.headers['content-disposition']).toBe('attachment; filename="ReportePartner.xlsx"');
    const result = await openReport(response);
    const companies = new Set(column(result, 'RUC Empresa'));
    expect(companies).toEqual(new Set([demoRuc, affiliatedRuc]));
    expect(column(result, 'Empresa')).toContain('Ferretería Afiliada, S.A.');
    expect(totalOf(result, 'Total')).toBe(Math.round((109.05 * 3 + 30 + 75.5) * 100) / 100);
  });

  it('is refused to a company user and for another partner’s RUC', async () => {
    expect((await report('partner', { ...period, rucEmpresa: demoRuc })).statusCode).toBe(404);
    expect((await report('partner', { ...period, rucEmpresa: strangerRuc }, partnerToken)).statusCode).toBe(
      404,
    );
  });
});

describe('PAC-DGI status report (CPD)', () => {
  it('lists every state with the protocol, the DGI code and message', async () => {
    const result = await openReport(
      await report('estado-pac-dgi', { ...period, rucEmpresa: demoRuc, tipoComprobante: '00' }),
    );
    expect(result.rows).toHaveLength(6);
    const states = column(result, 'Estado');
    expect(states).toContain('No autorizado');
    expect(states).toContain('Pendiente (4: Servicio del PAC no disponible)');
    expect(column(result, 'Código DGI')).toContain('1702');
    expect(column(result, 'Mensaje')).toContain('Valor total incorrecto');
    expect(column(result, 'Protocolo').filter(Boolean).length).toBeGreaterThanOrEqual(3);
  });

  it('refuses a typed RUC the caller cannot reach, and one over 20 characters', async () => {
    const other = await report('estado-pac-dgi', {
      ...period,
      rucEmpresa: strangerRuc,
      tipoComprobante: '00',
    });
    expect(other.statusCode).toBe(404);
    const long = await report('estado-pac-dgi', {
      ...period,
      rucEmpresa: '1'.repeat(21),
      tipoComprobante: '00',
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain(reportMessages.rucTooLong);
  });
});

describe('sales report (RIV)', () => {
  it('breaks sales down per ITBMS rate, credit notes subtracting', async () => {
    const response = await report('informe-ventas', {
      ...period,
      rucEmpresa: demoRuc,
      tipoComprobante: '00',
    });
    expect(response.headers['content-disposition']).toBe('attachment; filename="Informe_Ventas.xlsx"');
    const result = await openReport(response);
    expect(result.rows).toHaveLength(3);
    // Each document: 2 × 45.00 at 7 % (6.30 ITBMS) and 3 × 4.25 exempt; two invoices less one credit note.
    expect(totalOf(result, 'Base 7 %')).toBe(90);
    expect(totalOf(result, 'ITBMS 7 %')).toBe(6.3);
    expect(totalOf(result, 'Base Exenta')).toBe(12.75);
    expect(totalOf(result, 'Base 10 %')).toBe(0);
    expect(totalOf(result, 'Total')).toBe(109.05);
    const creditRow = result.rows[column(result, 'CUFE').indexOf(creditNote.cufe)]!;
    expect(creditRow).toContain(-109.05);

    const summaryStart = HEADER_ROW + result.rows.length + 3;
    expect(result.sheet.getCell(`A${summaryStart}`).value).toBe('Resumen por tasa de ITBMS');
    expect((result.sheet.getRow(summaryStart + 2).values as ExcelJS.CellValue[]).slice(1)).toEqual([
      'ITBMS 7 %',
      90,
      6.3,
    ]);
  });

  it('does not offer the cancelled type', async () => {
    const response = await report('informe-ventas', {
      ...period,
      rucEmpresa: demoRuc,
      tipoComprobante: '12',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('detail report (RED)', () => {
  it('gives one row per item of each authorised document', async () => {
    const result = await openReport(
      await report('emitidos/detalles', { ...period, rucEmpresa: demoRuc, tipoComprobante: '00' }),
    );
    expect(result.rows).toHaveLength(6);
    expect(new Set(column(result, 'CUFE'))).toEqual(
      new Set([...invoices, creditNote].map((doc) => doc.cufe)),
    );
    expect(totalOf(result, 'Subtotal')).toBe(3 * (90 + 12.75));
    expect(totalOf(result, 'ITBMS')).toBe(18.9);
  });
});

describe('not-authorised report (RFR)', () => {
  it('lists the refused documents with the DGI’s reasons', async () => {
    const result = await openReport(
      await report('no-autorizados', { ...period, rucEmpresa: demoRuc, tipoComprobante: '00' }),
    );
    expect(column(result, 'Número')).toEqual(['0000-001-0000800001']);
    expect(column(result, 'Información adicional')).toEqual(['la suma de los items no coincide']);
    expect(totalOf(result, 'Total')).toBe(50);
  });
});

describe('received vouchers report (RCR)', () => {
  it('lists the received documents of the chosen type', async () => {
    const result = await openReport(
      await report('recibidos', { ...period, rucEmpresa: demoRuc, tipoComprobante: '01' }),
    );
    expect(column(result, 'Emisor')).toEqual(['Distribuidora del Canal, S.A.']);
    expect(totalOf(result, 'Total')).toBe(250.75);
    const notes = await report('recibidos', { ...period, rucEmpresa: demoRuc, tipoComprobante: '04' });
    expect(notes.statusCode).toBe(404);
    expect(notes.json().apierror.mensaje).toBe(reportMessages.noData);
  });
});

describe('home dashboard', () => {
  it('sums the authorised amount per month and type, this month’s ITBMS per rate and the states', async () => {
    const response = await server.as(token).get(`/api/reporte/tablero/${demoRuc}`);
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json() as Dashboard;
    const month = today.slice(0, 7);
    expect(dashboard.emitidoPorMes).toContainEqual({ mes: month, tipoComprobante: '01', total: '218.10' });
    expect(dashboard.emitidoPorMes).toContainEqual({ mes: month, tipoComprobante: '04', total: '109.05' });
    expect(dashboard.itbmsPorTasa).toEqual([
      { tasa: '00', base: '12.75', itbms: '0.00' },
      { tasa: '01', base: '90.00', itbms: '6.30' },
      { tasa: '02', base: '0.00', itbms: '0.00' },
      { tasa: '03', base: '0.00', itbms: '0.00' },
    ]);
    expect(dashboard.porEstado).toEqual({ autorizados: 4, pendientes: 1, noAutorizados: 1, anulados: 1 });
  });

  it('shows a company that issued nothing in the year its zeros', async () => {
    const newRuc = '155700333-2-2020';
    const newToken = await server.login(
      await createTestCompany(server.ctx.db, { ruc: newRuc, dv: '33', name: 'Empresa Nueva, S.A.' }),
    );
    const response = await server.as(newToken).get(`/api/reporte/tablero/${newRuc}`);
    expect(response.statusCode, response.body).toBe(200);
    const dashboard = response.json() as Dashboard;
    expect(dashboard.emitidoPorMes).toEqual([]);
    expect(dashboard.itbmsPorTasa.map((rate) => [rate.base, rate.itbms])).toEqual(
      Array.from({ length: 4 }, () => ['0.00', '0.00']),
    );
    expect(dashboard.porEstado).toEqual({ autorizados: 0, pendientes: 0, noAutorizados: 0, anulados: 0 });
  });

  it('answers past a document whose XML cannot be read, and past more without rates than a batch', async () => {
    const ruc = '155700444-2-2020';
    const companyToken = await server.login(
      await createTestCompany(server.ctx.db, { ruc, dv: '44', name: 'Archivo Dañado, S.A.' }),
    );
    await addBillingPoint(server.ctx.db, ruc);
    // Stored documents carry '<rFE/>', no DGI rFE: none adds rates, so 500 of them would be read again and
    // again within one visit; one more is not even well-formed XML.
    await createStoredDocuments(
      server.ctx.db,
      ruc,
      Array.from({ length: 501 }, (_, index) => ({
        status: 'AUT' as const,
        number: index + 1,
        issuedAt: nowIso(),
      })),
    );
    await server.ctx.db
      .updateTable('documents')
      .set({ signed_xml: '<rFE><dVerForm>1.00' })
      .where('company_ruc', '=', ruc)
      .where('number', '=', '501')
      .execute();
    const response = await server.as(companyToken).get(`/api/reporte/tablero/${ruc}`);
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as Dashboard).porEstado.autorizados).toBe(501);
  });

  it('is another company’s to nobody', async () => {
    const response = await server.as(strangerToken).get(`/api/reporte/tablero/${demoRuc}`);
    expect(response.statusCode).toBe(404);
  });
});
