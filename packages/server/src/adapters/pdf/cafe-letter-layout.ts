import { FINAL_CONSUMER_NAME, nameItbmsRate } from '@facturar/domain';
import type { RfeView } from '../xml/index.ts';
import { CafeCanvas, type TextStyle } from './cafe-canvas.ts';
import {
  CAFE_TITLE,
  CUFE_LEGEND,
  TEST_ENVIRONMENT_NOTICE,
  describeAuthorisation,
  describeContingency,
  describeItemExtras,
  describeReceiverAddress,
  describeReceiverCountry,
  describeReceiverId,
  describeRetention,
  isTestEnvironment,
  listIssuerLines,
  listItbmsRows,
  listPayments,
  listTotals,
} from './cafe-content.ts';
import {
  formatDate,
  formatDateTime,
  formatDecimal,
  formatMoney,
  formatDocumentNumber,
  joinPresent,
} from './cafe-format.ts';
import { nameDocumentType, nameEmissionType, namePaymentTerm, nameReceiverType } from './cafe-labels.ts';
import { PageFlow } from './cafe-page-flow.ts';
import type { CafeDrawing } from './cafe-drawing.ts';
import type { CafeFonts } from './cafe-fonts.ts';
import { drawTable, type TableColumn } from './cafe-table.ts';
import { CAFE_COLORS } from './cafe-theme.ts';

export const LETTER_PAGE = { width: 612, height: 792 } as const;

const MARGIN = 36;
const CONTENT_WIDTH = LETTER_PAGE.width - 2 * MARGIN;
const RIGHT_EDGE = LETTER_PAGE.width - MARGIN;
const FOOTER_Y = LETTER_PAGE.height - 26;
const CONTENT_BOTTOM = FOOTER_Y - 10;
const SECTION_GAP = 8;
const HEADER_BOX_WIDTH = 204;
const TOTALS_WIDTH = 190;
const SUMMARY_GAP = 14;
const SUMMARY_LEFT_WIDTH = CONTENT_WIDTH - TOTALS_WIDTH - SUMMARY_GAP;
const TOTALS_X = RIGHT_EDGE - TOTALS_WIDTH;
const QR_SIZE = 110;

const SMALL: TextStyle = { size: 8 };
const MUTED: TextStyle = { size: 8, color: CAFE_COLORS.muted };
const CUFE_STYLE: TextStyle = { size: 7.5, color: CAFE_COLORS.accent };
const SECTION_TITLE: TextStyle = { size: 7.5, weight: 'bold', color: CAFE_COLORS.accent };

const ITEM_COLUMNS: readonly TableColumn[] = [
  { title: 'N.º', width: 19, align: 'center' },
  { title: 'Código', width: 52, align: 'left', isWrapped: true },
  { title: 'Descripción', width: 0, align: 'left', isWrapped: true },
  { title: 'Cantidad', width: 38, align: 'right' },
  { title: 'Unidad', width: 30, align: 'center' },
  { title: 'Precio unit.', width: 44, align: 'right' },
  { title: 'Desc. unit.', width: 38, align: 'right' },
  { title: 'Monto', width: 46, align: 'right' },
  { title: 'Tasa', width: 28, align: 'center' },
  { title: 'ITBMS', width: 36, align: 'right' },
  { title: 'Total', width: 48, align: 'right' },
];

