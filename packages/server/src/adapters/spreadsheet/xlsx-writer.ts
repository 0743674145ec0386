import ExcelJS from 'exceljs';

/** A sheet to write: its column titles (with widths in characters) and its rows, cells as text or numbers. */
export type SheetContent = {
  name: string;
  columns: readonly { title: string; width?: number }[];
  rows: readonly (readonly (string | number | null | undefined)[])[];
};

/**
 * An .xlsx of the given sheets, the title row bold and frozen. Cells are written as they come: text stays
 * text (a RUC or a code with leading zeros is never turned into a number).
 */
export async function writeXlsx(sheets: readonly SheetContent[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Facturar';
  for (const content of sheets) {
    const sheet = workbook.addWorksheet(content.name, { views: [{ state: 'frozen', ySplit: 1 }] });
    sheet.columns = content.columns.map((column) => ({ header: column.title, width: column.width ?? 18 }));
    sheet.getRow(1).font = { bold: true };
    for (const row of content.rows) sheet.addRow(row.map((cell) => cell ?? null));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
