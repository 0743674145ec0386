import { deflateRawSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { rucCheckResultColumns, spreadsheetMessages } from '@facturar/contracts';
import { serveTestServer } from '../../../test/support/test-server.ts';
import { buildWorkbook, readWorkbook, zipOf } from '../../../test/support/spreadsheets.ts';

let token: string;

const server = serveTestServer();

beforeAll(async () => {
  token = await server.login('adm@demo.facturar.test');
});

function upload(content: Buffer, name = 'rucs.xlsx') {
  return server.as(token).upload('/api/admin/clientes/verificar/loteRuc', { name, content });
}

describe('CMR: bulk RUC check', () => {
  it('answers Consulta-{timestamp}.xlsx with the computed and registered DV, the name and each row’s error', async () => {
    const file = await buildWorkbook({
      RUCs: [
        ['RUC', 'Tipo de contribuyente (1 natural, 2 jurídico)'],
        ['155596713-2-2015', '2'],
        ['8-274-125', ''],
        ['2588017-1-831938', 'J'],
        ['155700001-2-2020', '2'],
        ['8-ABC-1', '1'],
        ['4-123-456', '3'],
      ],
    });
    const response = await upload(file);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="Consulta-\d{14}\.xlsx"$/);
    const { Consulta: rows } = await readWorkbook(response.rawPayload);
    expect(rows?.[0]).toEqual([...rucCheckResultColumns]);
    expect(rows?.slice(1)).toEqual([
      ['155596713-2-2015', 'Jurídico', '59', '59', 'Comercializadora Demo Facturar, S.A.', 'Sí', 'Sí', ''],
      ['8-274-125', 'Natural', '91', '91', 'María Pérez González', 'Sí', 'No', ''],
      ['2588017-1-831938', 'Jurídico', '20', '20', 'Ferretería El Istmo, S.A.', 'Sí', 'No', ''],
      [
        '155700001-2-2020',
        'Jurídico',
        expect.stringMatching(/^\d{2}$/),
        '',
        '',
        'No',
        '',
        'El RUC no está registrado en la DGI.',
      ],
      ['8-ABC-1', 'Natural', '', '', '', '', '', expect.any(String)],
      ['4-123-456', '', '', '', '', '', '', 'El tipo de contribuyente debe ser 1 (natural) o 2 (jurídico).'],
    ]);
    expect(rows?.[5]?.[7]).not.toBe('');
  });

  it('serves a template whose example rows check clean', async () => {
    const template = await server.as(token).get('/api/admin/clientes/verificar/loteRuc/plantilla');
    expect(template.statusCode).toBe(200);
    const response = await upload(template.rawPayload);
    const { Consulta: rows } = await readWorkbook(response.rawPayload);
    expect(rows?.slice(1).map((row) => row[7] ?? '')).toEqual(['', '', '']);
  });

  it('refuses files it must not read, with the reason in Spanish', async () => {
    const refusals: [Buffer, number, string][] = [
      [Buffer.from('RUC\n155596713-2-2015\n'), 400, spreadsheetMessages.notXlsx],
      [
        Buffer.concat([
          Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
          Buffer.alloc(512),
          Buffer.from('EncryptionInfo', 'utf16le'),
        ]),
        400,
        spreadsheetMessages.passwordProtected,
      ],
      [
        Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), Buffer.alloc(512)]),
        400,
        spreadsheetMessages.oldExcel,
      ],
      [
        await zipOf({
          'xl/workbook.xml': Buffer.from('<workbook/>'),
          'xl/worksheets/sheet1.xml': Buffer.alloc(60_000_000),
        }),
        413,
        spreadsheetMessages.unpackedTooLarge,
      ],
      [(await buildWorkbook({ RUCs: [['RUC']] })).subarray(0, 900), 400, spreadsheetMessages.notXlsx],
    ];
    for (const [content, status, message] of refusals) {
      const response = await upload(content);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().apierror.mensaje).toBe(message);
    }
  });

  it('refuses a part that inflates beyond the size it declares', async () => {
    const zeros = Buffer.alloc(2_000_000);
    const zip = await zipOf({
      'xl/workbook.xml': Buffer.from('<workbook/>'),
      'xl/worksheets/sheet1.xml': zeros,
    });
    // Declare 1,000 bytes for the sheet in the central directory, as a bomb that lies would.
    const directory = zip.lastIndexOf(Buffer.from('xl/worksheets/sheet1.xml')) - 46;
    expect(zip.readUInt32LE(directory)).toBe(0x02014b50);
    zip.writeUInt32LE(1_000, directory + 24);
    const response = await upload(zip);
    expect(response.statusCode).toBe(413);
    expect(response.json().apierror.mensaje).toBe(spreadsheetMessages.unpackedTooLarge);
    expect(deflateRawSync(zeros).length).toBeLessThan(1_000_000 / 200);
  });

  it('refuses more rows than the limit, and a file without any RUC', async () => {
    const many = await buildWorkbook({
      RUCs: [['RUC'], ...Array.from({ length: 10_001 }, (_, index) => [`8-${index + 1}-1`])],
    });
    const tooMany = await upload(many);
    expect(tooMany.statusCode).toBe(413);
    expect(tooMany.json().apierror.mensaje).toBe(spreadsheetMessages.tooManyRows);
    const empty = await upload(await buildWorkbook({ RUCs: [['RUC']] }));
    expect(empty.statusCode).toBe(400);
    expect(empty.json().apierror.mensaje).toBe(spreadsheetMessages.noRows);
    const noColumn = await upload(await buildWorkbook({ RUCs: [['Cédula'], ['8-1-1']] }));
    expect(noColumn.json().apierror.mensaje).toBe(spreadsheetMessages.missingColumn('RUC'));
  });
});
