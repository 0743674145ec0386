/** CMR 'Carga de rucs para consulta masiva' (spec 002 §2, §5 'Bulk uploads', §8). */
export const rucCheckMessages = {
  failed: 'Error al cargar el archivo de consulta.',
  sheetName: 'RUCs',
  resultSheetName: 'Consulta',
  templateFileName: 'Plantilla-Consulta-RUC.xlsx',
  typeInvalid: 'El tipo de contribuyente debe ser 1 (natural) o 2 (jurídico).',
  notRegistered: 'El RUC no está registrado en la DGI.',
  dvDiffers: (registered: string) =>
    `El DV calculado no coincide con el registrado en la DGI (${registered}).`,
  pacUnavailable: 'No se pudo consultar a la DGI en este momento; vuelva a intentarlo.',
} as const;

/** The columns of the RUC sheet as the template writes them and the reader finds them (by title). */
export const rucCheckColumns = {
  ruc: 'RUC',
  type: 'Tipo de contribuyente (1 natural, 2 jurídico)',
} as const;

/** The answer's columns, in order. */
export const rucCheckResultColumns = [
  'RUC',
  'Tipo de contribuyente',
  'DV calculado',
  'DV registrado',
  'Nombre o razón social',
  'Puede recibir documentos electrónicos',
  'Emisor de documentos electrónicos',
  'Error',
] as const;

/** 'Consulta-{timestamp}.xlsx' (spec 002 §7), the timestamp in Panama time as yyyyMMddHHmmss. */
export function rucCheckFileName(timestamp: string): string {
  return `Consulta-${timestamp}.xlsx`;
}
