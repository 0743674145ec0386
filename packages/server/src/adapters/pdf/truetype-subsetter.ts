/**
 * Builds TrueType subsets (the glyph program a PDF embeds) by copying glyph records out of a font file that
 * was read once. fontkit's own subsetter decodes every glyph outline again for every document, which was
 * the largest single cost of a CAFE; copying bytes is what a subset needs.
 *
 * Covers what a PDF embedding reads (glyf, loca, hmtx, head, hhea, maxp and the hinting tables); composite
 * glyphs bring their components along, renumbered.
 */
export class TrueTypeSubsetter {
  private readonly bytes: Uint8Array;
  private readonly view: DataView;
  private readonly tables = new Map<string, { offset: number; length: number }>();
  private readonly glyphOffsets: number[];
  private readonly metricsCount: number;
  private readonly glyphCache: (GlyphRecord | undefined)[];

  constructor(fontFile: Uint8Array) {
    // A private copy: records are patched in copies, and a Buffer's slice() would share memory.
    this.bytes = new Uint8Array(fontFile);
    this.view = new DataView(this.bytes.buffer);
    const tableCount = this.view.getUint16(4);
    for (let index = 0; index < tableCount; index++) {
      const record = 12 + index * 16;
      const tag = String.fromCharCode(...this.bytes.subarray(record, record + 4));
      this.tables.set(tag, {
        offset: this.view.getUint32(record + 8),
        length: this.view.getUint32(record + 12),
      });
    }
    const glyphCount = this.view.getUint16(this.table('maxp').offset + 4);
    const isLongLoca = this.view.getInt16(this.table('head').offset + 50) === 1;
    const loca = this.table('loca').offset;
    this.glyphOffsets = Array.from({ length: glyphCount + 1 }, (_, gid) =>
      isLongLoca ? this.view.getUint32(loca + gid * 4) : this.view.getUint16(loca + gid * 2) * 2,
    );
    this.metricsCount = this.view.getUint16(this.table('hhea').offset + 34);
    this.glyphCache = new Array<GlyphRecord | undefined>(glyphCount);
  }

  /** A subset for one document: glyph 0 first, then glyphs in the order the document uses them. */
  createSubset(): TrueTypeSubset {
    return new TrueTypeSubset(this);
  }

  /** The font file holding `glyphIds` (original ids, in subset order); may append composite components. */
  encode(glyphIds: number[], includeGlyph: (gid: number) => number): Uint8Array {
    const glyphs: Uint8Array[] = [];
    const offsets: number[] = [];
    let offset = 0;
    for (let index = 0; index < glyphIds.length; index++) {
      const record = this.glyph(glyphIds[index]!);
      let data = record.data;
      if (record.components.length > 0) {
        data = new Uint8Array(data);
        const patch = new DataView(data.buffer, data.byteOffset, data.byteLength);
        for (const component of record.components)
          patch.setUint16(component.position, includeGlyph(component.gid));
      }
      offsets.push(offset);
      glyphs.push(data);
      offset += align4(data.length);
    }
    offsets.push(offset);
    const count = glyphIds.length;

    const glyf = new Uint8Array(offset);
    glyphs.forEach((data, index) => glyf.set(data, offsets[index]!));
    const loca = new Uint8Array((count + 1) * 4);
    const locaView = new DataView(loca.buffer);
    offsets.forEach((value, index) => locaView.setUint32(index * 4, value));
    const hmtx = new Uint8Array(count * 4);
    const hmtxView = new DataView(hmtx.buffer);
    glyphIds.forEach((gid, index) => {
      const { advance, leftBearing } = this.metrics(gid);
      hmtxView.setUint16(index * 4, advance);
      hmtxView.setInt16(index * 4 + 2, leftBearing);
    });

    const head = this.copyTable('head');
    new DataView(head.buffer).setUint32(8, 0);
    new DataView(head.buffer).setInt16(50, 1);
    const hhea = this.copyTable('hhea');
    new DataView(hhea.buffer).setUint16(34, count);
    const maxp = this.copyTable('maxp');
    new DataView(maxp.buffer).setUint16(4, count);

    const tables = new Map<string, Uint8Array>([
      ['glyf', glyf],
      ['head', head],
      ['hhea', hhea],
      ['hmtx', hmtx],
      ['loca', loca],
      ['maxp', maxp],
    ]);
    for (const hinting of ['cvt ', 'fpgm', 'prep']) {
      if (this.tables.has(hinting)) tables.set(hinting, this.copyTable(hinting));
    }
    return writeFontFile(tables);
  }

  private glyph(gid: number): GlyphRecord {
    let record = this.glyphCache[gid];
    if (!record) {
      record = this.readGlyph(gid);
      this.glyphCache[gid] = record;
    }
    return record;
  }

