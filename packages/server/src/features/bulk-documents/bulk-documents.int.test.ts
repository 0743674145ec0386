import { beforeAll, describe, expect, it } from 'vitest';
import {
  bulkDocumentColumns as titles,
  bulkDocumentMessages as texts,
  spreadsheetMessages,
  type BulkUpload,
} from '@facturar/contracts';
import type { AppContext } from '../../app-context.ts';
import { waitForMailAbout, type CapturedMail } from '../../../test/support/smtp-capture.ts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { serveMailingTestServer } from '../../../test/support/test-server.ts';
import { buildWorkbook, readWorkbook } from '../../../test/support/spreadsheets.ts';
import { createTestUser, findAssignmentId } from '../../../test/support/test-users.ts';
import { issuanceMessages } from '../issuance/issuance-messages.ts';
import { processBulkUpload } from './bulk-document-job.ts';

let token: string;

const server = serveMailingTestServer();

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
});

const header = Object.values(titles);
type Row = Partial<Record<keyof typeof titles, string>>;

/** A 'Comprobantes' sheet from rows given by column key. */
function documentsSheet(rows: Row[]): Promise<Buffer> {
  const keys = Object.keys(titles) as (keyof typeof titles)[];
  return buildWorkbook({ Comprobantes: [header, ...rows.map((row) => keys.map((key) => row[key] ?? ''))] });
}

function upload(content: Buffer, fields: Record<string, string> = { codigo: 'I4' }, company = '0') {
  return server
    .as(token)
    .upload(`/api/generacion/comprobantes/excel/${company}`, { name: 'comprobantes.xlsx', content }, fields);
}

