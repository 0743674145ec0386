import type { CafeCanvas, TextAlign, TextStyle } from './cafe-canvas.ts';
import type { PageFlow } from './cafe-page-flow.ts';
import { CAFE_COLORS } from './cafe-theme.ts';

export type TableColumn = {
  title: string;
  /** Points; 0 takes what the other columns leave. */
  width: number;
  align: TextAlign;
  /** Long values wrap instead of shrinking (descriptions, names). */
  isWrapped?: boolean;
};

/** A cell: a value, or a value with smaller notes under it. */
export type TableCell = string | { text: string; notes: readonly string[] };

const PADDING_X = 3;
const PADDING_Y = 2.5;
const BODY: TextStyle = { size: 7.5 };
const NOTE: TextStyle = { size: 6.5, color: CAFE_COLORS.muted };
const HEADER: TextStyle = { size: 7, weight: 'bold', color: '#ffffff' };

/**
 * A table that breaks across pages row by row, repeating its header row on each new page. Returns after the
 * last row, with `flow.y` below it.
 */
export function drawTable(
  canvas: CafeCanvas,
  flow: PageFlow,
  x: number,
  width: number,
  columns: readonly TableColumn[],
  rows: readonly (readonly TableCell[])[],
  continuePage?: (flow: PageFlow) => void,
): void {
  const widths = resolveWidths(columns, width);
  const header = () => drawHeader(canvas, flow, x, columns, widths);
  flow.ensure(headerHeight(canvas, columns, widths) + rowHeight(canvas, columns, widths, rows[0] ?? []));
  header();
  flow.repeatOnNewPage((next) => {
    continuePage?.(next);
    header();
  });
  rows.forEach((row, index) => {
    const height = rowHeight(canvas, columns, widths, row);
    flow.ensure(height);
    if (index % 2 === 1) canvas.fillRect(x, flow.y, width, height, CAFE_COLORS.zebra);
    let cellX = x;
    row.forEach((cell, column) => {
      drawCell(canvas, cell, columns[column]!, cellX, flow.y, widths[column]!);
      cellX += widths[column]!;
    });
    flow.y += height;
    canvas.line(x, flow.y, x + width, flow.y, CAFE_COLORS.rule, 0.4);
  });
  flow.repeatOnNewPage(continuePage);
}

function resolveWidths(columns: readonly TableColumn[], width: number): number[] {
  const fixed = columns.reduce((sum, column) => sum + column.width, 0);
  const flexible = columns.filter((column) => column.width === 0).length;
  const share = flexible > 0 ? (width - fixed) / flexible : 0;
  return columns.map((column) => (column.width === 0 ? share : column.width));
}

function headerHeight(
  canvas: CafeCanvas,
  columns: readonly TableColumn[],
  widths: readonly number[],
): number {
  const lines = Math.max(
    ...columns.map(
      (column, index) => canvas.wrap(column.title, HEADER, widths[index]! - 2 * PADDING_X).length,
    ),
  );
  return lines * canvas.lineHeight(HEADER) + 2 * PADDING_Y;
}

function drawHeader(
  canvas: CafeCanvas,
  flow: PageFlow,
  x: number,
  columns: readonly TableColumn[],
  widths: readonly number[],
): void {
  const height = headerHeight(canvas, columns, widths);
  const totalWidth = widths.reduce((sum, width) => sum + width, 0);
  canvas.fillRect(x, flow.y, totalWidth, height, CAFE_COLORS.accent);
  let cellX = x;
  columns.forEach((column, index) => {
    const inner = widths[index]! - 2 * PADDING_X;
    canvas.lines(
      canvas.wrap(column.title, HEADER, inner),
      cellX + PADDING_X,
      flow.y + PADDING_Y,
      HEADER,
      inner,
      column.align,
    );
    cellX += widths[index]!;
  });
  flow.y += height;
}

function rowHeight(
  canvas: CafeCanvas,
  columns: readonly TableColumn[],
  widths: readonly number[],
  row: readonly TableCell[],
): number {
  let height = canvas.lineHeight(BODY);
  row.forEach((cell, index) => {
    const column = columns[index]!;
    if (!column.isWrapped) return;
    height = Math.max(height, cellHeight(canvas, cell, widths[index]! - 2 * PADDING_X));
  });
  return height + 2 * PADDING_Y;
}

function cellHeight(canvas: CafeCanvas, cell: TableCell, width: number): number {
  const { text, notes } = typeof cell === 'string' ? { text: cell, notes: [] } : cell;
  let height = canvas.wrap(text, BODY, width).length * canvas.lineHeight(BODY);
  for (const note of notes) height += canvas.wrap(note, NOTE, width).length * canvas.lineHeight(NOTE);
  return height;
}

function drawCell(
  canvas: CafeCanvas,
  cell: TableCell,
  column: TableColumn,
  x: number,
  y: number,
  width: number,
): void {
  const inner = width - 2 * PADDING_X;
  const left = x + PADDING_X;
  const top = y + PADDING_Y;
  const { text, notes } = typeof cell === 'string' ? { text: cell, notes: [] } : cell;
  if (!column.isWrapped) {
    canvas.fittedText(text, left, top, BODY, inner, column.align);
    return;
  }
  let lineY = top + canvas.paragraph(text, left, top, inner, BODY, column.align);
  for (const note of notes) lineY += canvas.paragraph(note, left, lineY, inner, NOTE, column.align);
}
