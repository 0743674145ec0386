import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { spreadsheetLimits, spreadsheetMessages as texts } from '@facturar/contracts';
import { SpreadsheetError } from './spreadsheet-error.ts';
import { inspectXlsxContainer } from './xlsx-container.ts';
import { readerInputOf } from './xlsx-reader-input.ts';

/** One row of a sheet with data: its number as Excel shows it and its cells as text, column A first. */
export type SheetRow = { sheet: string; row: number; cells: readonly string[] };

type CellValue = ExcelJS.CellValue;

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

/** An Excel date has no zone: exceljs gives it as the same wall time in UTC. */
function dateText(date: Date): string {
  const day = `${date.getUTCFullYear()}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}`;
  const hasTime = date.getUTCHours() + date.getUTCMinutes() + date.getUTCSeconds() > 0;
  return hasTime
    ? `${day}T${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())}`
    : day;
}

/** A cell as the text the user sees (a formula by its result, rich text joined, a link by its text). */
export function cellText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : dateText(value);
  if ('richText' in value)
    return value.richText
      .map((part) => part.text)
      .join('')
      .trim();
  if ('result' in value) return cellText((value.result ?? null) as CellValue);
  if ('text' in value) return cellText(value.text as CellValue);
  return '';
}

function columnName(index: number): string {
  let name = '';
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  }
  return name;
}

/**
 * The rows with data of every sheet of an .xlsx, read by exceljs's streaming reader after the container
 * is inspected (xlsx-container.ts), from the checked parts only and without temp files
 * (xlsx-reader-input.ts): a file beyond the limits or that does not parse is refused with the
 * user's reason, whatever was read of it before.
 */
export async function* readXlsxRows(file: Buffer): AsyncGenerator<SheetRow> {
  const input = readerInputOf(file, inspectXlsxContainer(file));
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([input]), {
    worksheets: 'emit',
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    // Styles tell dates from numbers.
    styles: 'cache',
  });
  let rows = 0;
  try {
    for await (const worksheet of reader) {
      const sheet = (worksheet as unknown as { name?: string; id?: number }).name ?? '';
      for await (const row of worksheet) {
        const cells: string[] = [];
        row.eachCell({ includeEmpty: false }, (cell, column) => {
          const text = cellText(cell.value);
          if (text.length > spreadsheetLimits.maxCellChars) {
            throw new SpreadsheetError(
              'CELDA_LARGA',
              texts.cellTooLong(`${columnName(column - 1)}${row.number}`),
            );
          }
          cells[column - 1] = text;
        });
        const filled = Array.from(cells, (cell) => cell ?? '');
        if (filled.every((cell) => cell === '')) continue;
        rows += 1;
        if (rows > spreadsheetLimits.maxRows + 1) {
          throw new SpreadsheetError('ARCHIVO_MUCHAS_FILAS', texts.tooManyRows, { isTooLarge: true });
        }
        yield { sheet, row: row.number, cells: filled };
      }
    }
  } catch (error) {
    if (error instanceof SpreadsheetError) throw error;
    throw new SpreadsheetError('ARCHIVO_NO_XLSX', texts.notXlsx, { cause: error });
  }
}

/** Column titles compared as users type them: no accents, case or extra spaces. */
export function normaliseTitle(title: string): string {
  return title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();
}

export { columnName };

/** A data row of a table sheet: its values by the keys of the columns asked for. */
export type TableRow<K extends string> = { sheet: string; row: number; values: Record<K, string> };

/**
 * The rows of one sheet laid out as a table: the first row with data holds the titles, each later row
 * is a record. Columns are found by title wherever they are; a missing one refuses the file. Without a
 * sheet name, the first sheet is read.
 */
export async function* readSheetTable<K extends string>(
  file: Buffer,
  layout: { sheet?: string; columns: Readonly<Record<K, string>>; required: readonly NoInfer<K>[] },
): AsyncGenerator<TableRow<K>> {
  let wanted = layout.sheet === undefined ? undefined : normaliseTitle(layout.sheet);
  let positions: Map<K, number> | undefined;
  let foundSheet = false;
  for await (const line of readXlsxRows(file)) {
    wanted ??= normaliseTitle(line.sheet);
    if (normaliseTitle(line.sheet) !== wanted) continue;
    foundSheet = true;
    if (!positions) {
      const titles = line.cells.map(normaliseTitle);
      positions = new Map();
      for (const [key, title] of Object.entries(layout.columns) as [K, string][]) {
        const at = titles.indexOf(normaliseTitle(title));
        if (at >= 0) positions.set(key, at);
        else if (layout.required.includes(key)) {
          throw new SpreadsheetError('COLUMNA_AUSENTE', texts.missingColumn(title));
        }
      }
      continue;
    }
    const values = {} as Record<K, string>;
    for (const key of Object.keys(layout.columns) as K[]) {
      const at = positions.get(key);
      values[key] = at === undefined ? '' : (line.cells[at] ?? '');
    }
    yield { sheet: line.sheet, row: line.row, values };
  }
  if (!foundSheet) {
    const message = layout.sheet === undefined ? texts.noRows : texts.missingSheet(layout.sheet);
    throw new SpreadsheetError('HOJA_AUSENTE', message);
  }
}
