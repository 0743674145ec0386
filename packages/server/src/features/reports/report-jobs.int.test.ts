import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportJobMessages } from '@facturar/contracts';
import { formatPanamaDate, parsePanamaDateTime } from '@facturar/domain';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { waitForMail } from '../../../test/support/smtp-capture.ts';
import { waitForReportJob } from '../../../test/support/report-jobs.ts';
import { createStoredDocuments } from '../../../test/support/stored-documents.ts';
import { createTestCompany } from '../../../test/support/test-companies.ts';
import { serveMailingTestServer } from '../../../test/support/test-server.ts';

// A report over REPORT_JOB_THRESHOLD_ROWS (2 here) is written by a worker, followed, then downloaded.
let token: string;
let strangerToken: string;
const today = formatPanamaDate(new Date());

const server = serveMailingTestServer({ REPORT_JOB_THRESHOLD_ROWS: '2' });

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
  strangerToken = await server.login(
    await createTestCompany(server.ctx.db, {
      ruc: '155700333-2-2020',
      dv: '33',
      name: 'Empresa Ajena, S.A.',
    }),
  );
  await createStoredDocuments(
    server.ctx.db,
    demoRuc,
    [1, 2, 3].map((number) => ({
      status: 'AUT' as const,
      number: 700000 + number,
      issuedAt: new Date().toISOString(),
      total: `${number}0.25`,
    })),
  );
}, 60_000);

async function postReport(tipoComprobante: string) {
  const response = await server.as(token).post('/api/reporte/comprobantes/emitidos', {
    fechaInicio: `${today} 00:00:00`,
    fechaFin: `${today} 23:59:59`,
    rucEmpresa: demoRuc,
    tipoComprobante,
  });
  expect(response.statusCode, response.body).toBe(202);
  return response.json() as { idTrabajo: string; totalRegistros: number; mensaje: string };
}

describe('a report over the threshold', () => {
  it('runs as a job: 202 with its size, progress, then the file offered and e-mailed', async () => {
    const answer = await postReport('00');
    expect(answer.totalRegistros).toBe(3);
    expect(answer.mensaje).toBe(reportJobMessages.queued(3));

    expect((await server.as(strangerToken).get(`/api/reporte/trabajos/${answer.idTrabajo}`)).statusCode).toBe(
      404,
    );
    const status = await waitForReportJob(server, token, answer.idTrabajo);
    expect(status).toMatchObject({
      estado: 'LIS',
      registrosEscritos: 3,
      totalRegistros: 3,
      nombreArchivo: 'Reporte.xlsx',
    });

    const file = await server.as(token).get(`/api/reporte/trabajos/${answer.idTrabajo}/archivo`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toBe('attachment; filename="Reporte.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('Reporte de Comprobantes Emitidos');
    const totals = sheet.getRow(7 + 4).getCell(10).value as { result: number };
    expect(totals.result).toBe(10.25 + 20.25 + 30.25);

    const mail = await waitForMail(server.mail.messages, 'adm@demo.facturar.test', 20_000);
    expect(mail.subject).toBe('Su reporte está listo: Reporte.xlsx');
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(['Reporte.xlsx']);
    const mailed = new ExcelJS.Workbook();
    await mailed.xlsx.load(mail.attachments[0]!.content as unknown as ExcelJS.Buffer);
    expect(mailed.worksheets[0]!.getCell('A1').value).toBe('Reporte de Comprobantes Emitidos');
  });

  it('answers 404 for a job that does not exist', async () => {
    const response = await server.as(token).get('/api/reporte/trabajos/00000000-0000-4000-8000-000000000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().apierror.mensaje).toBe(reportJobMessages.notFound);
  });

  it('reads every row once and in order across many pages of rows', async () => {
    const count = 2_345;
    // Inside the report's day (today in Panama) whenever the test runs: from a minute past its midnight.
    const base = parsePanamaDateTime(today)!.getTime() + 60_000;
    await createStoredDocuments(
      server.ctx.db,
      demoRuc,
      Array.from({ length: count }, (_, index) => ({
        status: 'AUT' as const,
        number: 900_000 + index,
        docType: '03',
        // Pairs share an instant, so the order falls back on the id.
        issuedAt: new Date(base + Math.floor(index / 2) * 1000).toISOString(),
      })),
    );
    const job = await postReport('03');
    expect(job.totalRegistros).toBe(count);
    expect((await waitForReportJob(server, token, job.idTrabajo)).estado).toBe('LIS');
    const file = await server.as(token).get(`/api/reporte/trabajos/${job.idTrabajo}/archivo`);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    const numbers: string[] = [];
    workbook.worksheets[0]!.eachRow((row, index) => {
      if (index > 7 && index <= 7 + count) numbers.push(String(row.getCell(2).value));
    });
    expect(numbers).toEqual(
      Array.from({ length: count }, (_, index) => `0000-001-${String(900_000 + index).padStart(10, '0')}`),
    );
  }, 60_000);
});
