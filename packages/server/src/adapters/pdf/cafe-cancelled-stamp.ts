import type { CafeFont } from './cafe-fonts.ts';
import { writeTextLine } from './pdf-text-writer.ts';

/** What a cancelled document's CAFE says across every page, in red, so no one takes it for a valid one. */
export const CANCELLED_MARK = 'ANULADO';

/** Red of the stamp: legible in print, and unlike anything else on the CAFE. */
const STAMP_COLOUR = '#c62828';

/**
 * Stamps 'ANULADO' and the cancellation date across the middle of every page already drawn (the document
 * buffers its pages so the stamp goes on each one), diagonally and half transparent over the content.
 */
export function stampCancelled(doc: PDFKit.PDFDocument, font: CafeFont, cancelledAt: string): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const { width, height } = doc.page;
    const size = Math.min(width / 5, 96);
    doc.save();
    doc.rotate(-30, { origin: [width / 2, height / 2] });
    doc.fillColor(STAMP_COLOUR).fillOpacity(0.35).strokeColor(STAMP_COLOUR).strokeOpacity(0.6);
    // The same text writer as the rest of the CAFE: the stamp is text a reader (and pdftotext) finds.
    doc.font('bold');
    const centre = (text: string, textSize: number) => (width - (font.widthOf(text) * textSize) / 1000) / 2;
    writeTextLine(
      doc,
      font.glyphsOf(CANCELLED_MARK),
      centre(CANCELLED_MARK, size),
      height / 2 - size / 2,
      size,
    );
    const note = `Anulado el ${cancelledAt}`;
    const noteSize = size / 4;
    doc.fillOpacity(0.6);
    writeTextLine(doc, font.glyphsOf(note), centre(note, noteSize), height / 2 + size / 1.8, noteSize);
    doc.restore();
  }
}
