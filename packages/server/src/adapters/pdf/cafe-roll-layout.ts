import { FINAL_CONSUMER_NAME, nameItbmsRate } from '@facturar/domain';
import type { RfeItem, RfeView } from '../xml/index.ts';
import { CafeCanvas, type TextStyle } from './cafe-canvas.ts';
import {
  CAFE_TITLE,
  CUFE_LEGEND,
  TEST_ENVIRONMENT_NOTICE,
  describeAuthorisation,
  describeContingency,
  describeItemExtras,
  describeReceiverAddress,
  describeReceiverId,
  describeRetention,
  isNonZero,
  isTestEnvironment,
  listIssuerLines,
  listItbmsRows,
  listPayments,
  listTotals,
  type AmountRow,
} from './cafe-content.ts';
import type { CafeDrawing } from './cafe-drawing.ts';
import type { CafeFonts } from './cafe-fonts.ts';
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
import { CAFE_COLORS } from './cafe-theme.ts';

/** 80 mm paper. */
export const ROLL_WIDTH = (80 / 25.4) * 72;

const MARGIN = 10;
const CONTENT_WIDTH = ROLL_WIDTH - 2 * MARGIN;
// Viewers refuse pages over 200 inches (14,400 pt): a very long roll continues on another page.
const MAX_PAGE_HEIGHT = 14_400;
const QR_SIZE = 150;

const BODY: TextStyle = { size: 7.5 };
const BOLD: TextStyle = { size: 7.5, weight: 'bold' };
const MUTED: TextStyle = { size: 7, color: CAFE_COLORS.muted };

/**
 * The paper-roll CAFE (`iFormCAFE` 2): one column, and a page exactly as tall as its content. It is laid out
 * twice, first measuring to learn the page height, then drawing.
 */
export function drawRollCafe(doc: PDFKit.PDFDocument, fonts: CafeFonts, drawing: CafeDrawing): void {
  const pageHeights: number[] = [];
  const measuring = new PageFlow(MARGIN, MAX_PAGE_HEIGHT - MARGIN, (bottom) =>
    pageHeights.push(bottom + MARGIN),
  );
  layOut(new CafeCanvas(doc, fonts, true), measuring, drawing);
  pageHeights.push(measuring.y + MARGIN);

  const canvas = new CafeCanvas(doc, fonts, false);
  let page = 0;
  const addPage = () => {
    doc.addPage({ size: [ROLL_WIDTH, pageHeights[page++] ?? MAX_PAGE_HEIGHT], margin: 0 });
    canvas.startPage();
  };
  addPage();
  layOut(canvas, new PageFlow(MARGIN, MAX_PAGE_HEIGHT - MARGIN, addPage), drawing);
}

function layOut(canvas: CafeCanvas, flow: PageFlow, drawing: CafeDrawing): void {
  const { view } = drawing;
  drawIssuer(canvas, flow, drawing);
  separate(canvas, flow);
  drawDocumentHeading(canvas, flow, view);
  separate(canvas, flow);
  drawReceiver(canvas, flow, view);
  separate(canvas, flow);
  drawItems(canvas, flow, view);
  separate(canvas, flow);
  drawTotals(canvas, flow, view);
  separate(canvas, flow);
  drawAuthentication(canvas, flow, drawing);
}

function drawIssuer(canvas: CafeCanvas, flow: PageFlow, { view, logo }: CafeDrawing): void {
  const placedLogo = canvas.placeImage(logo, 150, 56);
  if (placedLogo.image) {
    canvas.image(placedLogo, MARGIN + (CONTENT_WIDTH - placedLogo.width) / 2, flow.y);
    flow.y += placedLogo.height + 6;
  }
  centered(canvas, flow, view.issuer.name, { size: 9, weight: 'bold' });
  for (const line of listIssuerLines(view)) centered(canvas, flow, line, MUTED);
}

function drawDocumentHeading(canvas: CafeCanvas, flow: PageFlow, view: RfeView): void {
  centered(canvas, flow, CAFE_TITLE, { size: 8, weight: 'bold', color: CAFE_COLORS.accent });
  centered(canvas, flow, nameDocumentType(view.documentType), { size: 8.5, weight: 'bold' });
  centered(canvas, flow, `N.º ${formatDocumentNumber(view)}`, BOLD);
  flow.y += 2;
  field(canvas, flow, 'Fecha de emisión:', formatDateTime(view.issuedAt));
  if (view.departureAt) field(canvas, flow, 'Fecha de salida:', formatDateTime(view.departureAt));
  field(canvas, flow, 'Tiempo de pago:', namePaymentTerm(view.totals.paymentTerm));
  const warning: TextStyle = { size: 7.5, weight: 'bold', color: CAFE_COLORS.warning };
  if (isTestEnvironment(view)) centered(canvas, flow, TEST_ENVIRONMENT_NOTICE, warning);
  const contingency = describeContingency(view);
  if (contingency) centered(canvas, flow, contingency, warning);
}

