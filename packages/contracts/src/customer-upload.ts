import { z } from 'zod';
import { taxpayerTypeOptions } from './company-rules.ts';
import { receiverTypeOptions } from './customers.ts';
import { sheetProblemSchema } from './spreadsheets.ts';

/** The customers' bulk upload (spec 001 §2 'Carga Masiva de Clientes', §5, §7; ADR 0053). */
export const customerUploadMessages = {
  accepted:
    'Clientes enviados para agregar exitosamente. En un momento le llegará el resultado del proceso a su correo',
  failed: 'Error al cargar el archivo de clientes.',
  notInFormat: 'El archivo no está en el formato requerido.',
  receiverTypeInvalid: `El tipo de receptor debe ser ${listCodes(receiverTypeOptions)}.`,
  taxpayerTypeInvalid: `El tipo de contribuyente debe ser ${listCodes(taxpayerTypeOptions)}.`,
  duplicateInFile: (row: number) => `La identificación ya está en la fila ${row} del archivo.`,
  alreadyExists: 'El cliente ya existe.',
  templateFileName: 'Plantilla-Clientes.xlsx',
  resultColumn: 'Resultado',
} as const;

/**
 * The columns of the customers sheet: the titles of the customers' export, so an exported list can be
 * edited and uploaded again. 'Nombre del país' is for the country 'ZZ' (not in the list).
 */
export const customerUploadColumns = {
  identification: 'Identificación',
  dv: 'DV',
  receiverType: 'Tipo de receptor',
  taxpayerType: 'Tipo de contribuyente',
  name: 'Nombres / Razón social',
  email: 'Correo',
  phone: 'Teléfono',
  address: 'Dirección',
  location: 'Ubicación geográfica',
  country: 'País',
  countryName: 'Nombre del país',
} as const;
export type CustomerUploadColumn = keyof typeof customerUploadColumns;

/** The answer: rows refused by the customer rules are known at once; the others are registered by a job. */
export const customerUploadAnswerSchema = z.object({
  mensaje: z.string(),
  filas: z.number().int(),
  enviadas: z.number().int(),
  errores: z.array(sheetProblemSchema),
});
export type CustomerUploadAnswer = z.infer<typeof customerUploadAnswerSchema>;

/** '01 (Contribuyente), 03 (Gobierno) o 04 (Extranjero)': a catalogue's codes as a sheet message lists them. */
function listCodes(entries: readonly { codigo: string; nombre: string }[]): string {
  const named = entries.map((entry) => `${entry.codigo} (${entry.nombre})`);
  return `${named.slice(0, -1).join(', ')} o ${named.at(-1)}`;
}
