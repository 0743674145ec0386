import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { spreadsheetMessages } from '@facturar/contracts';
import { inspectXlsxContainer } from './xlsx-container.ts';
import { SpreadsheetError } from './spreadsheet-error.ts';
import { zipOf } from '../../../test/support/spreadsheets.ts';

function refusal(file: Buffer): SpreadsheetError {
  try {
    inspectXlsxContainer(file);
  } catch (error) {
    if (error instanceof SpreadsheetError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

describe('inspectXlsxContainer', () => {
  it('accepts a workbook exceljs writes and names its parts', async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('Hoja').addRow(['RUC']);
    const file = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(inspectXlsxContainer(file).entries).toContain('xl/workbook.xml');
  });

  it('refuses a ZIP that is not a workbook, and stored parts whose sizes disagree', async () => {
    expect(refusal(await zipOf({ 'readme.txt': Buffer.from('hola') })).mensaje).toBe(
      spreadsheetMessages.notXlsx,
    );
    const stored = await zipOf({ 'xl/workbook.xml': Buffer.from('<workbook/>') }, false);
    const directory = stored.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    stored.writeUInt32LE(5, directory + 24);
    expect(refusal(stored).mensaje).toBe(spreadsheetMessages.notXlsx);
  });

  it('refuses an entry marked encrypted as password-protected', async () => {
    const file = await zipOf({ 'xl/workbook.xml': Buffer.from('<workbook/>') });
    const directory = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x01, 0x02]));
    file.writeUInt16LE(file.readUInt16LE(directory + 8) | 0x1, directory + 8);
    const error = refusal(file);
    expect(error.mensaje).toBe(spreadsheetMessages.passwordProtected);
    expect(error.isTooLarge).toBe(false);
  });

  it('refuses ZIP64 and a part far more compressed than a sheet ever is, as too large', async () => {
    const file = await zipOf({ 'xl/workbook.xml': Buffer.from('<workbook/>') });
    const end = file.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    const zip64 = Buffer.from(file);
    zip64.writeUInt16LE(0xffff, end + 10);
    expect(refusal(zip64)).toMatchObject({ mensaje: spreadsheetMessages.unpackedTooLarge, isTooLarge: true });
    const bomb = await zipOf({
      'xl/workbook.xml': Buffer.from('<workbook/>'),
      'xl/x.xml': Buffer.alloc(5_000_000),
    });
    expect(refusal(bomb)).toMatchObject({ mensaje: spreadsheetMessages.unpackedTooLarge, isTooLarge: true });
  });

  it('refuses a file beyond the size limit before reading it', () => {
    expect(refusal(Buffer.alloc(10 * 1_048_576 + 1))).toMatchObject({
      mensaje: spreadsheetMessages.tooLarge,
      isTooLarge: true,
    });
  });
});
