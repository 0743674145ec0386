/**
 * What an entry's local header and its central-directory record both hold, in the same order (APPNOTE
 * 4.3.7 and 4.3.12): the version needed to extract, flags, method, DOS time and date, CRC, sizes and the
 * name's length. The record has them two bytes further on, after the version that made it.
 */
export type ZipEntryFields = {
  version: number;
  flags: number;
  method: number;
  time: number;
  date: number;
  crc: number;
  compressedSize: number;
  size: number;
  nameLength: number;
};

const localHeaderSignature = 0x04034b50;
const centralHeaderSignature = 0x02014b50;

function writeEntryFields(buffer: Buffer, at: number, fields: ZipEntryFields): void {
  buffer.writeUInt16LE(fields.version, at);
  buffer.writeUInt16LE(fields.flags, at + 2);
  buffer.writeUInt16LE(fields.method, at + 4);
  buffer.writeUInt16LE(fields.time, at + 6);
  buffer.writeUInt16LE(fields.date, at + 8);
  buffer.writeUInt32LE(fields.crc, at + 10);
  buffer.writeUInt32LE(fields.compressedSize, at + 14);
  buffer.writeUInt32LE(fields.size, at + 18);
  buffer.writeUInt16LE(fields.nameLength, at + 22);
}

/** An entry's local header, the 30 bytes before its name (no extra field). */
export function zipLocalHeader(fields: ZipEntryFields): Buffer {
  const header = Buffer.alloc(30);
  header.writeUInt32LE(localHeaderSignature, 0);
  writeEntryFields(header, 4, fields);
  return header;
}

/**
 * An entry's central-directory record, the 46 bytes before its name: what `madeBy` names and the entry's
 * fields; the caller writes the rest (extra length at 30, attributes at 38, the header's offset at 42).
 */
export function zipCentralRecord(madeBy: number, fields: ZipEntryFields): Buffer {
  const record = Buffer.alloc(46);
  record.writeUInt32LE(centralHeaderSignature, 0);
  record.writeUInt16LE(madeBy, 4);
  writeEntryFields(record, 6, fields);
  return record;
}
