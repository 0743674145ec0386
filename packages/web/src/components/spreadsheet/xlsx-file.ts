import { spreadsheetLimits, spreadsheetMessages } from '@facturar/contracts';
import { z } from 'zod';

/** The form value of an .xlsx picker: a chosen file, required. */
export const xlsxFileSchema = z.custom<File>((value) => value instanceof File, {
  message: spreadsheetMessages.fileMissing,
});

/** What the file chooser offers. */
export const xlsxAccept = '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Refuses a file the server would refuse by its name or size, before it is sent. */
export function refuseXlsxFile(file: File): string | undefined {
  if (!/\.xlsx$/i.test(file.name)) return spreadsheetMessages.notXlsx;
  if (file.size > spreadsheetLimits.maxFileBytes) return spreadsheetMessages.tooLarge;
  return undefined;
}
