import { QUOTE_NO_FISCAL_VALUE } from '@facturar/contracts';
import type { CafeFont } from './cafe-fonts.ts';
import { writeTextLine } from './pdf-text-writer.ts';

/** What a cancelled document's CAFE says across every page, in red, so no one takes it for a valid one. */
export const CANCELLED_MARK = 'ANULADO';

/** Red of the stamp: legible in print, and unlike anything else on the CAFE. */
const STAMP_COLOUR = '#c62828';

/** A quote's mark (issue 28 §2): it is no fiscal document, whatever it looks like (its page says the same). */
export const QUOTE_MARK = QUOTE_NO_FISCAL_VALUE;
/** Blue of the quote's mark: the CAFE's accent, not the red of a cancellation. */
const QUOTE_COLOUR = '#1565c0';

/**
 * Writes a mark and a note under it across the middle of every page already drawn (the document buffers
 * its pages so the mark goes on each one), diagonally and half transparent over the content.
 */
function stampEveryPage(
  doc: PDFKit.PDFDocument,
  font: CafeFont,
  stamp: { mark: string; note: string; colour: string },
): void {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index);
    const { width, height } = doc.page;
    // As large as the page allows: a long mark is made smaller to stay on it.
    const size = Math.min(width / 5, 96, (width * 0.85 * 1000) / font.widthOf(stamp.mark));
    doc.save();
    doc.rotate(-30, { origin: [width / 2, height / 2] });
    doc.fillColor(stamp.colour).fillOpacity(0.35).strokeColor(stamp.colour).strokeOpacity(0.6);
    // The same text writer as the rest of the CAFE: the stamp is text a reader (and pdftotext) finds.
    doc.font('bold');
    const centre = (text: string, textSize: number) => (width - (font.widthOf(text) * textSize) / 1000) / 2;
    writeTextLine(doc, font.glyphsOf(stamp.mark), centre(stamp.mark, size), height / 2 - size / 2, size);
    const noteSize = Math.max(size / 4, 10);
    doc.fillOpacity(0.6);
    writeTextLine(
      doc,
      font.glyphsOf(stamp.note),
      centre(stamp.note, noteSize),
      height / 2 + size / 1.8,
      noteSize,
    );
    doc.restore();
  }
}

/** 'ANULADO' and the cancellation date, in red, so no one takes a cancelled document for a valid one. */
export function stampCancelled(doc: PDFKit.PDFDocument, font: CafeFont, cancelledAt: string): void {
  stampEveryPage(doc, font, {
    mark: CANCELLED_MARK,
    note: `Anulado el ${cancelledAt}`,
    colour: STAMP_COLOUR,
  });
}

/** The quote's mark, its number and how long it holds, on every page. */
export function stampQuote(
  doc: PDFKit.PDFDocument,
  font: CafeFont,
  quote: { number: string; validUntil: string },
): void {
  stampEveryPage(doc, font, {
    mark: QUOTE_MARK,
    note: `${quote.number} · válida hasta el ${quote.validUntil}`,
    colour: QUOTE_COLOUR,
  });
}
