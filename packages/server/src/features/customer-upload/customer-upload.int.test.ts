import { beforeAll, describe, expect, it } from 'vitest';
import {
  customerUploadColumns as titles,
  customerUploadMessages as texts,
  spreadsheetMessages,
} from '@facturar/contracts';
import { waitForMailAbout, type CapturedMail } from '../../../test/support/smtp-capture.ts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { decodeClaims, serveMailingTestServer } from '../../../test/support/test-server.ts';
import { buildWorkbook } from '../../../test/support/spreadsheets.ts';

let token: string;
let assignment: string;

const server = serveMailingTestServer();

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
  assignment = String(decodeClaims(token).sub);
});

function upload(content: Buffer, headers: Record<string, string> = {}) {
  return server
    .as(token)
    .upload(
      `/api/clients/upload/xlsx/${encodeURIComponent(demoRuc)}/${assignment}`,
      { name: 'clientes.xlsx', content },
      {},
      headers,
    );
}

function resultMail(after: number): Promise<CapturedMail> {
  return waitForMailAbout(server.mail.messages, 'Resultado de la carga masiva de clientes', 30_000, after);
}

const header = Object.values(titles);

describe('customers from an .xlsx', () => {
  it('registers the template’s new customers, reports the existing ones without duplicating them and mails the result', async () => {
    const template = await server.as(token).get('/api/clients/upload/xlsx/plantilla');
    expect(template.statusCode).toBe(200);
    const mailsBefore = server.mail.messages.length;
    const response = await upload(template.rawPayload);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ mensaje: texts.accepted, filas: 3, enviadas: 3, errores: [] });
    const mail = await resultMail(mailsBefore);
    expect(mail.text).toContain('Agregados: 1. Ya existían: 2. No agregados por errores: 0.');
    expect(mail.attachments.map((attachment) => attachment.filename)).toEqual(['Resultado-Clientes.xlsx']);
    const foreign = await server.ctx.db
      .selectFrom('customers')
      .select(['name', 'receiver_type', 'country_code'])
      .where('company_ruc', '=', demoRuc)
      .where('identification', '=', 'P-4455667')
      .execute();
    expect(foreign).toEqual([{ name: 'Importadora Andina Ltda.', receiver_type: '04', country_code: 'CO' }]);
  });

  it('answers each bad row’s problem by row and column at once and registers only the good rows', async () => {
    const file = await buildWorkbook({
      Clientes: [
        header,
        [
          '8-274-125',
          '91',
          '01',
          'Natural',
          'María Pérez González',
          'maria@correo.test',
          '6677-8899',
          'Vía España',
          'PANAMA / PANAMA / BELLA VISTA',
          'PA',
          '',
        ],
        ['4-123-456', '21', '07', '1', 'José Rodríguez', 'jose@correo.test', '', 'David', '4-1-1', 'PA', ''],
        ['E-8-110361', '95', '01', '1', 'John Smith', 'no-es-correo', '', 'Panamá', '8-8-7', 'PA', ''],
        [
          '8-274-125',
          '91',
          '01',
          '1',
          'María otra vez',
          'maria2@correo.test',
          '',
          'Panamá',
          '8-8-7',
          'PA',
          '',
        ],
        [
          '155700001-2-2020',
          '11',
          '01',
          '2',
          'Sin Registro, S.A.',
          'info@sinregistro.test',
          '',
          'Colón',
          '3-1-1',
          'PA',
          '',
        ],
        ['X-1', '', '04', '', 'Foreign Co.', 'foreign@co.test', '', '', '8-8-7', 'US', ''],
      ],
    });
    const mailsBefore = server.mail.messages.length;
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json();
    expect(answer).toMatchObject({ mensaje: texts.accepted, filas: 6, enviadas: 2 });
    const at = (fila: number) => answer.errores.filter((problem: { fila: number }) => problem.fila === fila);
    expect(at(3)).toEqual([
      { hoja: 'Clientes', fila: 3, columna: titles.receiverType, mensaje: texts.receiverTypeInvalid },
    ]);
    expect(at(4).map((problem: { columna: string }) => problem.columna)).toEqual([titles.email]);
    expect(at(5)).toEqual([
      { hoja: 'Clientes', fila: 5, columna: titles.identification, mensaje: texts.duplicateInFile(2) },
    ]);
    expect(at(7).map((problem: { columna: string }) => problem.columna)).toEqual([titles.location]);
    const mail = await resultMail(mailsBefore);
    // María is added; the RUC of row 6 has a DV that neither the algorithm nor the registry confirms.
    expect(mail.text).toContain('Agregados: 1. Ya existían: 0. No agregados por errores: 5.');
    expect(mail.text).toMatch(/Fila 6 \(155700001-2-2020\): El dígito verificador 11 no corresponde/);
  });

  it('asks no subscription key (ADR 0100): the session decides; a file that is not a workbook is refused, queuing nothing', async () => {
    const file = await buildWorkbook({ Clientes: [header] });
    // The header the spec's clients send, the web app's public key or any other, changes nothing.
    const headerSets: Record<string, string>[] = [{}, { 'ocp-apim-subscription-key': 'otra' }];
    for (const headers of headerSets) {
      const answer = await upload(file, headers);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().apierror.mensaje).toBe(spreadsheetMessages.noRows);
    }
    const notXlsx = await upload(Buffer.from('Identificación\n1'));
    expect(notXlsx.statusCode).toBe(400);
    expect(notXlsx.json().apierror.mensaje).toBe(spreadsheetMessages.notXlsx);
    const empty = await upload(file);
    expect(empty.json().apierror.mensaje).toBe(spreadsheetMessages.noRows);
  });
});
