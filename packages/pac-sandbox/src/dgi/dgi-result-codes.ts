/**
 * The result codes the sandbox answers with (dCodRes/dMsgRes), from shared/dgi/validation-codes.md.
 * Where a real answer or production log shows the DGI's wording, that wording is used; otherwise the
 * Ficha §8.4 transcription's, without its author's notes in brackets. Codes marked `sandbox` are the
 * simulator's own choices for outcomes no public source gives a code for (README.md lists them).
 *
 * Effect: `R` rejects the document (rechazo), `N` is a notification that accompanies an authorisation,
 * `OK` is a success.
 */
export type ResultEffect = 'R' | 'N' | 'OK';

/** Where the code and its text come from. */
export type ResultSource = 'real' | 'transcription' | 'sandbox';

export type ResultCodeEntry = {
  readonly message: string;
  readonly effect: ResultEffect;
  readonly source: ResultSource;
};

/** One gResProc entry of an answer. */
export type ResultCode = { readonly code: string; readonly message: string };

export const RESULT_CODES = {
  // Web-service results.
  '0100': { message: 'Fallo de schema XML', effect: 'R', source: 'real' },
  '0185': {
    message: 'El RUC del emisor no se encuentra en la lista de afiliados del PAC',
    effect: 'R',
    source: 'sandbox',
  },
  '0260': { message: 'Autorizado el uso de la FE', effect: 'OK', source: 'real' },
  '0261': { message: 'FE recibida, en proceso de autorización', effect: 'OK', source: 'sandbox' },
  '0262': { message: 'FE devuelta por la DGI, reenvíela más tarde', effect: 'OK', source: 'sandbox' },
  '0422': { message: 'Exito en la consulta', effect: 'OK', source: 'real' },
  '0423': { message: 'No existe una FE autorizada con el CUFE consultado', effect: 'R', source: 'sandbox' },
  '0600': { message: 'Evento registrado con éxito', effect: 'OK', source: 'real' },
  '0761': { message: 'Éxito en la consulta', effect: 'OK', source: 'transcription' },
  '0762': {
    message: 'No existen documentos para los criterios consultados',
    effect: 'R',
    source: 'sandbox',
  },
  '0620': { message: 'No existe una FE autorizada con el CUFE del evento', effect: 'R', source: 'sandbox' },
  '0621': { message: 'El plazo para anular la FE ha vencido', effect: 'R', source: 'sandbox' },
  '0622': { message: 'Ya existe un evento de anulación para esta FE', effect: 'R', source: 'real' },
  '0623': {
    message: 'El emisor del evento no corresponde al emisor de la FE',
    effect: 'R',
    source: 'sandbox',
  },
  '0640': { message: 'CONTRIBUYENTE NO INSCRITO', effect: 'R', source: 'transcription' },
  '0680': { message: 'Consulta de RUC exitosa', effect: 'OK', source: 'sandbox' },

  // A: identification of the document.
  '1000': { message: 'Versión de formato no soportada', effect: 'R', source: 'transcription' },
  '1001': { message: 'Valor del CUFE no está calculado correctamente', effect: 'R', source: 'real' },
  '1002': { message: 'Documento duplicado', effect: 'R', source: 'real' },
  '1003': {
    message:
      'Valor de la firma diferente del calculado por la aplicación de la DIRECCIÓN GENERAL DE INGRESOS',
    effect: 'R',
    source: 'sandbox',
  },

  // B: general data.
  '1500': { message: 'Ambiente de destino de la FE inválido', effect: 'R', source: 'transcription' },
  '1502': { message: 'CUFE malformado: Ambiente de destino', effect: 'R', source: 'transcription' },
  '1504': { message: 'CUFE malformado: Tipo de emisión', effect: 'R', source: 'transcription' },
  '1506': { message: 'Fecha/hora de contingencia no informada', effect: 'R', source: 'transcription' },
  '1507': {
    message: 'Fecha/hora de contingencia posterior a fecha de emisión',
    effect: 'R',
    source: 'transcription',
  },
  '1508': { message: 'Tiempo excesivo en operación en contingencia', effect: 'N', source: 'transcription' },
  '1509': { message: 'Razón de contingencia no informada', effect: 'R', source: 'transcription' },
  '1511': { message: 'CUFE malformado: Tipo de documento', effect: 'R', source: 'transcription' },
  '1514': { message: 'CUFE malformado: Número del documento fiscal', effect: 'R', source: 'transcription' },
  '1516': { message: 'CUFE malformado: Punto de facturación', effect: 'R', source: 'transcription' },
  '1518': { message: 'CUFE malformado: Código de seguridad', effect: 'R', source: 'transcription' },
  '1519': { message: 'Fecha de emisión muy antigua', effect: 'N', source: 'transcription' },
  '1520': { message: 'Fecha de emisión muy alejada en el futuro', effect: 'R', source: 'transcription' },
  '1521': { message: 'CUFE malformado: Fecha de emisión', effect: 'R', source: 'transcription' },
  '1533': {
    message: 'Destino no puede ser Panamá si documento es exportación',
    effect: 'R',
    source: 'transcription',
  },
  '1534': {
    message: 'Destino no puede ser extranjero si documento es factura de operación interna',
    effect: 'R',
    source: 'transcription',
  },
  '1535': {
    message: 'Fecha de emisión en el futuro, posterior a 24 horas',
    effect: 'N',
    source: 'transcription',
  },

  // B30: issuer.
  '1560': { message: 'Regla de formación del RUC del emisor inválida', effect: 'R', source: 'transcription' },
  '1564': { message: 'CUFE malformado: RUC del emisor', effect: 'R', source: 'transcription' },
  '1567': { message: 'CUFE malformado: Código de sucursal', effect: 'R', source: 'transcription' },

  // B40: receiver.
  '1601': { message: 'Regla de formación del RUC invalida', effect: 'R', source: 'real' },
  '1602': { message: 'RUC inexistente en los registros de la DGI', effect: 'R', source: 'real' },
  '1605': { message: 'Razón social del receptor no informada', effect: 'R', source: 'transcription' },
  '1606': { message: 'Dirección del receptor contribuyente no informada', effect: 'N', source: 'real' },
  '1607': {
    message: 'Provincia donde se ubica el receptor contribuyente no existe',
    effect: 'N',
    source: 'sandbox',
  },
  '1608': {
    message: 'Distrito donde se ubica el receptor contribuyente no existe',
    effect: 'N',
    source: 'real',
  },
  '1609': {
    message: 'Corregimiento donde se ubica el receptor contribuyente no existe',
    effect: 'N',
    source: 'sandbox',
  },
  '1611': {
    message: 'País del receptor debe ser PA si destino es Panamá',
    effect: 'R',
    source: 'transcription',
  },
  '1612': {
    message: 'País del receptor no puede ser PA si destino es extranjero',
    effect: 'R',
    source: 'transcription',
  },
  '1618': {
    message: 'Identificación extranjera no informada para receptor extranjero',
    effect: 'R',
    source: 'transcription',
  },
  '1619': {
    message: 'No puede informar grupo de ID extranjera y RUC simultáneamente',
    effect: 'R',
    source: 'transcription',
  },
  '1620': {
    message: 'Tipo receptor debe ser extranjero para documento de exportación',
    effect: 'R',
    source: 'transcription',
  },
  '1621': {
    message: 'RUC jurídico con tipo receptor consumidor final',
    effect: 'R',
    source: 'transcription',
  },

  // B50/B60: export and referenced documents.
  '1650': {
    message: 'Grupo de exportación informado en operación interna',
    effect: 'R',
    source: 'transcription',
  },
  '1651': {
    message: 'Grupo de exportación no informado en operación de exportación',
    effect: 'R',
    source: 'transcription',
  },
  '1703': {
    message: 'Estructura del CUFE de FE referenciada inválida',
    effect: 'R',
    source: 'transcription',
  },
  '1704': {
    message: 'Dígito verificador del CUFE de FE referenciada inválido',
    effect: 'R',
    source: 'transcription',
  },
  '1705': {
    message: 'Nota de débito/crédito no referencia ningún documento fiscal',
    effect: 'R',
    source: 'transcription',
  },
  '1706': {
    message: 'Nota de débito/crédito genérica no debe referenciar una FE',
    effect: 'R',
    source: 'transcription',
  },
  '1708': {
    message: 'Factura interna o de zona franca no debe referenciar una FE',
    effect: 'R',
    source: 'transcription',
  },
  '1709': {
    message: 'CUFE referenciado duplicado en nota de crédito/débito',
    effect: 'R',
    source: 'transcription',
  },
  '1712': { message: 'Nota de crédito referencia una nota de crédito', effect: 'R', source: 'transcription' },
  '1713': { message: 'Nota de débito referencia una nota de débito', effect: 'R', source: 'transcription' },
  '1715': { message: 'Nota de crédito referencia una nota de débito', effect: 'R', source: 'transcription' },
  '1716': { message: 'Nota de débito referencia una nota de crédito', effect: 'R', source: 'transcription' },

  // C: items.
  '2001': { message: 'Número secuencial del ítem duplicado', effect: 'R', source: 'transcription' },
  '2050': { message: 'Precio unitario muy elevado', effect: 'N', source: 'transcription' },
  '2051': {
    message: 'Valor del descuento superior al precio unitario',
    effect: 'R',
    source: 'transcription',
  },
  '2052': { message: 'Descuento informado en operación no valorada', effect: 'R', source: 'transcription' },
  '2053': { message: 'Precio del ítem inválido', effect: 'R', source: 'real' },
  '2054': {
    message: 'Acarreo por ítem no puede coexistir con acarreo total',
    effect: 'R',
    source: 'transcription',
  },
  '2055': {
    message: 'Seguro por ítem no puede coexistir con seguro total',
    effect: 'R',
    source: 'transcription',
  },
  '2056': { message: 'Valor total del ítem inválido', effect: 'R', source: 'transcription' },
  '2150': { message: 'Tasa de ITBMS inválida', effect: 'R', source: 'transcription' },
  '2152': { message: 'Monto del ITBMS del ítem inválido', effect: 'R', source: 'real' },
  '2300': { message: 'Código de OTI por ítem duplicado', effect: 'R', source: 'transcription' },

  // D: totals and payment forms.
  '2500': { message: 'Suma de los precios antes de impuesto invalida', effect: 'R', source: 'real' },
  '2501': { message: 'Total ITBMS inválido', effect: 'R', source: 'transcription' },
  '2503': { message: 'Suma total de monto gravado invalida', effect: 'R', source: 'real' },
  '2505': {
    message: 'Acarreo total no puede coexistir con acarreo por ítem',
    effect: 'R',
    source: 'transcription',
  },
  '2506': {
    message: 'Seguro total no puede coexistir con seguro por ítem',
    effect: 'R',
    source: 'transcription',
  },
  '2507': { message: 'Valor total de la factura inválido', effect: 'R', source: 'real' },
  '2509': { message: 'Valor total de la factura muy elevado', effect: 'N', source: 'transcription' },
  '2510': { message: 'Suma de los valores recibidos inválida', effect: 'R', source: 'transcription' },
  '2513': { message: 'Número total de ítems inválido', effect: 'R', source: 'transcription' },
  '2514': { message: 'Valor total de los ítems inválidos', effect: 'R', source: 'real' },
  '2515': {
    message: 'Valor total elevado en venta a consumidor final',
    effect: 'N',
    source: 'transcription',
  },
  '2600': { message: 'Forma de pago inválida', effect: 'R', source: 'transcription' },
  '2601': { message: 'Falta descripción de forma de pago no listada', effect: 'R', source: 'transcription' },
  '2602': {
    message: 'Descripción de forma de pago informada con código existente',
    effect: 'R',
    source: 'transcription',
  },
} as const satisfies Readonly<Record<string, ResultCodeEntry>>;

export type KnownResultCode = keyof typeof RESULT_CODES;

/** The gResProc entry of a code, with its catalogue text or, for 0100, the validator's own text. */
export function resultFor(code: KnownResultCode, detail?: string): ResultCode {
  return { code, message: detail ?? RESULT_CODES[code].message };
}

export function isRejection(code: string): boolean {
  return (RESULT_CODES as Readonly<Record<string, ResultCodeEntry>>)[code]?.effect === 'R';
}
