import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';

/** A sheet to write: its column titles (with widths in characters) and its rows, cells as text or numbers. */
export type SheetContent = {
  name: string;
  columns: readonly { title: string; width?: number }[];
  rows: readonly (readonly (string | number | null | undefined)[])[];
};

/**
 * An .xlsx of the given sheets, the title row bold and frozen, written by exceljs's streaming writer (each
 * row is committed as it is added, so an answer of 10,000 rows never holds a workbook model in memory).
 * Cells are written as they come: text stays text (a RUC or a code with leading zeros is never a number).
 */
export async function writeXlsx(sheets: readonly SheetContent[]): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Facturar';
  for (const content of sheets) {
    const sheet = workbook.addWorksheet(content.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = content.columns.map((column) => ({ header: column.title, width: column.width ?? 18 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    for (const row of content.rows) sheet.addRow(row.map((cell) => cell ?? null)).commit();
    sheet.commit();
  }
  await workbook.commit();
  await finished;
  return Buffer.concat(chunks);
}
