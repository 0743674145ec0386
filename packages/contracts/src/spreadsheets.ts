import { z } from 'zod';

/**
 * The spreadsheet uploads (FUE, CMR and the customers' bulk upload): what a file may weigh and hold, and
 * the Spanish answers to a file that cannot be read (ADR 0051). The limits bound the work one upload can
 * cause: 10 MB of .xlsx is far beyond 10,000 rows of documents, customers or RUCs.
 */
export const spreadsheetLimits = {
  maxFileBytes: 10 * 1_048_576,
  /** The sum of the declared sizes of the parts once decompressed. */
  maxUnpackedBytes: 100 * 1_048_576,
  /** A part may decompress to at most this many times its compressed size (zip bombs go to thousands). */
  maxCompressionRatio: 200,
  maxRows: 10_000,
  maxCellChars: 5_000,
} as const;

export const spreadsheetMessages = {
  fileMissing: 'Seleccione un archivo .xlsx.',
  notXlsx: 'El archivo no es un libro de Excel (.xlsx) válido.',
  oldExcel: 'El archivo es un libro de Excel antiguo (.xls). Guárdelo como .xlsx y vuelva a cargarlo.',
  passwordProtected:
    'El archivo está protegido con contraseña. Quite la contraseña en Excel y vuelva a cargarlo.',
  tooLarge: `El archivo supera el tamaño máximo de ${spreadsheetLimits.maxFileBytes / 1_048_576} MB.`,
  unpackedTooLarge:
    'El contenido del archivo descomprimido supera el límite permitido. Divídalo en archivos más pequeños.',
  tooManyRows: `El archivo tiene más de ${spreadsheetLimits.maxRows} filas con datos. Divídalo en archivos más pequeños.`,
  cellTooLong: (cell: string) =>
    `La celda ${cell} tiene más de ${spreadsheetLimits.maxCellChars} caracteres.`,
  missingSheet: (name: string) => `El archivo no tiene la hoja '${name}'. Use la plantilla.`,
  missingColumn: (name: string) => `La hoja no tiene la columna '${name}'. Use la plantilla.`,
  noRows: 'El archivo no tiene filas con datos.',
} as const;

/** The media type of an .xlsx workbook. */
export const xlsxMediaType = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Where a problem of a spreadsheet lies, as the user sees it in Excel. */
export const sheetProblemSchema = z.object({
  hoja: z.string(),
  fila: z.number().int(),
  columna: z.string(),
  mensaje: z.string(),
});
export type SheetProblem = z.infer<typeof sheetProblemSchema>;
