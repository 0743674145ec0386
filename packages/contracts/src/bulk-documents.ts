import { z } from 'zod';
import { sheetProblemSchema } from './spreadsheets.ts';

/** FUE 'Carga de archivo para generar comprobantes' (spec 002 §2, §5 'Bulk uploads', §8). */
export const bulkDocumentMessages = {
  accepted: 'Comprobantes enviados para autorizar exitosamente.',
  failed: 'Error al enviar los comprobantes.',
  formatSuffix: 'Formato de archivo incorrecto',
  formatRequired: 'Seleccione el formato del archivo.',
  formatUnknown: 'El formato seleccionado no existe.',
  onlyCompanyUsers: 'Solo los usuarios de la empresa pueden emitir sus comprobantes.',
  uploadNotFound: 'No se encontró la carga.',
  referenceRequired: 'Ingrese la referencia del comprobante.',
  typeNotInFormat: (format: string) => `El tipo de documento no corresponde al formato ${format}.`,
  customerNotFound: (id: string) => `No existe un cliente con la identificación ${id}; regístrelo primero.`,
  productNotFound: (code: string) => `No existe un producto con el código ${code}; regístrelo primero.`,
  referencedNotFound: 'No existe un comprobante de la empresa con el CUFE referenciado.',
  sheetName: 'Comprobantes',
  cataloguesSheetName: 'Catálogos',
  errorsColumn: 'Errores',
  templateFileName: 'Plantilla-Comprobantes.xlsx',
} as const;

/**
 * The integration formats of spec 002 §9 and what each is here (ADR 0052): all read the same layout;
 * I4 takes any document type, the others one family, whose type they give to rows that leave it blank.
 */
export const bulkFormats = [
  {
    codigo: 'I4',
    nombre: 'Genérico (todos los tipos de documento)',
    tipos: ['01', '02', '03', '04', '05', '06', '07', '08', '09'],
  },
  { codigo: 'I1', nombre: 'Facturas de operación interna', tipos: ['01'] },
  { codigo: 'I2', nombre: 'Facturas de importación', tipos: ['02'] },
  { codigo: 'I3', nombre: 'Facturas de exportación', tipos: ['03'] },
  { codigo: 'I6', nombre: 'Facturas de zona franca', tipos: ['08'] },
  { codigo: 'I7', nombre: 'Notas de crédito', tipos: ['06', '04'] },
  { codigo: 'I8', nombre: 'Notas de débito', tipos: ['07', '05'] },
  { codigo: 'I9', nombre: 'Reembolsos', tipos: ['09'] },
] as const;
export type BulkFormatCode = (typeof bulkFormats)[number]['codigo'];

/** The columns of the 'Comprobantes' sheet: one row per item, a document's rows share its reference. */
export const bulkDocumentColumns = {
  reference: 'Referencia',
  type: 'Tipo de documento',
  date: 'Fecha de emisión',
  customer: 'Cliente (RUC o identificación)',
  consumerName: 'Nombre consumidor final',
  consumerId: 'Identificación consumidor final',
  product: 'Código de producto',
  quantity: 'Cantidad',
  price: 'Precio unitario',
  itbms: 'Código ITBMS',
  discount: 'Descuento',
  payment: 'Forma de pago',
  paymentValue: 'Valor del pago',
  nature: 'Naturaleza de la operación',
  paymentTime: 'Tiempo de pago',
  operationType: 'Tipo de operación',
  delivery: 'Entrega del CAFE',
  cafeFormat: 'Formato del CAFE',
  container: 'Envío del contenedor',
  referencedCufe: 'CUFE referenciado',
  incoterm: 'Incoterm',
  currency: 'Moneda',
  info: 'Información de interés',
} as const;
export type BulkDocumentColumn = keyof typeof bulkDocumentColumns;

export const bulkUploadStates = ['VALIDANDO', 'EMITIENDO', 'TERMINADO', 'FALLIDO'] as const;

/** The answer to an accepted file. */
export const bulkUploadAnswerSchema = z.object({ mensaje: z.string(), idCarga: z.number().int() });

/** A file's progress and outcome, as the screen and the e-mail show it. */
export const bulkUploadSchema = z.object({
  idCarga: z.number().int(),
  archivo: z.string(),
  formato: z.string(),
  estado: z.enum(bulkUploadStates),
  fechaCarga: z.string(),
  filas: z.number().int(),
  filasValidadas: z.number().int(),
  documentos: z.number().int(),
  documentosConErrores: z.number().int(),
  /** Issued by this file, or by an earlier upload of the same file (never twice). */
  emitidos: z.number().int(),
  yaEmitidos: z.number().int(),
  autorizados: z.number().int(),
  /** The first problems (the errors workbook has them all). */
  errores: z.array(sheetProblemSchema),
  totalErrores: z.number().int(),
  mensaje: z.string().nullable(),
});
export type BulkUpload = z.infer<typeof bulkUploadSchema>;
export const bulkUploadListSchema = z.array(bulkUploadSchema);
