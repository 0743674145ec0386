import { inflateRawSync } from 'node:zlib';
import { spreadsheetLimits, spreadsheetMessages as texts } from '@facturar/contracts';
import { SpreadsheetError } from './spreadsheet-error.ts';

/**
 * What an .xlsx must be before any parser decompresses it (ADR 0051): a ZIP whose central directory is
 * whole, without encrypted parts, holding a workbook, and whose parts decompress to a bounded size and
 * ratio — the sizes a part declares are checked by inflating it with its declared size as the ceiling, so a
 * part that lies about its size is refused before the streaming reader meets it. The local entries a
 * streaming reader would meet must be exactly the directory's (ADR 0066). A password-protected workbook
 * is not a ZIP but an OLE compound file with an EncryptionInfo stream (MS-OFFCRYPTO); an old .xls is a
 * compound file without it.
 */

const zipLocalHeader = 0x04034b50;
const centralHeader = 0x02014b50;
const endOfDirectory = 0x06054b50;
const dataDescriptor = 0x08074b50;
const compoundFileMagic = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
const encryptionInfoName = Buffer.from('EncryptionInfo', 'utf16le');
const maxEntries = 10_000;

function refuse(message: string, code: string, kind: 'invalid' | 'too_large' = 'invalid') {
  return new SpreadsheetError(code, message, { isTooLarge: kind === 'too_large' });
}

function findEndOfDirectory(file: Buffer): number {
  // The record is 22 bytes plus a comment of up to 65,535; it is looked for from the end.
  const earliest = Math.max(0, file.length - 22 - 65_535);
  for (let at = file.length - 22; at >= earliest; at -= 1) {
    if (file.readUInt32LE(at) === endOfDirectory) return at;
  }
  return -1;
}

/**
 * Where a part's compressed data starts in the file, after checking that it inflates to exactly its
 * declared size with that size as the ceiling: more output, or broken data, refuses the file.
 */
