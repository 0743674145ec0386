import type { CafeFonts } from './cafe-fonts.ts';
import type { QrSymbol } from './cafe-qr.ts';
import { writeTextLine } from './pdf-text-writer.ts';

export type FontWeight = 'regular' | 'bold';
export type TextAlign = 'left' | 'center' | 'right';
export type TextStyle = { size: number; weight?: FontWeight; color?: string };

/** An image pdfkit has opened (parsed its header) for the document; `@types/pdfkit` does not declare it. */
type OpenedImage = { width: number; height: number };
type ImageOpening = {
  openImage(data: Buffer): OpenedImage;
  image(image: OpenedImage, x: number, y: number, options: { width: number; height: number }): unknown;
};

/** The fitted box of an opened image. */
export type PlacedImage = { image: OpenedImage | undefined; width: number; height: number };

const LINE_HEIGHT = 1.25;
const SMALLEST_FITTED_SIZE = 5;
const DEFAULT_COLOR = '#1d2733';

/**
 * The few drawing operations the CAFE layouts need, over pdfkit, with the layouts' own line breaking so a
 * row's height is known before it is drawn. A measuring canvas computes sizes and draws nothing: the roll
 * layout runs once measuring to learn its page height, then again drawing.
 */
export class CafeCanvas {
  readonly doc: PDFKit.PDFDocument;
  readonly isMeasuring: boolean;
  private readonly fonts: CafeFonts;
  private color: string | undefined;
  private readonly wrapped = new Map<string, string[]>();

  constructor(doc: PDFKit.PDFDocument, fonts: CafeFonts, isMeasuring: boolean) {
    this.doc = doc;
    this.fonts = fonts;
    this.isMeasuring = isMeasuring;
  }

  /** Forgets the fill colour in force: a new page starts from the default graphics state. */
  startPage(): void {
    this.color = undefined;
  }

  lineHeight(style: TextStyle): number {
    return style.size * LINE_HEIGHT;
  }

  measure(text: string, style: TextStyle): number {
    return (this.fonts[style.weight ?? 'regular'].widthOf(text) * style.size) / 1000;
  }

  /** Breaks text into lines no wider than `width`, at spaces and newlines; over-long words are cut. */
  wrap(text: string, style: TextStyle, width: number): string[] {
    const key = `${style.weight ?? 'regular'}|${style.size}|${width}|${text}`;
    let lines = this.wrapped.get(key);
    if (!lines) {
      lines = this.breakLines(text, style, width);
      this.wrapped.set(key, lines);
    }
    return lines;
  }

  private breakLines(text: string, style: TextStyle, width: number): string[] {
    const space = this.measure(' ', style);
    const lines: string[] = [];
    for (const paragraph of text.split(/\r?\n/)) {
      let line = '';
      let lineWidth = 0;
      for (const word of paragraph.split(' ')) {
        if (word === '') continue;
        const wordWidth = this.measure(word, style);
        const candidateWidth = line === '' ? wordWidth : lineWidth + space + wordWidth;
        if (candidateWidth <= width) {
          line = line === '' ? word : `${line} ${word}`;
          lineWidth = candidateWidth;
          continue;
        }
        if (line !== '') lines.push(line);
        line = word;
        lineWidth = wordWidth;
        while (lineWidth > width && line.length > 1) {
          const cut = this.fittingLength(line, style, width);
          lines.push(line.slice(0, cut));
          line = line.slice(cut);
          lineWidth = this.measure(line, style);
        }
      }
      lines.push(line);
    }
    return lines;
  }

  /** One line of text whose top is at `y`; aligned within `width` when given. */
  text(
    text: string,
    x: number,
    y: number,
    style: TextStyle,
    width?: number,
    align: TextAlign = 'left',
  ): void {
    if (this.isMeasuring || text === '') return;
    this.doc.font(style.weight ?? 'regular');
    this.useColor(style.color ?? DEFAULT_COLOR);
    let left = x;
    if (width !== undefined && align !== 'left') {
      const free = width - this.measure(text, style);
      left += align === 'right' ? free : free / 2;
    }
    writeTextLine(this.doc, this.fonts[style.weight ?? 'regular'].glyphsOf(text), left, y, style.size);
  }

  /** One line that must not wrap (an amount): shrunk just enough to fit `width`. */
  fittedText(text: string, x: number, y: number, style: TextStyle, width: number, align: TextAlign): void {
    const natural = this.measure(text, style);
    const size =
      natural <= width
        ? style.size
        : Math.max(SMALLEST_FITTED_SIZE, (style.size * width) / Math.max(natural, 1));
    this.text(text, x, y, { ...style, size }, width, align);
  }