async function listUploads(): Promise<BulkUpload[]> {
  const response = await server.as(token).get(`/api/generacion/comprobantes/excel/cargas/${demoRuc}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function waitForUpload(id: number, done: (upload: BulkUpload) => boolean): Promise<BulkUpload> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const found = (await listUploads()).find((upload) => upload.idCarga === id);
    if (found && done(found)) return found;
    if (Date.now() > deadline) throw new Error(`upload ${id}: ${JSON.stringify(found)}`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

async function countFileDocuments(): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('documents')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('company_ruc', '=', demoRuc)
    .where('idempotency_key', 'like', 'xlsx-%')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

async function countUploads(): Promise<number> {
  const row = await server.ctx.db
    .selectFrom('bulk_uploads')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

function mailWithSubject(after: number): Promise<CapturedMail> {
  return waitForMailAbout(server.mail.messages, 'carga de comprobantes por Excel', 30_000, after);
}

const goodRows: Row[] = [
  {
    reference: 'A-1',
    type: '01',
    customer: '155601234-2-2015',
    product: 'SRV-001',
    quantity: '2',
    payment: '02',
  },
  { reference: 'A-1', product: 'ALI-005', quantity: '3', price: '4.25' },
  {
    reference: 'A-2',
    type: '01',
    consumerName: 'Cliente de mostrador',
    product: 'ALI-005',
    quantity: '1',
    payment: '03',
    paymentValue: '4.25',
    itbms: '00',
    price: '4.25',
  },
];

describe('FUE: documents from an .xlsx', () => {
  it('issues the documents of the template and of a good file, which the sandbox authorises, and mails the result', async () => {
    const template = await server.as(token).get(`/api/generacion/comprobantes/excel/plantilla/${demoRuc}`);
    expect(template.statusCode).toBe(200);
    const sheets = await readWorkbook(template.rawPayload);
    expect(Object.keys(sheets)).toEqual(['Comprobantes', 'Catálogos', 'Instrucciones']);
    expect(sheets.Comprobantes?.[0]).toEqual(header);
    expect(
      sheets['Catálogos']?.some((row) => row[0] === '01' && row[1] === 'Factura de Operación Interna'),
    ).toBe(true);

    const mailsBefore = server.mail.messages.length;
    const response = await upload(await documentsSheet(goodRows));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().mensaje).toBe(texts.accepted);
    const done = await waitForUpload(response.json().idCarga, (found) => found.estado === 'TERMINADO');
    expect(done).toMatchObject({
      filas: 3,
      filasValidadas: 3,
      documentos: 2,
      documentosConErrores: 0,
      emitidos: 2,
      errores: [],
    });
    const authorised = await waitForUpload(done.idCarga, (found) => found.autorizados === 2);
    expect(authorised.autorizados).toBe(2);
    const mail = await mailWithSubject(mailsBefore);
    expect(mail.text).toContain('Enviados para autorizar: 2. Con errores: 0.');

    const fromTemplate = await upload(template.rawPayload);
    expect(fromTemplate.statusCode, fromTemplate.body).toBe(200);
    const templateDone = await waitForUpload(
      fromTemplate.json().idCarga,
      (found) => found.estado === 'TERMINADO',
    );
    expect(templateDone).toMatchObject({ documentos: 2, emitidos: 2, totalErrores: 0 });
  });

  it('shows each bad row’s problem by sheet, row and column, issues the good documents and serves the errors workbook', async () => {
    const rows: Row[] = [
      {
        reference: 'B-1',
        type: '01',
        customer: '155601234-2-2015',
        product: 'SRV-001',
        quantity: '1',
        payment: '02',
      },
      {
        reference: 'B-2',
        type: '01',
        customer: '999-999-999',
        product: 'SRV-001',
        quantity: '1',
        payment: '02',
      },
      { reference: 'B-3', type: '01', product: 'NO-EXISTE', quantity: '1', payment: '02' },
      { product: 'SRV-001', quantity: '1' },
      { reference: 'B-4', type: '01', product: 'SRV-001', quantity: '0', payment: '02' },
      { reference: 'B-5', type: '01', product: 'SRV-001', quantity: '1', price: '1.1234567', payment: '02' },
      { reference: 'B-6', type: '01', product: 'SRV-001', quantity: '1', itbms: '07', payment: '02' },
      { reference: 'B-7', type: '01', product: 'SRV-001', quantity: '1', payment: '' },
      { reference: 'B-8', type: '04', product: 'SRV-001', quantity: '1', payment: '02' },
      { reference: 'B-9', type: '01', product: 'SRV-001', quantity: '1', payment: '02', date: '2001-01-01' },
    ];
    const response = await upload(await documentsSheet(rows));
    expect(response.statusCode, response.body).toBe(200);
    const done = await waitForUpload(response.json().idCarga, (found) => found.estado === 'TERMINADO');
    expect(done).toMatchObject({ filas: 10, documentos: 9, documentosConErrores: 8, emitidos: 1 });
    const at = (row: number) => done.errores.filter((problem) => problem.fila === row);
    expect(at(3)).toEqual([
      {
        hoja: 'Comprobantes',
        fila: 3,
        columna: titles.customer,
        mensaje: texts.customerNotFound('999-999-999'),
      },
    ]);
    expect(at(4)).toEqual([
      { hoja: 'Comprobantes', fila: 4, columna: titles.product, mensaje: texts.productNotFound('NO-EXISTE') },
    ]);
    expect(at(5)).toEqual([
      { hoja: 'Comprobantes', fila: 5, columna: titles.reference, mensaje: texts.referenceRequired },
    ]);
    expect(at(6).map((problem) => problem.columna)).toContain(titles.quantity);
    expect(at(7).map((problem) => problem.columna)).toContain(titles.price);
    expect(at(8).map((problem) => problem.columna)).toContain(titles.itbms);
    expect(at(9).map((problem) => problem.columna)).toContain(titles.payment);
    expect(at(10).length).toBeGreaterThan(0);
    expect(at(11).map((problem) => problem.columna)).toContain(titles.date);
    for (const problem of done.errores) expect(problem.mensaje).not.toBe('');

    const errors = await server
      .as(token)
      .get(`/api/generacion/comprobantes/excel/cargas/${demoRuc}/${done.idCarga}/errores`);
    expect(errors.statusCode).toBe(200);
    const { Comprobantes: sheet } = await readWorkbook(errors.rawPayload);
    expect(sheet?.[0]?.at(-1)).toBe(texts.errorsColumn);
    expect(sheet?.[1]?.at(-1) ?? '').toBe('');
    expect(sheet?.[2]?.at(-1)).toBe(`${titles.customer}: ${texts.customerNotFound('999-999-999')}`);
  });

  it('uploading the same file again issues nothing twice', async () => {
    const file = await documentsSheet([
      { reference: 'C-1', type: '01', product: 'SRV-001', quantity: '1', payment: '02' },
      { reference: 'C-2', type: '01', product: 'ALI-005', quantity: '2', payment: '02' },
    ]);
    const first = await upload(file);
    await waitForUpload(first.json().idCarga, (found) => found.estado === 'TERMINADO');
    const before = await countFileDocuments();
    const again = await upload(file);
    const repeated = await waitForUpload(again.json().idCarga, (found) => found.estado === 'TERMINADO');
    expect(repeated).toMatchObject({ documentos: 2, yaEmitidos: 2, documentosConErrores: 0 });
    expect(await countFileDocuments()).toBe(before);
  });

  it('a run that dies mid-file resumes without issuing any document twice', async () => {
    const rows: Row[] = Array.from({ length: 6 }, (_, index) => ({
      reference: `D-${index + 1}`,
      type: '01',
      product: 'SRV-001',
      quantity: String(index + 1),
      payment: '02',
    }));
    const upload = await server.ctx.db
      .insertInto('bulk_uploads')
      .values({
        company_ruc: demoRuc,
        company_user_id: await findAssignmentId(server.ctx.db, 'adm@demo.facturar.test'),
        file_name: 'interrumpido.xlsx',
        file_hash: 'f'.repeat(64),
        format_code: 'I4',
        content: await documentsSheet(rows),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const prefix = `xlsx-${'f'.repeat(64)}-`;
    // The run fails unexpectedly while it stores the third document, and again on every try of that
    // document (one stored with others is tried again alone, ADR 0184): its transaction never commits.
    let sends = 0;
    let failing: unknown;
    const dying: AppContext = {
      ...server.ctx,
      queue: {
        ...server.ctx.queue,
        async enqueueMany(trx, queue, items, options) {
          if (queue.name === 'send-document') {
            // The documents are stored by their sending jobs' statement (ADR 0190), keys among its values.
            const keys = (options?.alongside?.parameters ?? []).filter(
              (value) => typeof value === 'string' && value.startsWith(prefix),
            );
            if (failing === undefined && sends + items.length >= 3) failing = keys[2 - sends];
            sends += items.length;
            if (failing !== undefined && keys.includes(failing)) throw new Error('worker killed');
          }
          return server.ctx.queue.enqueueMany(trx, queue, items, options);
        },
      },
    };
    await expect(processBulkUpload(dying, upload.id)).rejects.toThrow('worker killed');
    const issuedKeys = async () =>
      (
        await server.ctx.db
          .selectFrom('documents')
          .select('idempotency_key')
          .where('idempotency_key', 'like', `${prefix}%`)
          .execute()
      ).map((row) => row.idempotency_key);
    // The documents in flight beside the one that died are issued; no other is started.
    const beforeResume = (await issuedKeys()).length;
    expect(beforeResume).toBeGreaterThanOrEqual(2);
    expect(beforeResume).toBeLessThan(rows.length);
    await processBulkUpload(server.ctx, upload.id);
    expect((await issuedKeys()).sort()).toEqual(rows.map((row) => `${prefix}${row.reference}`).sort());
    const done = await waitForUpload(upload.id, (found) => found.estado === 'TERMINADO');
    expect(done).toMatchObject({ documentos: 6, emitidos: 6, yaEmitidos: beforeResume });
  });

  it('a file whose uploader is no longer an active user issues nothing', async () => {
    const user = { accessName: 'carga.des@demo.facturar.test', fullName: 'Carga', profile: 'INT' } as const;
    const uploader = await createTestUser(server.ctx.db, { ...user, state: 'DES' });
    const upload = await server.ctx.db
      .insertInto('bulk_uploads')
      .values({
        company_ruc: demoRuc,
        company_user_id: uploader,
        file_name: 'desactivado.xlsx',
        file_hash: 'e'.repeat(64),
        format_code: 'I4',
        content: await documentsSheet(goodRows),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await processBulkUpload(server.ctx, upload.id);
    const issued = await server.ctx.db
      .selectFrom('documents')
      .select('id')
      .where('idempotency_key', 'like', `xlsx-${'e'.repeat(64)}-%`)
      .execute();
    expect(issued).toEqual([]);
    const outcome = await server.ctx.db
      .selectFrom('bulk_uploads')
      .select(['documents_issued', 'problems'])
      .where('id', '=', upload.id)
      .executeTakeFirstOrThrow();
    expect(outcome.documents_issued).toBe(0);
    expect(JSON.stringify(outcome.problems)).toContain(issuanceMessages.issuerInactive);
  });

  it('refuses a file that is not the layout, and keeps nothing of it', async () => {
    const before = await countUploads();
    const good = await documentsSheet(goodRows);
    const cases: [Promise<{ statusCode: number; json(): { apierror: { mensaje: string } } }>, string][] = [
      [upload(good, {}), texts.formatRequired],
      [upload(good, { codigo: 'X9' }), texts.formatUnknown],
      [
        upload(await buildWorkbook({ Hoja1: [['Referencia']] })),
        spreadsheetMessages.missingSheet('Comprobantes'),
      ],
      [
        upload(await buildWorkbook({ Comprobantes: [['Referencia', 'Cantidad']] })),
        spreadsheetMessages.missingColumn(titles.product),
      ],
      [upload(Buffer.from('no es un libro')), spreadsheetMessages.notXlsx],
    ];
    for (const [pending, message] of cases) {
      const response = await pending;
      expect(response.statusCode).toBe(400);
      expect(response.json().apierror.mensaje).toBe(message);
    }
    expect(await countUploads()).toBe(before);
  });

  it('issues only for the company’s own users', async () => {
    const partner = await server.login('partner@facturar.test');
    const response = await server
      .as(partner)
      .upload(
        `/api/generacion/comprobantes/excel/${demoRuc}`,
        { name: 'c.xlsx', content: await documentsSheet(goodRows) },
        { codigo: 'I4' },
      );
    expect([403, 404]).toContain(response.statusCode);
  });
});
