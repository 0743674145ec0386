import { readFileSync } from 'node:fs';
import { create, type Font } from 'fontkit';
import { describe, expect, it } from 'vitest';
import { TrueTypeSubsetter } from './truetype-subsetter.ts';

const FONT_FILE = readFileSync(new URL('../../../assets/fonts/Roboto-Regular.ttf', import.meta.url));
const original = create(FONT_FILE) as Font;

function subsetOf(text: string): { subset: Font; glyphIds: number[] } {
  const subset = new TrueTypeSubsetter(FONT_FILE).createSubset();
  const glyphIds = original.glyphsForString(text).map((glyph) => glyph.id);
  for (const gid of glyphIds) subset.includeGlyph(gid);
  return { subset: create(Buffer.from(subset.encode())) as Font, glyphIds };
}

describe('TrueType subsets built by copying glyph records', () => {
  it('holds the missing glyph and each used glyph once, with the original outlines and advances', () => {
    const text = 'Factura 685.66';
    const { subset, glyphIds } = subsetOf(text);
    const unique = [0, ...new Set(glyphIds)];
    expect(subset.numGlyphs).toBeGreaterThanOrEqual(unique.length);
    unique.forEach((gid, index) => {
      expect(subset.getGlyph(index).path.toSVG()).toBe(original.getGlyph(gid).path.toSVG());
      expect(subset.getGlyph(index).advanceWidth).toBe(original.getGlyph(gid).advanceWidth);
    });
  });

  it('brings the components of accented letters along, renumbered', () => {
    const { subset, glyphIds } = subsetOf('áéíóúñÁÉÍÓÚÑ¿¡°');
    const unique = [0, ...new Set(glyphIds)];
    unique.forEach((gid, index) => {
      expect(subset.getGlyph(index).path.toSVG()).toBe(original.getGlyph(gid).path.toSVG());
    });
  });
});
