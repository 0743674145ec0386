import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { spreadsheetMessages } from '@facturar/contracts';
import { readXlsxRows } from './xlsx-reader.ts';
import { SpreadsheetError } from './spreadsheet-error.ts';

const workbookXml =
  '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
  'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>' +
  '<sheet name="Hoja" sheetId="1" r:id="rId1"/></sheets></workbook>';
const relationshipsXml =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
  '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
  '</Relationships>';

/** A sheet of inline strings (no shared strings part), one row per value. */
function sheetXml(values: readonly string[]): string {
  const rows = values
    .map(
      (value, index) =>
        `<row r="${index + 1}"><c r="A${index + 1}" t="inlineStr"><is><t>${value}</t></is></c></row>`,
    )
    .join('');
  return `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rows}</sheetData></worksheet>`;
}

type Entry = readonly [name: string, content: Buffer];

/** One deflated local entry; with a descriptor, its header leaves crc and sizes blank as streaming writers do. */
function localEntry([name, content]: Entry, descriptor = false) {
  const data = deflateRawSync(content);
  const crc = crc32(content);
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(descriptor ? 0x8 : 0, 6);
  header.writeUInt16LE(8, 8);
  if (!descriptor) {
    header.writeUInt32LE(crc, 14);
    header.writeUInt32LE(data.length, 18);
    header.writeUInt32LE(content.length, 22);
  }
  header.writeUInt16LE(Buffer.byteLength(name), 26);
  const trailer = Buffer.alloc(descriptor ? 16 : 0);
  if (descriptor) {
    trailer.writeUInt32LE(0x08074b50, 0);
    trailer.writeUInt32LE(crc, 4);
    trailer.writeUInt32LE(data.length, 8);
    trailer.writeUInt32LE(content.length, 12);
  }
  return {
    name,
    crc,
    data,
    size: content.length,
    bytes: Buffer.concat([header, Buffer.from(name), data, trailer]),
  };
}

/** A ZIP with its entries in the order given, and a directory listing `listed` of them (all by default). */
function zipOf(entries: readonly Entry[], options: { descriptors?: boolean; listed?: number } = {}): Buffer {
  const locals = entries.map((entry) => localEntry(entry, options.descriptors));
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [index, local] of locals.entries()) {
    if (index < (options.listed ?? locals.length)) {
      const central = Buffer.alloc(46);
      central.writeUInt32LE(0x02014b50, 0);
      central.writeUInt16LE(20, 6);
      central.writeUInt16LE(options.descriptors ? 0x8 : 0, 8);
      central.writeUInt16LE(8, 10);
      central.writeUInt32LE(local.crc, 16);
      central.writeUInt32LE(local.data.length, 20);
      central.writeUInt32LE(local.size, 24);
      central.writeUInt16LE(Buffer.byteLength(local.name), 28);
      central.writeUInt32LE(offset, 42);
      directory.push(central, Buffer.from(local.name));
    }
    offset += local.bytes.length;
  }
  const listed = directory.length / 2;
  const size = directory.reduce((sum, chunk) => sum + chunk.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(listed, 8);
  end.writeUInt16LE(listed, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals.map((local) => local.bytes), ...directory, end]);
}

/** The sheet first, the workbook after it: what made exceljs spill the sheet to a temp file. */
function partsOf(values: readonly string[]): Entry[] {
  return [
    ['xl/worksheets/sheet1.xml', Buffer.from(sheetXml(values))],
    ['xl/workbook.xml', Buffer.from(workbookXml)],
    ['xl/_rels/workbook.xml.rels', Buffer.from(relationshipsXml)],
  ];
}

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
    expect(await rowsOf(zipOf(partsOf(['RUC', '155596713-2-2015'])))).toEqual(['RUC', '155596713-2-2015']);
    expect(readdirSync(temp)).toEqual([]);
    const tooMany = await refusalOf(zipOf(partsOf(sheetsLike(10_002))));
    expect(tooMany.mensaje).toBe(spreadsheetMessages.tooManyRows);
    expect(readdirSync(temp)).toEqual([]);
  });

  it('refuses a local entry the directory does not list, before inflating it', async () => {
    // A second sheet of 20 MB of spaces, deflated to about 20 KB, that only a streaming reader meets.
    const bomb: Entry = ['xl/worksheets/sheet2.xml', Buffer.alloc(20 * 1_048_576, 0x20)];
    const hostile = zipOf([...partsOf(['RUC']), bomb], { listed: 3 });
    expect(hostile.length).toBeLessThan(1_048_576);
    expect((await refusalOf(hostile)).code).toBe('ZIP_ENTRADAS_DISTINTAS');
    // Listed in the directory, the same part is judged by its size and refused.
    expect((await refusalOf(zipOf([...partsOf(['RUC']), bomb]))).mensaje).toBe(
      spreadsheetMessages.unpackedTooLarge,
    );
  });

  it('refuses local headers whose name or sizes differ from the directory', async () => {
    const file = zipOf(partsOf(['RUC']));
    const renamed = Buffer.from(file);
    renamed.write('xl/worksheets/sheet9.xml', 30, 'utf8');
    expect((await refusalOf(renamed)).code).toBe('ZIP_ENTRADAS_DISTINTAS');
    const lying = Buffer.from(file);
    lying.writeUInt32LE(0xffffffff, 22);
    expect((await refusalOf(lying)).code).toBe('ZIP_ENTRADAS_DISTINTAS');
  });

  it('accepts data descriptors, and never opens an embedded file, a bomb included', async () => {
    expect(await rowsOf(zipOf(partsOf(['RUC', '8-888-8888']), { descriptors: true }))).toEqual([
      'RUC',
      '8-888-8888',
    ]);
    const nested = zipOf([['bomba.xml', Buffer.alloc(10 * 1_048_576, 0x20)]]);
    const withEmbedded = zipOf([...partsOf(['RUC']), ['xl/embeddings/bomba.zip', nested]]);
    expect(await rowsOf(withEmbedded)).toEqual(['RUC']);
    expect(readdirSync(temp)).toEqual([]);
  });
});
