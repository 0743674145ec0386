import { crc32 } from 'node:zlib';
import { spreadsheetMessages as texts } from '@facturar/contracts';
import { SpreadsheetError } from './spreadsheet-error.ts';
import { zipCentralRecord, zipLocalHeader, type ZipEntryFields } from '../zip/zip-entry-headers.ts';
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
    // Version 2.0, names in UTF-8 (bit 11), no modification time.
    const fields: ZipEntryFields = {
      version: 20,
      flags: 0x0800,
      method: entry.method,
      time: 0,
      date: 0,
      crc: entry.crc,
      compressedSize: entry.data.length,
      size: entry.size,
      nameLength: entry.name.length,
    };
    chunks.push(zipLocalHeader(fields), entry.name, entry.data);
    const central = zipCentralRecord(20, fields);
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
