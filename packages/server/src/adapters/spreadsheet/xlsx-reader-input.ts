import { crc32 } from 'node:zlib';
import { spreadsheetMessages as texts } from '@facturar/contracts';
import { SpreadsheetError } from './spreadsheet-error.ts';
import type { XlsxContainer, XlsxPart } from './xlsx-container.ts';

/**
 * The ZIP exceljs's streaming reader is given (ADR 0066): only the parts it reads, taken through the
 * checked directory — never the uploaded file's own local entries — with their checked compressed bytes
 * unchanged and exact sizes in every header, no data descriptor. The workbook, its relationships, the
 * styles and the shared strings come before the sheets, so the reader parses each sheet as it streams
 * instead of spilling it to a temp file to wait for them (an empty shared-strings part is added to a
 * workbook without one for the same reason). Embedded files, images and anything else stay packed.
 */
export function readerInputOf(file: Buffer, container: XlsxContainer): Buffer {
  const byName = new Map(container.parts.map((part) => [part.name, part]));
  const relationships = byName.get('xl/_rels/workbook.xml.rels');
  const workbook = byName.get('xl/workbook.xml');
  if (!relationships || !workbook) throw new SpreadsheetError('ARCHIVO_NO_XLSX', texts.notXlsx);
  const head = [relationships, workbook, byName.get('xl/styles.xml')].flatMap((part) =>
    part ? [entryOf(file, part)] : [],
  );
  const sharedStrings = byName.get('xl/sharedStrings.xml');
  head.push(
    sharedStrings ? entryOf(file, sharedStrings) : storedEntry('xl/sharedStrings.xml', EMPTY_SHARED_STRINGS),
  );
  const sheets = container.parts.filter((part) => SHEET.test(part.name)).map((part) => entryOf(file, part));
  return zipOf([...head, ...sheets]);
}

const SHEET = /^xl\/worksheets\/sheet\d+\.xml$/;
const EMPTY_SHARED_STRINGS = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

type Entry = { name: Buffer; method: number; crc: number; size: number; data: Buffer };

function entryOf(file: Buffer, part: XlsxPart): Entry {
  return {
    name: Buffer.from(part.name, 'utf8'),
    method: part.method,
    crc: part.crc,
    size: part.size,
    data: file.subarray(part.dataOffset, part.dataOffset + part.compressed),
  };
}

function storedEntry(name: string, content: Buffer): Entry {
  return {
    name: Buffer.from(name, 'utf8'),
    method: 0,
    crc: crc32(content),
    size: content.length,
    data: content,
  };
}

/** A plain ZIP (APPNOTE 4.3): local header and data per entry, then the directory and its end record. */
function zipOf(entries: readonly Entry[]): Buffer {
  const chunks: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6);
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt32LE(entry.crc, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(entry.name.length, 26);
    chunks.push(local, entry.name, entry.data);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt32LE(entry.crc, 16);
    central.writeUInt32LE(entry.data.length, 20);
    central.writeUInt32LE(entry.size, 24);
    central.writeUInt16LE(entry.name.length, 28);
    central.writeUInt32LE(offset, 42);
    directory.push(central, entry.name);
    offset += 30 + entry.name.length + entry.data.length;
  }
  const directorySize = directory.reduce((sum, chunk) => sum + chunk.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directorySize, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...chunks, ...directory, end]);
}