  private readGlyph(gid: number): GlyphRecord {
    const start = this.glyphOffsets[gid] ?? 0;
    const end = this.glyphOffsets[gid + 1] ?? start;
    const glyf = this.table('glyf').offset;
    const data = this.bytes.subarray(glyf + start, glyf + end);
    const components: { gid: number; position: number }[] = [];
    if (data.length >= 10 && this.view.getInt16(glyf + start) < 0) {
      const glyph = new DataView(data.buffer, data.byteOffset, data.byteLength);
      let position = 10;
      let flags: number;
      do {
        flags = glyph.getUint16(position);
        components.push({ gid: glyph.getUint16(position + 2), position: position + 2 });
        position += 4 + (flags & ARGS_ARE_WORDS ? 4 : 2);
        if (flags & HAS_SCALE) position += 2;
        else if (flags & HAS_X_AND_Y_SCALE) position += 4;
        else if (flags & HAS_TWO_BY_TWO) position += 8;
      } while (flags & MORE_COMPONENTS);
    }
    return { data, components };
  }

  private metrics(gid: number): { advance: number; leftBearing: number } {
    const hmtx = this.table('hmtx').offset;
    if (gid < this.metricsCount) {
      return {
        advance: this.view.getUint16(hmtx + gid * 4),
        leftBearing: this.view.getInt16(hmtx + gid * 4 + 2),
      };
    }
    return {
      advance: this.view.getUint16(hmtx + (this.metricsCount - 1) * 4),
      leftBearing: this.view.getInt16(hmtx + this.metricsCount * 4 + (gid - this.metricsCount) * 2),
    };
  }

  private table(tag: string): { offset: number; length: number } {
    const table = this.tables.get(tag);
    if (!table) throw new Error(`The font has no '${tag}' table.`);
    return table;
  }

  private copyTable(tag: string): Uint8Array {
    const { offset, length } = this.table(tag);
    return new Uint8Array(this.bytes.subarray(offset, offset + length));
  }
}

/** fontkit's Subset interface, as pdfkit uses it. */
export class TrueTypeSubset {
  private readonly subsetter: TrueTypeSubsetter;
  private readonly glyphs: number[] = [];
  private readonly mapping = new Map<number, number>();

  constructor(subsetter: TrueTypeSubsetter) {
    this.subsetter = subsetter;
    this.includeGlyph(0);
  }

  includeGlyph(glyph: number | { id: number }): number {
    const gid = typeof glyph === 'number' ? glyph : glyph.id;
    let index = this.mapping.get(gid);
    if (index === undefined) {
      index = this.glyphs.length;
      this.glyphs.push(gid);
      this.mapping.set(gid, index);
    }
    return index;
  }

  encode(): Uint8Array {
    return this.subsetter.encode(this.glyphs, (gid) => this.includeGlyph(gid));
  }
}

type GlyphRecord = { data: Uint8Array; components: { gid: number; position: number }[] };

const ARGS_ARE_WORDS = 0x0001;
const HAS_SCALE = 0x0008;
const MORE_COMPONENTS = 0x0020;
const HAS_X_AND_Y_SCALE = 0x0040;
const HAS_TWO_BY_TWO = 0x0080;

function align4(length: number): number {
  return (length + 3) & ~3;
}

/** An sfnt file: the table directory (tags sorted, checksums) then each table, 4-byte aligned. */
function writeFontFile(tables: Map<string, Uint8Array>): Uint8Array {
  const tags = [...tables.keys()].sort();
  const headerLength = 12 + tags.length * 16;
  const total = tags.reduce((sum, tag) => sum + align4(tables.get(tag)!.length), headerLength);
  const file = new Uint8Array(total);
  const view = new DataView(file.buffer);
  const power = 2 ** Math.floor(Math.log2(tags.length));
  view.setUint32(0, 0x00010000);
  view.setUint16(4, tags.length);
  view.setUint16(6, power * 16);
  view.setUint16(8, Math.log2(power));
  view.setUint16(10, tags.length * 16 - power * 16);
  let offset = headerLength;
  tags.forEach((tag, index) => {
    const table = tables.get(tag)!;
    file.set(table, offset);
    const record = 12 + index * 16;
    for (let char = 0; char < 4; char++) view.setUint8(record + char, tag.charCodeAt(char));
    view.setUint32(record + 4, checksum(view, offset, table.length));
    view.setUint32(record + 8, offset);
    view.setUint32(record + 12, table.length);
    offset += align4(table.length);
  });
  return file;
}

function checksum(view: DataView, offset: number, length: number): number {
  let sum = 0;
  for (let position = offset; position < offset + align4(length); position += 4) {
    sum = (sum + view.getUint32(position)) >>> 0;
  }
  return sum;
}
