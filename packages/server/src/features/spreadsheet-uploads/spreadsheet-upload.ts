import { readSheetTable, SpreadsheetError, type TableRow } from '../../adapters/spreadsheet/index.ts';
import { AppError } from '../../errors/app-error.ts';

/** A file the spreadsheet reader refused, as the user's answer (413 for its size, 400 for its content). */
export function toUploadRefusal(error: SpreadsheetError): AppError {
  return new AppError(error.isTooLarge ? 'payload_too_large' : 'validation', error.mensaje, {
    mensajeSistema: error.code,
  });
}

/**
 * Every data row of an uploaded table sheet (ADR 0051), read to the end before anything is done with it,
 * so a file refused halfway leaves nothing behind; a refusal is the user's answer.
 */
export async function readUploadedTable<K extends string>(
  file: Buffer,
  layout: Parameters<typeof readSheetTable<K>>[1],
): Promise<TableRow<K>[]> {
  const rows: TableRow<K>[] = [];
  try {
    for await (const row of readSheetTable(file, layout)) rows.push(row);
  } catch (error) {
    throw error instanceof SpreadsheetError ? toUploadRefusal(error) : error;
  }
  return rows;
}