  /** Wrapped lines from `y`; returns the height used. */
  lines(
    lines: readonly string[],
    x: number,
    y: number,
    style: TextStyle,
    width?: number,
    align?: TextAlign,
  ): number {
    const step = this.lineHeight(style);
    lines.forEach((line, index) => this.text(line, x, y + index * step, style, width, align));
    return lines.length * step;
  }

  paragraph(text: string, x: number, y: number, width: number, style: TextStyle, align?: TextAlign): number {
    return this.lines(this.wrap(text, style, width), x, y, style, width, align);
  }

  /** `label value`, the value wrapping under itself; returns the height used. */
  labelled(label: string, value: string, x: number, y: number, width: number, style: TextStyle): number {
    const labelStyle: TextStyle = { ...style, weight: 'bold' };
    const labelWidth = this.measure(`${label} `, labelStyle);
    if (labelWidth > width * 0.6) {
      const height = this.lines([label], x, y, labelStyle);
      return height + this.paragraph(value, x, y + height, width, style);
    }
    this.text(label, x, y, labelStyle);
    const valueLines = this.wrap(value, style, width - labelWidth);
    return Math.max(this.lineHeight(style), this.lines(valueLines, x + labelWidth, y, style));
  }

  fillRect(x: number, y: number, width: number, height: number, color: string): void {
    if (this.isMeasuring) return;
    this.doc.rect(x, y, width, height).fill(color);
    this.color = undefined;
  }

  strokeRect(
    x: number,
    y: number,
    width: number,
    height: number,
    color: string,
    lineWidth = 0.6,
    radius = 0,
  ): void {
    if (this.isMeasuring) return;
    const path =
      radius > 0 ? this.doc.roundedRect(x, y, width, height, radius) : this.doc.rect(x, y, width, height);
    path.lineWidth(lineWidth).stroke(color);
  }

  line(x1: number, y1: number, x2: number, y2: number, color: string, lineWidth = 0.5, dash?: number): void {
    if (this.isMeasuring) return;
    this.doc.moveTo(x1, y1).lineTo(x2, y2).lineWidth(lineWidth);
    if (dash) this.doc.dash(dash, { space: dash });
    this.doc.stroke(color);
    if (dash) this.doc.undash();
  }

  /** Opens a prepared logo and fits it in the box; one pdfkit cannot read is left out (size 0). */
  placeImage(data: Buffer | undefined, maxWidth: number, maxHeight: number): PlacedImage {
    const image = data ? this.openImage(data) : undefined;
    if (!image || image.width <= 0 || image.height <= 0) return { image: undefined, width: 0, height: 0 };
    const scale = Math.min(maxWidth / image.width, maxHeight / image.height, 1);
    return { image, width: image.width * scale, height: image.height * scale };
  }

  image(placed: PlacedImage, x: number, y: number): void {
    if (this.isMeasuring || !placed.image) return;
    (this.doc as unknown as ImageOpening).image(placed.image, x, y, {
      width: placed.width,
      height: placed.height,
    });
  }

  /** The QR with its four-module quiet zone, `size` points square including that zone. */
  qr(symbol: QrSymbol, x: number, y: number, size: number): void {
    if (this.isMeasuring) return;
    const quietZone = 4;
    const moduleSize = size / (symbol.modules + 2 * quietZone);
    const offset = quietZone * moduleSize;
    this.doc.save();
    this.doc.transform(moduleSize, 0, 0, moduleSize, x + offset, y + offset);
    this.doc.addContent(symbol.path);
    this.doc.fill('#000000');
    this.doc.restore();
    this.color = undefined;
  }

  private openImage(data: Buffer): OpenedImage | undefined {
    try {
      return (this.doc as unknown as ImageOpening).openImage(data);
    } catch {
      return undefined;
    }
  }

  /** How many characters of an unbreakable word fit; widths add up, as the text is not shaped. */
  private fittingLength(text: string, style: TextStyle, width: number): number {
    let used = 0;
    let length = 0;
    for (const char of text) {
      const charWidth = this.measure(char, style);
      if (length > 0 && used + charWidth > width) break;
      used += charWidth;
      length += char.length;
    }
    return length;
  }

  private useColor(color: string): void {
    if (color === this.color) return;
    this.doc.fillColor(color);
    this.color = color;
  }
}