/** The letter-size CAFE (`iFormCAFE` 3): header, receiver, items table over as many pages as needed, summary. */
export function drawLetterCafe(doc: PDFKit.PDFDocument, fonts: CafeFonts, drawing: CafeDrawing): void {
  const canvas = new CafeCanvas(doc, fonts, false);
  const ruler = new CafeCanvas(doc, fonts, true);
  const flow = new PageFlow(MARGIN, CONTENT_BOTTOM, () => {
    doc.addPage({ size: [LETTER_PAGE.width, LETTER_PAGE.height], margin: 0 });
    canvas.startPage();
  });
  const continuation = (next: PageFlow) => drawContinuationHeader(canvas, next, drawing.view);
  flow.repeatOnNewPage(continuation);

  drawHeader(canvas, flow, drawing);
  drawNotices(canvas, flow, drawing.view);
  drawReceiver(canvas, flow, drawing.view);
  drawExportData(canvas, flow, drawing.view);
  drawReferences(canvas, flow, drawing.view, continuation);
  drawItems(canvas, flow, drawing.view, continuation);
  drawSummary(canvas, ruler, flow, drawing, continuation);
  drawIssuerNote(canvas, flow, drawing.view);
  drawFooters(doc, canvas, drawing.view);
}

function drawHeader(canvas: CafeCanvas, flow: PageFlow, { view, logo }: CafeDrawing): void {
  const top = flow.y;
  const leftWidth = CONTENT_WIDTH - HEADER_BOX_WIDTH - 18;
  let left = top;
  const placedLogo = canvas.placeImage(logo, 180, 64);
  if (placedLogo.image) {
    canvas.image(placedLogo, MARGIN, left);
    left += placedLogo.height + 8;
  }
  left += canvas.paragraph(view.issuer.name, MARGIN, left, leftWidth, { size: 12, weight: 'bold' }) + 2;
  for (const line of listIssuerLines(view)) left += canvas.paragraph(line, MARGIN, left, leftWidth, MUTED);

  const boxX = RIGHT_EDGE - HEADER_BOX_WIDTH;
  const inner = HEADER_BOX_WIDTH - 18;
  const titleStyle: TextStyle = { size: 8, weight: 'bold', color: '#ffffff' };
  const titleLines = canvas.wrap(CAFE_TITLE, titleStyle, inner);
  const bandHeight = titleLines.length * canvas.lineHeight(titleStyle) + 10;
  canvas.fillRect(boxX, top, HEADER_BOX_WIDTH, bandHeight, CAFE_COLORS.accent);
  canvas.lines(titleLines, boxX + 9, top + 5, titleStyle, inner, 'center');
  let right = top + bandHeight + 7;
  const typeStyle: TextStyle = { size: 11, weight: 'bold', color: CAFE_COLORS.accent };
  right +=
    canvas.paragraph(nameDocumentType(view.documentType), boxX + 9, right, inner, typeStyle, 'center') + 3;
  right +=
    canvas.paragraph(
      `N.º ${formatDocumentNumber(view)}`,
      boxX + 9,
      right,
      inner,
      { size: 10, weight: 'bold' },
      'center',
    ) + 5;
  right += canvas.labelled('Fecha de emisión:', formatDateTime(view.issuedAt), boxX + 9, right, inner, SMALL);
  if (view.departureAt) {
    right += canvas.labelled(
      'Fecha de salida:',
      formatDateTime(view.departureAt),
      boxX + 9,
      right,
      inner,
      SMALL,
    );
  }
  right += canvas.labelled(
    'Tiempo de pago:',
    namePaymentTerm(view.totals.paymentTerm),
    boxX + 9,
    right,
    inner,
    SMALL,
  );
  right += 7;
  canvas.strokeRect(boxX, top, HEADER_BOX_WIDTH, right - top, CAFE_COLORS.accent, 0.8);
  flow.y = Math.max(left, right) + SECTION_GAP;
}

function drawNotices(canvas: CafeCanvas, flow: PageFlow, view: RfeView): void {
  const notices = [isTestEnvironment(view) ? TEST_ENVIRONMENT_NOTICE : undefined, describeContingency(view)];
  for (const notice of notices) {
    if (!notice) continue;
    const style: TextStyle = { size: 8, weight: 'bold', color: CAFE_COLORS.warning };
    const lines = canvas.wrap(notice, style, CONTENT_WIDTH - 16);
    const height = lines.length * canvas.lineHeight(style) + 8;
    canvas.fillRect(MARGIN, flow.y, CONTENT_WIDTH, height, CAFE_COLORS.warningBand);
    canvas.lines(lines, MARGIN + 8, flow.y + 4, style, CONTENT_WIDTH - 16, 'center');
    flow.y += height + 6;
  }
  flow.y += SECTION_GAP - 6;
}

