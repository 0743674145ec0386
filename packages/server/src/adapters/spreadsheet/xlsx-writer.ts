import { PassThrough, type Writable } from 'node:stream';
import ExcelJS from 'exceljs';

/** A cell as written: text stays text (a RUC or a code with leading zeros is never a number). */
export type SheetCell = string | number | Date | null | undefined;

/**
 * A sheet to write: its column titles (with widths in characters) and its rows, given at once or as they
 * are read (an async iterable, e.g. a database walked in batches).
 */
export type SheetContent = {
  name: string;
  columns: readonly { title: string; width?: number }[];
  rows: Iterable<readonly SheetCell[]> | AsyncIterable<readonly SheetCell[]>;
};

/**
 * Writes an .xlsx of the given sheets into `output`, the title row bold and frozen, with exceljs's streaming
 * writer: each row is committed as it is added and leaves memory, so a sheet of any length costs what its
 * source holds at a time. Ends `output` when done.
 */
export async function streamXlsx(output: Writable, sheets: readonly SheetContent[]): Promise<void> {
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
    for await (const row of content.rows) sheet.addRow(row.map((cell) => cell ?? null)).commit();
    sheet.commit();
  }
  await workbook.commit();
}

/** The .xlsx of the given sheets as one buffer (a file a job mails or an answer small enough to hold). */
export async function writeXlsx(sheets: readonly SheetContent[]): Promise<Buffer> {
  const output = new PassThrough();
  const chunks: Buffer[] = [];
  output.on('data', (chunk: Buffer) => chunks.push(chunk));
  const finished = new Promise<void>((resolve, reject) => {
    output.on('end', resolve);
    output.on('error', reject);
  });
  await streamXlsx(output, sheets);
  await finished;
  return Buffer.concat(chunks);
}
