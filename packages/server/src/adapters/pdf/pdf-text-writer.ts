import type { Glyph } from 'fontkit';

/**
 * Writes a line of text into the current page with the document's current embedded font, as one
 * self-contained text object. pdfkit's `text()` lays a string out three times per call (to measure it,
 * to encode it, and to advance its cursor) and wraps it in several graphics-state operators; a CAFE draws
 * a few hundred short strings, and that was half of its time.
 *
 * It reaches into pdfkit (0.20.2, pinned) for what its public API does not expose: the current
 * `EmbeddedFont` (`_font`: its `encode`, which records the glyphs in the document's subset, widths and
 * ToUnicode map; its `id`, `ascender` and `ref()`) and the page's font resources (`page.fonts`). The CAFE
 * tests extract the text of rendered PDFs, so a pdfkit change that breaks this fails them.
 */
type EmbeddedFont = {
  id: string;
  ascender: number;
  scale: number;
  subset: { includeGlyph(gid: number): number };
  widths: number[];
  unicode: number[][];
  ref(): unknown;
};

type DocumentInternals = {
  _font: EmbeddedFont | null;
  page: { height: number; fonts: Record<string, unknown> };
};

/** Draws `text` with the document's current font at `size`, its left end at `x` and its top at `y`. */
export function writeTextLine(
  doc: PDFKit.PDFDocument,
  glyphs: readonly Glyph[],
  x: number,
  y: number,
  size: number,
): void {
  const internals = doc as unknown as DocumentInternals;
  const font = internals._font;
  if (!font) throw new Error('A font must be selected before writing text.');
  let hex = '';
  for (const glyph of glyphs) {
    const gid = font.subset.includeGlyph(glyph.id);
    hex += gid.toString(16).padStart(4, '0');
    font.widths[gid] ??= glyph.advanceWidth * font.scale;
    font.unicode[gid] ??= glyph.codePoints;
  }
  const { page } = internals;
  page.fonts[font.id] ??= font.ref();
  // The page's coordinates run downwards (pdfkit flips them); text needs them upright.
  const baseline = page.height - y - (font.ascender / 1000) * size;
  doc.addContent(
    `q 1 0 0 -1 0 ${page.height} cm BT /${font.id} ${format(size)} Tf 1 0 0 1 ${format(x)} ${format(baseline)} Tm <${hex}> Tj ET Q`,
  );
}

function format(value: number): string {
  return String(Math.round(value * 1000) / 1000);
}
