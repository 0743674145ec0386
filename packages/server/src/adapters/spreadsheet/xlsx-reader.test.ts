import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spreadsheetMessages } from '@facturar/contracts';
import { workbookParts, zipOf, type ZipEntry } from '../../../test/support/hostile-files.ts';
import { readXlsxRows } from './xlsx-reader.ts';
import { SpreadsheetError } from './spreadsheet-error.ts';

async function rowsOf(file: Buffer): Promise<string[]> {
  const values: string[] = [];
  for await (const row of readXlsxRows(file)) values.push(row.cells.join('|'));
  return values;
}

async function refusalOf(file: Buffer): Promise<SpreadsheetError> {
  try {
    await rowsOf(file);
  } catch (error) {
    if (error instanceof SpreadsheetError) return error;
    throw error;
  }
  throw new Error('the file was accepted');
}

const sheetsLike = (count: number) => Array.from({ length: count }, (_, index) => `fila ${index + 1}`);

let temp = '';
let previousTemp: string | undefined;
beforeEach(() => {
  previousTemp = process.env['TMPDIR'];
  temp = mkdtempSync(join(tmpdir(), 'xlsx-reader-'));
  process.env['TMPDIR'] = temp;
});
afterEach(() => {
  if (previousTemp === undefined) delete process.env['TMPDIR'];
  else process.env['TMPDIR'] = previousTemp;
  rmSync(temp, { recursive: true, force: true });
});

describe('reading an uploaded .xlsx through its checked directory (ADR 0066)', { timeout: 60_000 }, () => {
  it('reads a sheet written before its workbook, and leaves nothing in the temp folder, read or refused', async () => {
    expect(await rowsOf(zipOf(workbookParts(['RUC', '155596713-2-2015'])))).toEqual([
      'RUC',
      '155596713-2-2015',
    ]);
    expect(readdirSync(temp)).toEqual([]);
    const tooMany = await refusalOf(zipOf(workbookParts(sheetsLike(10_002))));
    expect(tooMany.mensaje).toBe(spreadsheetMessages.tooManyRows);
    expect(readdirSync(temp)).toEqual([]);
  });

  it('refuses a local entry the directory does not list, before inflating it', async () => {
    // A second sheet of 20 MB of spaces, deflated to about 20 KB, that only a streaming reader meets.
    const bomb: ZipEntry = ['xl/worksheets/sheet2.xml', Buffer.alloc(20 * 1_048_576, 0x20)];
    const hostile = zipOf([...workbookParts(['RUC']), bomb], { listed: 3 });
    expect(hostile.length).toBeLessThan(1_048_576);
    expect((await refusalOf(hostile)).code).toBe('ZIP_ENTRADAS_DISTINTAS');
    // Listed in the directory, the same part is judged by its size and refused.
    expect((await refusalOf(zipOf([...workbookParts(['RUC']), bomb]))).mensaje).toBe(
      spreadsheetMessages.unpackedTooLarge,
    );
  });

  it('refuses local headers whose name or sizes differ from the directory', async () => {
    const file = zipOf(workbookParts(['RUC']));
    const renamed = Buffer.from(file);
    renamed.write('xl/worksheets/sheet9.xml', 30, 'utf8');
    expect((await refusalOf(renamed)).code).toBe('ZIP_ENTRADAS_DISTINTAS');
    const lying = Buffer.from(file);
    lying.writeUInt32LE(0xffffffff, 22);
    expect((await refusalOf(lying)).code).toBe('ZIP_ENTRADAS_DISTINTAS');
  });

  it('accepts data descriptors, and never opens an embedded file, a bomb included', async () => {
    expect(await rowsOf(zipOf(workbookParts(['RUC', '8-888-8888']), { descriptors: true }))).toEqual([
      'RUC',
      '8-888-8888',
    ]);
    const nested = zipOf([['bomba.xml', Buffer.alloc(10 * 1_048_576, 0x20)]]);
    const withEmbedded = zipOf([...workbookParts(['RUC']), ['xl/embeddings/bomba.zip', nested]]);
    expect(await rowsOf(withEmbedded)).toEqual(['RUC']);
    expect(readdirSync(temp)).toEqual([]);
  });
});