function drawReceiver(canvas: CafeCanvas, flow: PageFlow, view: RfeView): void {
  const { receiver } = view;
  field(canvas, flow, 'Cliente:', receiver.name ?? FINAL_CONSUMER_NAME);
  field(canvas, flow, 'RUC / Cédula / Pasaporte:', describeReceiverId(receiver));
  field(canvas, flow, 'Dirección:', describeReceiverAddress(receiver));
  field(canvas, flow, 'Tipo de receptor:', nameReceiverType(receiver.type));
  for (const reference of view.references) {
    const number = reference.cufe ?? reference.paperNumber ?? reference.printerNumber ?? '';
    field(canvas, flow, 'Documento referenciado:', `${number} (${formatDate(reference.date)})`);
  }
  if (view.exportData) {
    const data = view.exportData;
    field(canvas, flow, 'Condición de entrega:', data.incoterm);
    field(canvas, flow, 'Moneda:', joinPresent([data.currency, data.currencyName], ' · '));
    if (data.exchangeRate) field(canvas, flow, 'Tipo de cambio:', formatDecimal(data.exchangeRate));
  }
}

function drawItems(canvas: CafeCanvas, flow: PageFlow, view: RfeView): void {
  canvas.text('Descripción', MARGIN, flow.y, BOLD);
  canvas.text('Total', MARGIN, flow.y, BOLD, CONTENT_WIDTH, 'right');
  flow.y += canvas.lineHeight(BOLD) + 2;
  for (const item of view.items) drawItem(canvas, flow, item);
  canvas.text(`Total de ítems: ${view.totals.itemCount}`, MARGIN, flow.y, MUTED);
  flow.y += canvas.lineHeight(MUTED);
}

/** Description over the full width, then quantity × price on the left and the item total on the right. */
function drawItem(canvas: CafeCanvas, flow: PageFlow, item: RfeItem): void {
  const description = canvas.wrap(item.description, BODY, CONTENT_WIDTH);
  const extras = describeItemExtras(item).flatMap((line) => canvas.wrap(line, MUTED, CONTENT_WIDTH));
  const height =
    (description.length + 1) * canvas.lineHeight(BODY) + extras.length * canvas.lineHeight(MUTED) + 3;
  flow.ensure(height);
  flow.y += canvas.lines(description, MARGIN, flow.y, BODY);
  const quantity = joinPresent(
    [
      `${formatDecimal(item.quantity)}${item.unit ? ` ${item.unit}` : ''} x ${formatDecimal(item.unitPrice)}`,
      isNonZero(item.unitDiscount) ? `desc. ${formatDecimal(item.unitDiscount!)}` : undefined,
      `ITBMS ${nameItbmsRate(item.itbmsRate)}: ${formatMoney(item.itbmsAmount)}`,
    ],
    '  ',
  );
  const totalWidth = 52;
  canvas.fittedText(quantity, MARGIN, flow.y, MUTED, CONTENT_WIDTH - totalWidth - 4, 'left');
  canvas.fittedText(
    formatMoney(item.total),
    MARGIN + CONTENT_WIDTH - totalWidth,
    flow.y,
    BODY,
    totalWidth,
    'right',
  );
  flow.y += canvas.lineHeight(BODY);
  flow.y += canvas.lines(extras, MARGIN, flow.y, MUTED) + 3;
}

