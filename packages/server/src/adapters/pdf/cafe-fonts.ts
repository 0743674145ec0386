import { readFileSync } from 'node:fs';
import { create, type Font, type Glyph } from 'fontkit';
import { TrueTypeSubsetter } from './truetype-subsetter.ts';

/**
 * A font of the CAFE, read and parsed once per process. Text is mapped to glyphs with their plain
 * advances (no OpenType shaping: invoice text needs no ligatures or kerning), cached, so the same words on
 * the next document cost a lookup.
 */
export type CafeFont = {
  /** The fontkit font pdfkit embeds; its subsets are built by `TrueTypeSubsetter`. */
  font: Font;
  /** The glyphs of one line of text. */
  glyphsOf(text: string): readonly Glyph[];
  /** Width of one line of text in thousandths of the font size. */
  widthOf(text: string): number;
};

export type CafeFonts = { regular: CafeFont; bold: CafeFont };

const FONT_DIRECTORY = new URL('../../../assets/fonts/', import.meta.url);
// Words of invoices repeat (labels, units, common amounts); past this many distinct strings a cache
// starts over rather than grow without bound in a long-running server.
const CACHE_LIMIT = 50_000;

let loaded: CafeFonts | undefined;

export function loadCafeFonts(): CafeFonts {
  loaded ??= { regular: openFont('Roboto-Regular.ttf'), bold: openFont('Roboto-Bold.ttf') };
  return loaded;
}

function openFont(fileName: string): CafeFont {
  const file = readFileSync(new URL(fileName, FONT_DIRECTORY));
  const font = create(file);
  if (!('glyphsForString' in font)) throw new Error(`${fileName} is a font collection, not a single font.`);
  const subsetter = new TrueTypeSubsetter(file);
  const scale = 1000 / font.unitsPerEm;
  const glyphsOf = memoize((text: string) => font.glyphsForString(text.normalize('NFC')));
  const widthOf = memoize(
    (text: string) => glyphsOf(text).reduce((sum, glyph) => sum + glyph.advanceWidth, 0) * scale,
  );
  // fontkit's own subsetter decodes every glyph outline again for every document; this one copies records.
  const createSubset = () => subsetter.createSubset();
  const embeddable = new Proxy(font, {
    get: (target, property) =>
      property === 'createSubset' ? createSubset : Reflect.get(target, property, target),
  });
  return { font: embeddable, glyphsOf, widthOf };
}

function memoize<T>(compute: (text: string) => T): (text: string) => T {
  const cache = new Map<string, T>();
  return (text) => {
    let value = cache.get(text);
    if (value === undefined) {
      value = compute(text);
      if (cache.size >= CACHE_LIMIT) cache.clear();
      cache.set(text, value);
    }
    return value;
  };
}