function drawReceiver(canvas: CafeCanvas, flow: PageFlow, view: RfeView): void {
  const { receiver } = view;
  drawSectionTitle(canvas, flow, 'Datos del receptor');
  const columnWidth = (CONTENT_WIDTH - 24) / 2;
  drawFieldColumns(canvas, flow, columnWidth, [
    [
      ['Nombre o razón social:', receiver.name ?? FINAL_CONSUMER_NAME],
      ['RUC / Cédula / Pasaporte:', describeReceiverId(receiver)],
      ['Tipo de receptor:', nameReceiverType(receiver.type)],
    ],
    [
      ['Dirección:', describeReceiverAddress(receiver)],
      ['Teléfono:', receiver.phones.join(' / ')],
      ['Correo electrónico:', receiver.emails.join(', ')],
      ['País:', describeReceiverCountry(receiver)],
    ],
  ]);
}

function drawExportData(canvas: CafeCanvas, flow: PageFlow, view: RfeView): void {
  const data = view.exportData;
  if (!data) return;
  drawSectionTitle(canvas, flow, 'Datos de exportación');
  const columnWidth = (CONTENT_WIDTH - 24) / 2;
  drawFieldColumns(canvas, flow, columnWidth, [
    [
      ['Condición de entrega:', data.incoterm],
      ['Moneda:', joinPresent([data.currency, data.currencyName], ' · ')],
      ['Puerto de embarque:', data.port ?? ''],
    ],
    [
      ['Tipo de cambio:', data.exchangeRate ? formatDecimal(data.exchangeRate) : ''],
      [
        'Total en moneda extranjera:',
        data.foreignCurrencyTotal ? formatMoney(data.foreignCurrencyTotal) : '',
      ],
    ],
  ]);
}

function drawReferences(
  canvas: CafeCanvas,
  flow: PageFlow,
  view: RfeView,
  continuation: (flow: PageFlow) => void,
): void {
  if (view.references.length === 0) return;
  drawSectionTitle(canvas, flow, 'Documentos fiscales referenciados');
  const columns: TableColumn[] = [
    { title: 'RUC del emisor', width: 100, align: 'left', isWrapped: true },
    { title: 'Nombre del emisor', width: 0, align: 'left', isWrapped: true },
    { title: 'Fecha', width: 52, align: 'center' },
    { title: 'CUFE o número de factura', width: 250, align: 'left', isWrapped: true },
  ];
  const rows = view.references.map((reference) => [
    joinPresent([reference.issuerRuc.ruc, reference.issuerRuc.dv && `DV ${reference.issuerRuc.dv}`], '  '),
    reference.issuerName,
    formatDate(reference.date),
    reference.cufe ??
      (reference.paperNumber
        ? `Factura en papel ${reference.paperNumber}`
        : `Impresora fiscal ${reference.printerNumber ?? ''}`),
  ]);
  drawTable(canvas, flow, MARGIN, CONTENT_WIDTH, columns, rows, continuation);
  flow.y += SECTION_GAP;
}

function drawItems(
  canvas: CafeCanvas,
  flow: PageFlow,
  view: RfeView,
  continuation: (flow: PageFlow) => void,
): void {
  const rows = view.items.map((item) => [
    String(Number.parseInt(item.sequence, 10) || item.sequence),
    item.code ?? '',
    { text: item.description, notes: describeItemExtras(item) },
    formatDecimal(item.quantity),
    item.unit ?? '',
    formatDecimal(item.unitPrice),
    item.unitDiscount === undefined ? '' : formatDecimal(item.unitDiscount),
    formatMoney(item.amount),
    nameItbmsRate(item.itbmsRate),
    formatMoney(item.itbmsAmount),
    formatMoney(item.total),
  ]);
  drawTable(canvas, flow, MARGIN, CONTENT_WIDTH, ITEM_COLUMNS, rows, continuation);
  flow.y += 4;
  canvas.text(`Total de ítems: ${view.totals.itemCount}`, MARGIN, flow.y, MUTED);
  flow.y += canvas.lineHeight(MUTED) + SECTION_GAP;
}

