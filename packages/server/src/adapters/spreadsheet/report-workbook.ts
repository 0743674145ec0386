import type { Writable } from 'node:stream';
import type ExcelJS from 'exceljs';
import { Decimal, ZERO, formatPanamaDate, toPanamaWallClock } from '@facturar/domain';
import { flushSheet, openXlsxWriter, ROWS_PER_FLUSH } from './xlsx-writer.ts';

/** How a column's cells are written: text, a day, a date-time, an amount (2 decimals) or a count. */
export type ReportCellKind = 'text' | 'date' | 'dateTime' | 'amount' | 'integer';
export type ReportCellValue = string | Date | null | undefined;

export type ReportColumn<Row> = {
  header: string;
  /** Width in characters. */
  width: number;
  kind: ReportCellKind;
  /** The cell: amounts as decimal text (summed exactly), instants as Date (shown in Panama time). */
  value: (row: Row) => ReportCellValue;
  /** Summed in the totals row. */
  isTotalled?: boolean;
};

export type ReportTitle = {
  title: string;
  company: string;
  ruc: string;
  /** First and last day, 'yyyy-MM-dd'. */
  from: string;
  to: string;
  generatedAt: Date;
};

export type ReportSheet<Row> = {
  title: ReportTitle;
  columns: readonly ReportColumn<Row>[];
  rows: AsyncIterable<Row>;
  /** Lines written below the totals (label, then amounts), from each totalled column's sum by header. */
  summary?: (totals: ReadonlyMap<string, Decimal>) => { heading: string[]; lines: (string | Decimal)[][] };
};

const formats: Record<ReportCellKind, string | undefined> = {
  text: undefined,
  date: 'dd/mm/yyyy',
  dateTime: 'dd/mm/yyyy hh:mm:ss',
  amount: '#,##0.00',
  integer: '0',
};

export type WriteOptions = {
  /** Told the rows written so far, every few hundred rows (a background report's progress). */
  onProgress?: (rows: number) => Promise<void>;
};

const TITLE_ROWS = 5;
/** The header row: the title block, one blank row, then the header. */
export const REPORT_HEADER_ROW = TITLE_ROWS + 2;

function showDay(day: string): string {
  return `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;
}

function cellOf(kind: ReportCellKind, value: ReportCellValue): ExcelJS.CellValue {
  if (value === null || value === undefined || value === '') return null;
  if (value instanceof Date) {
    // A spreadsheet date has no zone and is read in its UTC fields: the Panama wall clock goes there.
    return toPanamaWallClock(value);
  }
  if (kind === 'amount' || kind === 'integer') return Number(value);
  return value;
}

function columnLetter(index: number): string {
  let letter = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26)) {
    letter = String.fromCharCode(65 + ((n - 1) % 26)) + letter;
  }
  return letter;
}

/**
 * Writes one report as an .xlsx into `output` with exceljs's streaming writer (each row is committed and
 * leaves memory): a title block (report, company, RUC, period, generated at), a frozen header row with an
 * auto-filter, the rows (amounts as numbers with 2 decimals, dates as dates), a totals row whose cells are
 * SUM formulas carrying their exact value, and an optional summary below. Answers the data row count.
 */
export async function writeReportWorkbook<Row>(
  output: Writable,
  sheet: ReportSheet<Row>,
  options: WriteOptions = {},
): Promise<number> {
  const workbook = openXlsxWriter(output, { created: sheet.title.generatedAt, fast: true });
  const worksheet = workbook.addWorksheet('Reporte', {
    views: [{ state: 'frozen', ySplit: REPORT_HEADER_ROW }],
  });
  const { columns } = sheet;
  worksheet.columns = columns.map((column) => ({
    width: column.width,
    ...(formats[column.kind] ? { style: { numFmt: formats[column.kind] } } : {}),
  }));

  const { title } = sheet;
  const titleLines = [
    title.title,
    `Empresa: ${title.company}`,
    `RUC: ${title.ruc}`,
    `Período: ${showDay(title.from)} al ${showDay(title.to)}`,
    `Generado: ${showDay(formatPanamaDate(title.generatedAt))} ${toPanamaWallClock(title.generatedAt).toISOString().slice(11, 19)}`,
  ];
  titleLines.forEach((line, index) => {
    const row = worksheet.addRow([line]);
    row.getCell(1).font = index === 0 ? { bold: true, size: 14 } : { bold: index < 3 };
    row.getCell(1).numFmt = '@';
    row.commit();
  });
  worksheet.addRow([]).commit();
  const header = worksheet.addRow(columns.map((column) => column.header));
  header.eachCell((cell) => {
    cell.font = { bold: true, color: { argb: 'FFFFFFFF' } };
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF1F4E78' } };
    cell.alignment = { vertical: 'middle', wrapText: true };
    cell.numFmt = '@';
  });
  header.commit();

  // One style object per column, shared by all its cells: exceljs recognises a style object it has seen
  // (a WeakMap) instead of rendering and looking it up again for every cell, which dominated the time.
  const cellStyles = columns.map((column): Partial<ExcelJS.Style> => {
    const numFmt = formats[column.kind];
    return numFmt ? { numFmt } : {};
  });
  const totals = columns.map(() => ZERO);
  let count = 0;
  for await (const row of sheet.rows) {
    const values = columns.map((column, index) => {
      const value = column.value(row);
      if (column.isTotalled && typeof value === 'string' && value !== '') {
        totals[index] = totals[index]!.plus(value);
      }
      return cellOf(column.kind, value);
    });
    const added = worksheet.addRow(values);
    cellStyles.forEach((style, index) => {
      added.getCell(index + 1).style = style;
    });
    added.commit();
    count += 1;
    if (count % ROWS_PER_FLUSH === 0) {
      await flushSheet(output, worksheet);
      await options.onProgress?.(count);
    }
    if (output.destroyed) break;
  }

  const firstData = REPORT_HEADER_ROW + 1;
  const lastData = REPORT_HEADER_ROW + count;
  const totalsRow = worksheet.addRow(
    columns.map((column, index): ExcelJS.CellValue => {
      if (index === 0) return `Total (${count} registros)`;
      if (!column.isTotalled) return null;
      const letter = columnLetter(index);
      return {
        formula: `SUM(${letter}${firstData}:${letter}${lastData})`,
        result: totals[index]!.toNumber(),
      };
    }),
  );
  totalsRow.font = { bold: true };
  totalsRow.commit();

  if (sheet.summary) {
    const byHeader = new Map(columns.map((column, index) => [column.header, totals[index]!]));
    const { heading, lines } = sheet.summary(byHeader);
    worksheet.addRow([]).commit();
    const headingRow = worksheet.addRow(heading);
    headingRow.font = { bold: true };
    headingRow.commit();
    for (const line of lines) {
      const row = worksheet.addRow(
        line.map((value) => (value instanceof Decimal ? value.toNumber() : value)),
      );
      line.forEach((value, index) => {
        if (value instanceof Decimal) row.getCell(index + 1).numFmt = formats.amount!;
      });
      row.commit();
    }
  }

  worksheet.autoFilter = {
    from: { row: REPORT_HEADER_ROW, column: 1 },
    to: { row: REPORT_HEADER_ROW, column: columns.length },
  };
  worksheet.commit();
  await workbook.commit();
  return count;
}