function drawTotals(canvas: CafeCanvas, flow: PageFlow, view: RfeView): void {
  const { rows, total, settlement } = listTotals(view);
  for (const row of rows) amountRow(canvas, flow, row, BODY);
  flow.y += 2;
  amountRow(canvas, flow, total, { size: 10, weight: 'bold' });
  flow.y += 2;
  for (const row of settlement) amountRow(canvas, flow, row, BODY);
  flow.y += 4;

  canvas.text('Tasa ITBMS', MARGIN, flow.y, BOLD);
  canvas.text('Base', MARGIN, flow.y, BOLD, CONTENT_WIDTH * 0.7, 'right');
  canvas.text('ITBMS', MARGIN, flow.y, BOLD, CONTENT_WIDTH, 'right');
  flow.y += canvas.lineHeight(BOLD);
  for (const row of listItbmsRows(view)) {
    canvas.text(row.label, MARGIN, flow.y, BODY);
    canvas.text(row.base, MARGIN, flow.y, BODY, CONTENT_WIDTH * 0.7, 'right');
    canvas.text(row.tax, MARGIN, flow.y, BODY, CONTENT_WIDTH, 'right');
    flow.y += canvas.lineHeight(BODY);
  }
  flow.y += 4;

  if (view.payments.length > 0) {
    canvas.text('Formas de pago', MARGIN, flow.y, BOLD);
    flow.y += canvas.lineHeight(BOLD);
    for (const payment of listPayments(view)) amountRow(canvas, flow, payment, BODY);
  }
  for (const instalment of view.instalments) {
    amountRow(
      canvas,
      flow,
      {
        label: `Cuota ${instalment.sequence}, vence ${formatDate(instalment.dueDate)}`,
        value: formatMoney(instalment.amount),
      },
      BODY,
    );
  }
  if (view.additionalDiscounts.length > 0) {
    flow.y += 2;
    canvas.text('Descuentos adicionales', MARGIN, flow.y, BOLD);
    flow.y += canvas.lineHeight(BOLD);
    for (const discount of view.additionalDiscounts) {
      amountRow(canvas, flow, { label: discount.description, value: formatMoney(discount.amount) }, BODY);
    }
  }
  const retention = describeRetention(view);
  if (retention) amountRow(canvas, flow, retention, BODY);
}

function drawAuthentication(canvas: CafeCanvas, flow: PageFlow, drawing: CafeDrawing): void {
  const { view, qr } = drawing;
  if (qr) {
    flow.ensure(QR_SIZE);
    canvas.qr(qr, MARGIN + (CONTENT_WIDTH - QR_SIZE) / 2, flow.y, QR_SIZE);
    flow.y += QR_SIZE + 2;
  }
  centered(canvas, flow, CUFE_LEGEND, MUTED);
  flow.y += 3;
  centered(canvas, flow, 'CUFE:', BOLD);
  centered(canvas, flow, view.cufe, { size: 7, color: CAFE_COLORS.accent });
  flow.y += 3;
  const authorisation = describeAuthorisation(view, drawing.protocol, drawing.isPreview);
  centered(canvas, flow, authorisation.text, {
    size: 7.5,
    weight: 'bold',
    color: authorisation.isPending ? CAFE_COLORS.warning : CAFE_COLORS.ink,
  });
  centered(canvas, flow, `Tipo de emisión: ${nameEmissionType(view.emissionType)}`, MUTED);
  if (view.issuerNote) {
    flow.y += 3;
    for (const line of canvas.wrap(view.issuerNote, MUTED, CONTENT_WIDTH)) {
      flow.ensure(canvas.lineHeight(MUTED));
      canvas.text(line, MARGIN, flow.y, MUTED);
      flow.y += canvas.lineHeight(MUTED);
    }
  }
}

function amountRow(canvas: CafeCanvas, flow: PageFlow, row: AmountRow, style: TextStyle): void {
  const valueWidth = 70;
  const label = canvas.wrap(row.label, style, CONTENT_WIDTH - valueWidth - 4);
  flow.ensure(label.length * canvas.lineHeight(style));
  canvas.fittedText(row.value, MARGIN + CONTENT_WIDTH - valueWidth, flow.y, style, valueWidth, 'right');
  flow.y += canvas.lines(label, MARGIN, flow.y, style);
}

function field(canvas: CafeCanvas, flow: PageFlow, label: string, value: string): void {
  if (!value) return;
  flow.y += canvas.labelled(label, value, MARGIN, flow.y, CONTENT_WIDTH, BODY);
}

function centered(canvas: CafeCanvas, flow: PageFlow, text: string, style: TextStyle): void {
  const lines = canvas.wrap(text, style, CONTENT_WIDTH);
  flow.ensure(lines.length * canvas.lineHeight(style));
  flow.y += canvas.lines(lines, MARGIN, flow.y, style, CONTENT_WIDTH, 'center');
}

function separate(canvas: CafeCanvas, flow: PageFlow): void {
  flow.y += 4;
  canvas.line(MARGIN, flow.y, MARGIN + CONTENT_WIDTH, flow.y, CAFE_COLORS.muted, 0.5, 1.5);
  flow.y += 5;
}
