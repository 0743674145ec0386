import { once } from 'node:events';
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

/** Rows written between checks of the output's back-pressure. */
export const ROWS_PER_FLUSH = 500;

/** Bytes of sheet XML allowed to wait for compression before rows stop being made. */
const MAX_PENDING_XML = 1024 * 1024;

/** A stream of the readable-stream package archiver bundles: its buffered bytes are in its states. */
type BundledStream = { _writableState?: { length: number }; _readableState?: { length: number } };

/**
 * exceljs's streaming sheet writes its XML into the zip's entry stream without heeding back-pressure, so
 * uncompressed rows would pile up there whenever compression is slower than the rows come: this reads that
 * stream's backlog (the sheet stream's `pipes`, parts neither library types).
 */
function pendingSheetXml(worksheet: unknown): number {
  const sheetStream = (worksheet as { _stream?: { pipes?: BundledStream[] } })._stream;
  return (sheetStream?.pipes ?? []).reduce(
    (sum, pipe) => sum + (pipe._writableState?.length ?? 0) + (pipe._readableState?.length ?? 0),
    0,
  );
}

/** Lets the written bytes leave before more rows are made, so memory stays flat however long the sheet. */
export async function flushSheet(output: Writable, worksheet: unknown): Promise<void> {
  do {
    await new Promise((resolve) => setImmediate(resolve));
  } while (pendingSheetXml(worksheet) > MAX_PENDING_XML && !output.destroyed);
  // A client that went away closes the stream without a 'drain': the close ends the wait too.
  while (output.writableNeedDrain && !output.destroyed) {
    const waiting = new AbortController();
    try {
      await Promise.race([
        once(output, 'drain', { signal: waiting.signal }),
        once(output, 'close', { signal: waiting.signal }),
      ]);
    } finally {
      // The listener of the event that did not come goes too (one per wait would pile up).
      waiting.abort();
    }
  }
}

/**
 * The one streaming .xlsx writer of every export (exceljs's, each row committed as it is added and leaving
 * memory), writing into `output`; `fast` compresses at level 1 (the reports, whose rows are many).
 */
export function openXlsxWriter(
  output: Writable,
  options: { created?: Date; fast?: boolean } = {},
): ExcelJS.stream.xlsx.WorkbookWriter {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: output,
    useStyles: true,
    useSharedStrings: false,
    ...(options.fast ? { zip: { zlib: { level: 1 } } } : {}),
  });
  workbook.creator = 'Facturar';
  if (options.created) workbook.created = options.created;
  return workbook;
}

/**
 * Writes an .xlsx of the given sheets into `output`, the title row bold and frozen: a sheet of any length
 * costs what its source holds at a time. Ends `output` when done.
 */
export async function streamXlsx(output: Writable, sheets: readonly SheetContent[]): Promise<void> {
  const workbook = openXlsxWriter(output);
  for (const content of sheets) {
    const sheet = workbook.addWorksheet(content.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = content.columns.map((column) => ({ header: column.title, width: column.width ?? 18 }));
    sheet.getRow(1).font = { bold: true };
    sheet.getRow(1).commit();
    let count = 0;
    for await (const row of content.rows) {
      sheet.addRow(row.map((cell) => cell ?? null)).commit();
      if (++count % ROWS_PER_FLUSH === 0) await flushSheet(output, sheet);
      if (output.destroyed) break;
    }
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
