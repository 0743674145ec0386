import PDFDocument from 'pdfkit';
import type { RfeProtocol, RfeView } from '../xml/index.ts';
import type { CafeDrawing } from './cafe-drawing.ts';
import { loadCafeFonts } from './cafe-fonts.ts';
import { formatDocumentNumber } from './cafe-format.ts';
import { CAFE_TITLE, PREVIEW_CUFE, PREVIEW_NUMBER } from './cafe-content.ts';
import { nameDocumentType } from './cafe-labels.ts';
import { LETTER_PAGE, drawLetterCafe } from './cafe-letter-layout.ts';
import { prepareLogo } from './cafe-logo.ts';
import { buildQrSymbol } from './cafe-qr.ts';
import { QUOTE_MARK, stampCancelled, stampQuote } from './cafe-cancelled-stamp.ts';
import { drawRollCafe } from './cafe-roll-layout.ts';
import { findCafeTemplate } from './cafe-templates.ts';

export type RenderCafeOptions = {
  /** `codigo` of a template from `listCafeTemplates()`. */
  template: string;
  /** The company's CAFE logo (logoCafe), PNG or JPEG; one that cannot be read is left out. */
  logo?: Buffer;
  /** The PAC's authorisation; overrides the one in the view. Without any, the CAFE says it is pending. */
  protocol?: RfeProtocol;
  /** Marks the CAFE as a preview of an unsent form. */
  preview?: boolean;
  /** A cancelled document: 'ANULADO' with this date ('dd-MM-yyyy HH:mm', Panama) across every page. */
  cancelledAt?: string;
  /**
   * A quote (issue 28 §2): printed with its own number instead of a fiscal one, no CUFE, and
   * 'COTIZACIÓN — sin valor fiscal' with its validity ('dd-MM-yyyy') across every page.
   */
  quote?: { number: string; validUntil: string };
};

/**
 * A quote prints its own number and no CUFE; a preview prints neither, since it has taken no number and
 * so has no CUFE yet (issue 29): it says so where they go.
 */
function viewToPrint(document: RfeView, options: RenderCafeOptions): RfeView {
  if (options.quote)
    return { ...document, cufe: `No aplica: ${QUOTE_MARK}`, displayNumber: options.quote.number };
  if (options.preview) return { ...document, cufe: PREVIEW_CUFE, displayNumber: PREVIEW_NUMBER };
  return document;
}

// Deflating the streams doubled the time of a CAFE for a file a third the size (README.md, Decisions).
const COMPRESS_STREAMS = false;

/**
 * The CAFE (printed representation) of a document as a PDF. Unknown template codes fail with
 * `CafeRenderError` 'TEMPLATE_NOT_FOUND' before anything is drawn.
 */
export async function renderCafe(document: RfeView, options: RenderCafeOptions): Promise<Buffer> {
  const view = viewToPrint(document, options);
  const template = findCafeTemplate(options.template);
  const fonts = loadCafeFonts();
  const drawing: CafeDrawing = {
    view,
    protocol: options.protocol ?? view.protocol,
    logo: prepareLogo(options.logo),
    qr: view.qrUrl ? buildQrSymbol(view.qrUrl) : undefined,
    isPreview: options.preview === true,
  };
  const doc = new PDFDocument({
    autoFirstPage: false,
    bufferPages:
      template.paper === 'letter' || options.cancelledAt !== undefined || options.quote !== undefined,
    compress: COMPRESS_STREAMS,
    margin: 0,
    // No default font: pdfkit would parse Helvetica's metrics for every document, and nothing uses it.
    font: '',
    info: {
      Title: `${CAFE_TITLE} - ${nameDocumentType(view.documentType)} N.º ${formatDocumentNumber(view)}`,
      Author: view.issuer.name,
      Subject: view.cufe,
      Creator: 'Facturar',
      Producer: 'Facturar',
    },
  });
  // pdfkit takes a parsed fontkit font as a font source, which is what lets the fonts be parsed once.
  doc.registerFont('regular', fonts.regular.font as unknown as PDFKit.Mixins.PDFFontSource);
  doc.registerFont('bold', fonts.bold.font as unknown as PDFKit.Mixins.PDFFontSource);
  const pdf = collect(doc);
  if (template.paper === 'letter') {
    doc.addPage({ size: [LETTER_PAGE.width, LETTER_PAGE.height], margin: 0 });
    drawLetterCafe(doc, fonts, drawing);
  } else {
    drawRollCafe(doc, fonts, drawing);
  }
  if (options.cancelledAt !== undefined) stampCancelled(doc, fonts.bold, options.cancelledAt);
  if (options.quote) stampQuote(doc, fonts.bold, options.quote);
  doc.end();
  return pdf;
}

function collect(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