/**
 * The QR with the CUFE and the authorisation, then payments, on the left; the totals and the ITBMS per rate
 * on the right. Kept together on one page when it fits.
 */
function drawSummary(
  canvas: CafeCanvas,
  ruler: CafeCanvas,
  flow: PageFlow,
  drawing: CafeDrawing,
  continuation: (flow: PageFlow) => void,
): void {
  const leftHeight = measure(flow, (probe) => drawSummaryLeft(ruler, probe, drawing, undefined));
  const rightHeight = measure(flow, (probe) => drawSummaryRight(ruler, probe, drawing.view));
  flow.ensure(Math.max(leftHeight, rightHeight));
  const top = flow.y;
  drawSummaryRight(canvas, flow, drawing.view);
  const rightBottom = flow.y;
  flow.y = top;
  const pagesBefore = flow.pageCount;
  drawSummaryLeft(canvas, flow, drawing, continuation);
  if (flow.pageCount === pagesBefore) flow.y = Math.max(flow.y, rightBottom);
  flow.y += SECTION_GAP;
}

function drawSummaryLeft(
  canvas: CafeCanvas,
  flow: PageFlow,
  drawing: CafeDrawing,
  continuation: ((flow: PageFlow) => void) | undefined,
): void {
  const { view } = drawing;
  drawAuthentication(canvas, flow, drawing);
  const table = (columns: TableColumn[], rows: string[][]) => {
    drawTable(canvas, flow, MARGIN, SUMMARY_LEFT_WIDTH, columns, rows, continuation);
    flow.y += 8;
  };
  if (view.payments.length > 0) {
    table(
      [
        { title: 'Forma de pago', width: 0, align: 'left', isWrapped: true },
        { title: 'Monto', width: 80, align: 'right' },
      ],
      listPayments(view).map((row) => [row.label, row.value]),
    );
  }
  if (view.instalments.length > 0) {
    table(
      [
        { title: 'Cuota', width: 34, align: 'center' },
        { title: 'Vencimiento', width: 62, align: 'center' },
        { title: 'Información', width: 0, align: 'left', isWrapped: true },
        { title: 'Monto', width: 80, align: 'right' },
      ],
      view.instalments.map((instalment) => [
        instalment.sequence,
        formatDate(instalment.dueDate),
        instalment.note ?? '',
        formatMoney(instalment.amount),
      ]),
    );
  }
  if (view.additionalDiscounts.length > 0) {
    table(
      [
        { title: 'Descuento o bonificación adicional', width: 0, align: 'left', isWrapped: true },
        { title: 'Monto', width: 80, align: 'right' },
      ],
      view.additionalDiscounts.map((discount) => [discount.description, formatMoney(discount.amount)]),
    );
  }
  const retention = describeRetention(view);
  if (retention) {
    flow.ensure(canvas.lineHeight(SMALL) * 2);
    flow.y += canvas.labelled(
      `${retention.label}:`,
      retention.value,
      MARGIN,
      flow.y,
      SUMMARY_LEFT_WIDTH,
      SMALL,
    );
  }
}

