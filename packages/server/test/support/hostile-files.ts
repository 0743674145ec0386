import { crc32, deflateRawSync } from 'node:zlib';
import forge from 'node-forge';
import { PNG } from 'pngjs';
import { zipCentralRecord, zipLocalHeader } from '../../src/adapters/zip/zip-entry-headers.ts';

// Files an attacker uploads (issue 24): ZIP containers that lie to a streaming reader, PKCS#12 files that
// ask for billions of iterations, images whose headers promise billions of pixels.

export type ZipEntry = readonly [name: string, content: Buffer];

/** Version 2.0, deflated, no modification time; with a descriptor, flag bit 3 says so. */
function entryFields(descriptor: boolean) {
  return { version: 20, flags: descriptor ? 0x8 : 0, method: 8, time: 0, date: 0 };
}

/** One deflated local entry; with a descriptor, its header leaves crc and sizes blank as streaming writers do. */
function localEntry([name, content]: ZipEntry, descriptor: boolean) {
  const data = deflateRawSync(content);
  const crc = crc32(content);
  const header = zipLocalHeader({
    ...entryFields(descriptor),
    crc: descriptor ? 0 : crc,
    compressedSize: descriptor ? 0 : data.length,
    size: descriptor ? 0 : content.length,
    nameLength: Buffer.byteLength(name),
  });
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

/**
 * A ZIP with its entries in the order given, and a central directory listing the first `listed` of them
 * (all by default): the rest are local entries only a streaming reader meets.
 */
export function zipOf(
  entries: readonly ZipEntry[],
  options: { descriptors?: boolean; listed?: number } = {},
): Buffer {
  const locals = entries.map((entry) => localEntry(entry, options.descriptors === true));
  const directory: Buffer[] = [];
  let offset = 0;
  for (const [index, local] of locals.entries()) {
    if (index < (options.listed ?? locals.length)) {
      const central = zipCentralRecord(0, {
        ...entryFields(options.descriptors === true),
        crc: local.crc,
        compressedSize: local.data.length,
        size: local.size,
        nameLength: Buffer.byteLength(local.name),
      });
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

/** The parts of a one-sheet workbook, the sheet first: what made exceljs spill it to a temp file. */
export function workbookParts(values: readonly string[]): ZipEntry[] {
  return [
    ['xl/worksheets/sheet1.xml', Buffer.from(sheetXml(values))],
    ['xl/workbook.xml', Buffer.from(workbookXml)],
    ['xl/_rels/workbook.xml.rels', Buffer.from(relationshipsXml)],
  ];
}

/** Every hostile container by name: each must be refused (or read within its limits) and leave no file. */
export function hostileWorkbooks(): (readonly [string, Buffer])[] {
  const bomb: ZipEntry = ['xl/worksheets/sheet2.xml', Buffer.alloc(20 * 1_048_576, 0x20)];
  const lying = zipOf(workbookParts(['RUC']));
  lying.writeUInt32LE(0xffffffff, 22);
  return [
    ['unlisted local entry (20 MB sheet)', zipOf([...workbookParts(['RUC']), bomb], { listed: 3 })],
    ['listed bomb', zipOf([...workbookParts(['RUC']), bomb])],
    ['local size that lies', lying],
    [
      'data descriptors, sheet before the workbook',
      zipOf(workbookParts(['RUC', '8-888-8888']), { descriptors: true }),
    ],
    [
      'nested bomb',
      zipOf([
        ...workbookParts(['RUC']),
        ['xl/embeddings/bomba.zip', zipOf([['x.xml', Buffer.alloc(10 * 1_048_576, 0x20)]])],
      ]),
    ],
    [
      'too many rows, spilled sheet',
      zipOf(workbookParts(Array.from({ length: 10_002 }, (_, row) => `fila ${row}`))),
    ],
  ];
}

/** A .p12 whose MAC asks for 2^31 − 1 iterations (about 30 minutes of forge), from a valid one. */
export function withHugeMacCount(p12: Buffer): Buffer {
  const pfx = forge.asn1.fromDer(forge.util.createBuffer(p12.toString('binary')));
  const iterations = ((pfx.value as forge.asn1.Asn1[])[2]?.value as forge.asn1.Asn1[])[2];
  if (!iterations) throw new Error('the .p12 has no MAC count');
  iterations.value = '\u007f\u00ff\u00ff\u00ff';
  return Buffer.from(forge.asn1.toDer(pfx).getBytes(), 'binary');
}

/** A tiny PNG whose IHDR says `width` × `height`. */
export function pngClaiming(width: number, height: number): Buffer {
  const png = Buffer.from(PNG.sync.write(new PNG({ width: 1, height: 1 })));
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  return png;
}

/** A JPEG of headers only whose frame (SOF0) says `width` × `height`. */
export function jpegClaiming(width: number, height: number): Buffer {
  const frame = Buffer.from([0xff, 0xc0, 0x00, 0x0b, 0x08, 0, 0, 0, 0, 0x01, 0x01, 0x11, 0x00]);
  frame.writeUInt16BE(height, 5);
  frame.writeUInt16BE(width, 7);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00]),
    frame,
    Buffer.from([0xff, 0xd9]),
  ]);
}
