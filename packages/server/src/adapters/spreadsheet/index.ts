export { inspectXlsxContainer } from './xlsx-container.ts';
export {
  cellText,
  columnName,
  normaliseTitle,
  readSheetTable,
  readXlsxRows,
  type SheetRow,
  type TableRow,
} from './xlsx-reader.ts';
export { streamXlsx, writeXlsx, type SheetCell, type SheetContent } from './xlsx-writer.ts';
export { SpreadsheetError } from './spreadsheet-error.ts';