function drawSummaryRight(canvas: CafeCanvas, flow: PageFlow, view: RfeView): void {
  const inner = TOTALS_WIDTH - 16;
  const { rows, total, settlement } = listTotals(view);
  const row = (label: string, value: string) => {
    canvas.text(label, TOTALS_X + 8, flow.y + 2.5, { ...SMALL, color: CAFE_COLORS.muted });
    canvas.fittedText(value, TOTALS_X + 8 + inner / 2, flow.y + 2.5, SMALL, inner / 2, 'right');
    flow.y += canvas.lineHeight(SMALL) + 5;
    canvas.line(TOTALS_X, flow.y, RIGHT_EDGE, flow.y, CAFE_COLORS.rule, 0.4);
  };
  for (const amount of rows) row(amount.label, amount.value);
  const totalStyle: TextStyle = { size: 11, weight: 'bold', color: '#ffffff' };
  const totalHeight = canvas.lineHeight(totalStyle) + 8;
  canvas.fillRect(TOTALS_X, flow.y, TOTALS_WIDTH, totalHeight, CAFE_COLORS.accent);
  canvas.text(total.label.toUpperCase(), TOTALS_X + 8, flow.y + 4, totalStyle);
  canvas.fittedText(total.value, TOTALS_X + 8 + inner / 3, flow.y + 4, totalStyle, (inner * 2) / 3, 'right');
  flow.y += totalHeight;
  for (const amount of settlement) row(amount.label, amount.value);
  flow.y += 10;
  drawTable(
    canvas,
    flow,
    TOTALS_X,
    TOTALS_WIDTH,
    [
      { title: 'Tasa ITBMS', width: 0, align: 'left' },
      { title: 'Base imponible', width: 66, align: 'right' },
      { title: 'ITBMS', width: 58, align: 'right' },
    ],
    listItbmsRows(view).map((itbms) => [itbms.label, itbms.base, itbms.tax]),
  );
}

/** The QR beside the consultation legend and the authorisation, the CUFE across below, boxed together. */
function drawAuthentication(canvas: CafeCanvas, flow: PageFlow, drawing: CafeDrawing): void {
  const { view, qr } = drawing;
  const padding = 6;
  const textX = MARGIN + padding + (qr ? QR_SIZE + 8 : 0);
  const textWidth = MARGIN + SUMMARY_LEFT_WIDTH - padding - textX;
  const authorisation = describeAuthorisation(view, drawing.protocol, drawing.isPreview);
  const authorisationStyle: TextStyle = {
    size: 8,
    weight: 'bold',
    color: authorisation.isPending ? CAFE_COLORS.warning : CAFE_COLORS.ink,
  };
  const blocks: (readonly [string[], TextStyle, number])[] = [
    [canvas.wrap(CUFE_LEGEND, SMALL, textWidth), SMALL, 6],
    [canvas.wrap(authorisation.text, authorisationStyle, textWidth), authorisationStyle, 6],
    [canvas.wrap(`Tipo de emisión: ${nameEmissionType(view.emissionType)}`, MUTED, textWidth), MUTED, 0],
  ];
  const textHeight = blocks.reduce(
    (sum, [lines, style, gap]) => sum + lines.length * canvas.lineHeight(style) + gap,
    0,
  );
  const upperHeight = Math.max(qr ? QR_SIZE : 0, textHeight);
  const cufeLabel: TextStyle = { ...CUFE_STYLE, weight: 'bold', color: CAFE_COLORS.ink };
  const cufeWidth = SUMMARY_LEFT_WIDTH - 2 * padding - canvas.measure('CUFE: ', cufeLabel);
  const cufeLines = canvas.wrap(view.cufe, CUFE_STYLE, cufeWidth);
  const height = upperHeight + 4 + cufeLines.length * canvas.lineHeight(CUFE_STYLE) + 2 * padding;
  flow.ensure(height);
  canvas.strokeRect(MARGIN, flow.y, SUMMARY_LEFT_WIDTH, height, CAFE_COLORS.rule, 0.8, 3);
  if (qr) canvas.qr(qr, MARGIN + padding, flow.y + padding, QR_SIZE);
  let y = flow.y + padding + Math.max(0, (upperHeight - textHeight) / 2);
  for (const [lines, style, gap] of blocks) y += canvas.lines(lines, textX, y, style) + gap;
  const cufeY = flow.y + padding + upperHeight + 4;
  canvas.text('CUFE:', MARGIN + padding, cufeY, cufeLabel);
  canvas.lines(cufeLines, MARGIN + SUMMARY_LEFT_WIDTH - padding - cufeWidth, cufeY, CUFE_STYLE);
  flow.y += height + 8;
}