function assertDeclaredSize(
  file: Buffer,
  part: { localOffset: number; compressed: number; size: number; method: number },
): number {
  const { localOffset, compressed, size, method } = part;
  if (localOffset + 30 > file.length || file.readUInt32LE(localOffset) !== zipLocalHeader) {
    throw refuse(texts.notXlsx, 'ARCHIVO_NO_XLSX');
  }
  const start = localOffset + 30 + file.readUInt16LE(localOffset + 26) + file.readUInt16LE(localOffset + 28);
  if (start + compressed > file.length) throw refuse(texts.notXlsx, 'ARCHIVO_NO_XLSX');
  if (method === 0) {
    if (compressed !== size) throw refuse(texts.notXlsx, 'ARCHIVO_NO_XLSX');
    return start;
  }
  if (method !== 8) throw refuse(texts.notXlsx, 'ARCHIVO_NO_XLSX');
  let inflated: Buffer;
  try {
    inflated = inflateRawSync(file.subarray(start, start + compressed), {
      maxOutputLength: Math.max(size, 1),
    });
  } catch (error) {
    const tooLong = (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE';
    throw tooLong
      ? refuse(texts.unpackedTooLarge, 'ARCHIVO_DESCOMPRIMIDO_GRANDE', 'too_large')
      : refuse(texts.notXlsx, 'ARCHIVO_NO_XLSX');
  }
  if (inflated.length !== size) throw refuse(texts.notXlsx, 'ARCHIVO_NO_XLSX');
  return start;
}

/**
 * The local entries, read from the start of the file as a streaming reader would, must be exactly the
 * directory's, in its space: each one where the previous ends (after its data descriptor, if it has one),
 * with the same name and method, the last ending where the directory starts. Anything between or
 * beside them — an entry the directory does not list — refuses the file.
 */
function assertLocalEntriesMatch(file: Buffer, parts: readonly XlsxPart[], directoryOffset: number): void {
  let expected = 0;
  for (const part of [...parts].sort((a, b) => a.localOffset - b.localOffset)) {
    if (part.localOffset !== expected) throw refuse(texts.notXlsx, 'ZIP_ENTRADAS_DISTINTAS');
    const at = part.localOffset;
    const nameLength = file.readUInt16LE(at + 26);
    const flags = file.readUInt16LE(at + 6);
    // With a data descriptor the local header may leave crc and sizes blank; otherwise they must agree.
    const sizesAgree =
      (flags & 0x8) !== 0 ||
      (file.readUInt32LE(at + 14) === part.crc &&
        file.readUInt32LE(at + 18) === part.compressed &&
        file.readUInt32LE(at + 22) === part.size);
    if (
      !sizesAgree ||
      file.readUInt16LE(at + 8) !== part.method ||
      file.toString('utf8', at + 30, at + 30 + nameLength) !== part.name
    ) {
      throw refuse(texts.notXlsx, 'ZIP_ENTRADAS_DISTINTAS');
    }
    expected = part.dataOffset + part.compressed;
    if ((flags & 0x8) !== 0) {
      // The data descriptor: crc and both sizes, with or without its optional signature.
      const signed = expected + 4 <= file.length && file.readUInt32LE(expected) === dataDescriptor;
      expected += signed ? 16 : 12;
    }
  }
  if (expected !== directoryOffset) throw refuse(texts.notXlsx, 'ZIP_ENTRADAS_DISTINTAS');
}

/** One part of the container as its directory lists it, its compressed bytes checked. */
export type XlsxPart = {
  readonly name: string;
  readonly method: number;
  readonly crc: number;
  readonly compressed: number;
  readonly size: number;
  readonly localOffset: number;
  /** Where its compressed bytes start in the file. */
  readonly dataOffset: number;
};

export type XlsxContainer = { entries: readonly string[]; parts: readonly XlsxPart[] };

/** Checks an uploaded file is an .xlsx the reader may open; refuses it with the user's reason otherwise. */
export function inspectXlsxContainer(file: Buffer): XlsxContainer {
  if (file.length > spreadsheetLimits.maxFileBytes) {
    throw refuse(texts.tooLarge, 'ARCHIVO_GRANDE', 'too_large');
  }
  if (file.length >= 8 && file.subarray(0, 8).equals(compoundFileMagic)) {
    throw file.includes(encryptionInfoName)
      ? refuse(texts.passwordProtected, 'ARCHIVO_PROTEGIDO')
      : refuse(texts.oldExcel, 'ARCHIVO_XLS');
  }
  if (file.length < 22 || file.readUInt32LE(0) !== zipLocalHeader)
    throw refuse(texts.notXlsx, 'ARCHIVO_NO_XLSX');
  const end = findEndOfDirectory(file);
  if (end < 0) throw refuse(texts.notXlsx, 'ARCHIVO_NO_XLSX');
  const count = file.readUInt16LE(end + 10);
  const directoryOffset = file.readUInt32LE(end + 16);
  if (count === 0xffff || directoryOffset === 0xffffffff) {
    // ZIP64: only workbooks far beyond the limits need it.
    throw refuse(texts.unpackedTooLarge, 'ARCHIVO_DESCOMPRIMIDO_GRANDE', 'too_large');
  }
  if (count > maxEntries) throw refuse(texts.notXlsx, 'ARCHIVO_NO_XLSX');
  const parts: XlsxPart[] = [];
  let unpacked = 0;
  let at = directoryOffset;
  for (let index = 0; index < count; index += 1) {
    if (at + 46 > file.length || file.readUInt32LE(at) !== centralHeader) {
      throw refuse(texts.notXlsx, 'ARCHIVO_NO_XLSX');
    }
    const flags = file.readUInt16LE(at + 8);
    const method = file.readUInt16LE(at + 10);
    const crc = file.readUInt32LE(at + 16);
    const compressed = file.readUInt32LE(at + 20);
    const size = file.readUInt32LE(at + 24);
    const nameLength = file.readUInt16LE(at + 28);
    const extraLength = file.readUInt16LE(at + 30);
    const commentLength = file.readUInt16LE(at + 32);
    const localOffset = file.readUInt32LE(at + 42);
    if (at + 46 + nameLength > file.length) throw refuse(texts.notXlsx, 'ARCHIVO_NO_XLSX');
    const name = file.toString('utf8', at + 46, at + 46 + nameLength);
    if ((flags & 0x1) !== 0) throw refuse(texts.passwordProtected, 'ARCHIVO_PROTEGIDO');
    unpacked += size;
    const ratio = size / Math.max(compressed, 1);
    if (
      unpacked > spreadsheetLimits.maxUnpackedBytes ||
      (size > 1_048_576 && ratio > spreadsheetLimits.maxCompressionRatio)
    ) {
      throw refuse(texts.unpackedTooLarge, 'ARCHIVO_DESCOMPRIMIDO_GRANDE', 'too_large');
    }
    const dataOffset = assertDeclaredSize(file, { localOffset, compressed, size, method });
    parts.push({ name, method, crc, compressed, size, localOffset, dataOffset });
    at += 46 + nameLength + extraLength + commentLength;
  }
  if (at !== end) throw refuse(texts.notXlsx, 'ARCHIVO_NO_XLSX');
  assertLocalEntriesMatch(file, parts, directoryOffset);
  const entries = parts.map((part) => part.name);
  if (new Set(entries).size !== entries.length) throw refuse(texts.notXlsx, 'ZIP_ENTRADAS_DISTINTAS');
  if (!entries.includes('xl/workbook.xml')) throw refuse(texts.notXlsx, 'ARCHIVO_NO_XLSX');
  return { entries, parts };
}
