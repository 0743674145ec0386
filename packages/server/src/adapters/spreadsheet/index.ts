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
export {
  REPORT_HEADER_ROW,
  writeReportWorkbook,
  type ReportCellKind,
  type ReportCellValue,
  type ReportColumn,
  type ReportSheet,
  type ReportTitle,
  type WriteOptions,
} from './report-workbook.ts';
