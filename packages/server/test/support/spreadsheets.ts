import ExcelJS from 'exceljs';
import yazl from 'yazl';
import { xlsxMediaType } from '@facturar/contracts';

/** A multipart body with the file in field 'file' and the given text fields, and its content type. */
export function multipartUpload(
  file: { name: string; content: Buffer; type?: string },
  fields: Record<string, string> = {},
): { payload: Buffer; contentType: string } {
  const boundary = '----facturar-xlsx-boundary';
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
        `Content-Type: ${file.type ?? xlsxMediaType}\r\n\r\n`,
    ),
    file.content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** An .xlsx with the given sheets, each a list of rows (the first one its titles). */
export async function buildWorkbook(sheets: Record<string, (string | number | null)[][]>): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const [name, rows] of Object.entries(sheets)) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * A ZIP of these entries as a well-behaved writer makes it: for a container that is not, or not quite, a
 * workbook. `compress: false` stores the entries instead of deflating them.
 */
export function zipOf(entries: Record<string, Buffer>, compress = true): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(entries)) zip.addBuffer(content, name, { compress });
  zip.end();
  const chunks: Buffer[] = [];
  return new Promise((resolve, reject) => {
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/** Every sheet of an .xlsx as rows of cell texts (the titles first), as a user reading it would see them. */
export async function readWorkbook(content: Buffer): Promise<Record<string, string[][]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(content as unknown as ArrayBuffer);
  const sheets: Record<string, string[][]> = {};
  workbook.eachSheet((sheet) => {
    const rows: string[][] = [];
    sheet.eachRow((row) => {
      const cells: string[] = [];
      row.eachCell({ includeEmpty: true }, (cell, column) => {
        cells[column - 1] = cell.text;
      });
      rows.push(Array.from(cells, (cell) => cell ?? ''));
    });
    // Empty cells at the end of a row are not stored: every row is as wide as the titles, as on screen.
    const width = Math.max(0, ...rows.map((row) => row.length));
    sheets[sheet.name] = rows.map((row) => [...row, ...Array<string>(width - row.length).fill('')]);
  });
  return sheets;
}