function drawIssuerNote(canvas: CafeCanvas, flow: PageFlow, view: RfeView): void {
  if (!view.issuerNote) return;
  drawSectionTitle(canvas, flow, 'Información de interés del emisor');
  for (const line of canvas.wrap(view.issuerNote, SMALL, CONTENT_WIDTH - 12)) {
    flow.ensure(canvas.lineHeight(SMALL));
    canvas.text(line, MARGIN + 6, flow.y, SMALL);
    flow.y += canvas.lineHeight(SMALL);
  }
}

function drawSectionTitle(canvas: CafeCanvas, flow: PageFlow, title: string): void {
  const height = canvas.lineHeight(SECTION_TITLE) + 6;
  flow.ensure(height + 3 * canvas.lineHeight(SMALL));
  canvas.fillRect(MARGIN, flow.y, CONTENT_WIDTH, height, CAFE_COLORS.band);
  canvas.text(title.toUpperCase(), MARGIN + 6, flow.y + 3, SECTION_TITLE);
  flow.y += height + 4;
}

/** Label-value fields in side-by-side columns; empty values are left out. */
function drawFieldColumns(
  canvas: CafeCanvas,
  flow: PageFlow,
  columnWidth: number,
  columns: readonly (readonly (readonly [string, string])[])[],
): void {
  const top = flow.y;
  let bottom = top;
  columns.forEach((fields, index) => {
    const x = MARGIN + 6 + index * (columnWidth + 12);
    let y = top;
    for (const [label, value] of fields) {
      if (value) y += canvas.labelled(label, value, x, y, columnWidth, SMALL) + 1;
    }
    bottom = Math.max(bottom, y);
  });
  flow.y = bottom + SECTION_GAP;
}

function drawContinuationHeader(canvas: CafeCanvas, flow: PageFlow, view: RfeView): void {
  const style: TextStyle = { size: 8, weight: 'bold', color: CAFE_COLORS.accent };
  canvas.text(`${CAFE_TITLE} · ${nameDocumentType(view.documentType)}`, MARGIN, flow.y, style);
  canvas.text(
    `N.º ${formatDocumentNumber(view)} (continuación)`,
    MARGIN,
    flow.y,
    style,
    CONTENT_WIDTH,
    'right',
  );
  flow.y += canvas.lineHeight(style) + 3;
  canvas.line(MARGIN, flow.y, RIGHT_EDGE, flow.y, CAFE_COLORS.accent, 0.8);
  flow.y += 8;
}

function drawFooters(doc: PDFKit.PDFDocument, canvas: CafeCanvas, view: RfeView): void {
  const { start, count } = doc.bufferedPageRange();
  const style: TextStyle = { size: 7, color: CAFE_COLORS.muted };
  const label = `${nameDocumentType(view.documentType)} N.º ${formatDocumentNumber(view)}`;
  for (let page = start; page < start + count; page++) {
    doc.switchToPage(page);
    canvas.startPage();
    canvas.line(MARGIN, FOOTER_Y - 4, RIGHT_EDGE, FOOTER_Y - 4, CAFE_COLORS.rule, 0.4);
    canvas.text(label, MARGIN, FOOTER_Y, style);
    canvas.text(`Página ${page - start + 1} de ${count}`, MARGIN, FOOTER_Y, style, CONTENT_WIDTH, 'right');
  }
}

/** Height a block takes, drawn by a measuring canvas on a page with no bottom. */
function measure(flow: PageFlow, draw: (probe: PageFlow) => void): number {
  const probe = new PageFlow(flow.y, Number.POSITIVE_INFINITY, () => undefined);
  draw(probe);
  return probe.y - flow.y;
}
