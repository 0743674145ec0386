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

// The table's three kinds of entry (the effects above), each with where its text comes from.
function rejects(source: ResultSource, message: string) {
  return { message, effect: 'R', source } as const;
}

function notifies(source: ResultSource, message: string) {
  return { message, effect: 'N', source } as const;
}

function succeeds(source: ResultSource, message: string) {
  return { message, effect: 'OK', source } as const;
}

export const RESULT_CODES = {
  // Web-service results.
  '0100': rejects('real', 'Fallo de schema XML'),
  '0185': rejects('sandbox', 'El RUC del emisor no se encuentra en la lista de afiliados del PAC'),
  '0260': succeeds('real', 'Autorizado el uso de la FE'),
  '0261': succeeds('sandbox', 'FE recibida, en proceso de autorización'),
  '0262': succeeds('sandbox', 'FE devuelta por la DGI, reenvíela más tarde'),
  '0422': succeeds('real', 'Exito en la consulta'),
  '0423': rejects('sandbox', 'No existe una FE autorizada con el CUFE consultado'),
  '0600': succeeds('real', 'Evento registrado con éxito'),
  '0761': succeeds('transcription', 'Éxito en la consulta'),
  '0762': rejects('sandbox', 'No existen documentos para los criterios consultados'),
  '0620': rejects('sandbox', 'No existe una FE autorizada con el CUFE del evento'),
  '0621': rejects('sandbox', 'El plazo para anular la FE ha vencido'),
  '0622': rejects('real', 'Ya existe un evento de anulación para esta FE'),
  '0623': rejects('sandbox', 'El emisor del evento no corresponde al emisor de la FE'),
  '0640': rejects('transcription', 'CONTRIBUYENTE NO INSCRITO'),
  '0680': succeeds('sandbox', 'Consulta de RUC exitosa'),

  // A: identification of the document.
  '1000': rejects('transcription', 'Versión de formato no soportada'),
  '1001': rejects('real', 'Valor del CUFE no está calculado correctamente'),
  '1002': rejects('real', 'Documento duplicado'),
  '1003': rejects(
    'sandbox',
    'Valor de la firma diferente del calculado por la aplicación de la DIRECCIÓN GENERAL DE INGRESOS',
  ),

  // B: general data.
  '1500': rejects('transcription', 'Ambiente de destino de la FE inválido'),
  '1502': rejects('transcription', 'CUFE malformado: Ambiente de destino'),
  '1504': rejects('transcription', 'CUFE malformado: Tipo de emisión'),
  '1506': rejects('transcription', 'Fecha/hora de contingencia no informada'),
  '1507': rejects('transcription', 'Fecha/hora de contingencia posterior a fecha de emisión'),
  '1508': notifies('transcription', 'Tiempo excesivo en operación en contingencia'),
  '1509': rejects('transcription', 'Razón de contingencia no informada'),
  '1511': rejects('transcription', 'CUFE malformado: Tipo de documento'),
  '1514': rejects('transcription', 'CUFE malformado: Número del documento fiscal'),
  '1516': rejects('transcription', 'CUFE malformado: Punto de facturación'),
  '1518': rejects('transcription', 'CUFE malformado: Código de seguridad'),
  '1519': notifies('transcription', 'Fecha de emisión muy antigua'),
  '1520': rejects('transcription', 'Fecha de emisión muy alejada en el futuro'),
  '1521': rejects('transcription', 'CUFE malformado: Fecha de emisión'),
  '1533': rejects('transcription', 'Destino no puede ser Panamá si documento es exportación'),
  '1534': rejects(
    'transcription',
    'Destino no puede ser extranjero si documento es factura de operación interna',
  ),
  '1535': notifies('transcription', 'Fecha de emisión en el futuro, posterior a 24 horas'),

  // B30: issuer.
  '1560': rejects('transcription', 'Regla de formación del RUC del emisor inválida'),
  '1564': rejects('transcription', 'CUFE malformado: RUC del emisor'),
  '1567': rejects('transcription', 'CUFE malformado: Código de sucursal'),

  // B40: receiver.
  '1601': rejects('real', 'Regla de formación del RUC invalida'),
  '1602': rejects('real', 'RUC inexistente en los registros de la DGI'),
  '1605': rejects('transcription', 'Razón social del receptor no informada'),
  '1606': notifies('real', 'Dirección del receptor contribuyente no informada'),
  '1607': notifies('sandbox', 'Provincia donde se ubica el receptor contribuyente no existe'),
  '1608': notifies('real', 'Distrito donde se ubica el receptor contribuyente no existe'),
  '1609': notifies('sandbox', 'Corregimiento donde se ubica el receptor contribuyente no existe'),
  '1611': rejects('transcription', 'País del receptor debe ser PA si destino es Panamá'),
  '1612': rejects('transcription', 'País del receptor no puede ser PA si destino es extranjero'),
  '1618': rejects('transcription', 'Identificación extranjera no informada para receptor extranjero'),
  '1619': rejects('transcription', 'No puede informar grupo de ID extranjera y RUC simultáneamente'),
  '1620': rejects('transcription', 'Tipo receptor debe ser extranjero para documento de exportación'),
  '1621': rejects('transcription', 'RUC jurídico con tipo receptor consumidor final'),

  // B50/B60: export and referenced documents.
  '1650': rejects('transcription', 'Grupo de exportación informado en operación interna'),
  '1651': rejects('transcription', 'Grupo de exportación no informado en operación de exportación'),
  '1703': rejects('transcription', 'Estructura del CUFE de FE referenciada inválida'),
  '1704': rejects('transcription', 'Dígito verificador del CUFE de FE referenciada inválido'),
  '1705': rejects('transcription', 'Nota de débito/crédito no referencia ningún documento fiscal'),
  '1706': rejects('transcription', 'Nota de débito/crédito genérica no debe referenciar una FE'),
  '1708': rejects('transcription', 'Factura interna o de zona franca no debe referenciar una FE'),
  '1709': rejects('transcription', 'CUFE referenciado duplicado en nota de crédito/débito'),
  '1712': rejects('transcription', 'Nota de crédito referencia una nota de crédito'),
  '1713': rejects('transcription', 'Nota de débito referencia una nota de débito'),
  '1715': rejects('transcription', 'Nota de crédito referencia una nota de débito'),
  '1716': rejects('transcription', 'Nota de débito referencia una nota de crédito'),

  // C: items.
  '2001': rejects('transcription', 'Número secuencial del ítem duplicado'),
  '2050': notifies('transcription', 'Precio unitario muy elevado'),
  '2051': rejects('transcription', 'Valor del descuento superior al precio unitario'),
  '2052': rejects('transcription', 'Descuento informado en operación no valorada'),
  '2053': rejects('real', 'Precio del ítem inválido'),
  '2054': rejects('transcription', 'Acarreo por ítem no puede coexistir con acarreo total'),
  '2055': rejects('transcription', 'Seguro por ítem no puede coexistir con seguro total'),
  '2056': rejects('transcription', 'Valor total del ítem inválido'),
  '2150': rejects('transcription', 'Tasa de ITBMS inválida'),
  '2152': rejects('real', 'Monto del ITBMS del ítem inválido'),
  '2300': rejects('transcription', 'Código de OTI por ítem duplicado'),

  // D: totals and payment forms.
  '2500': rejects('real', 'Suma de los precios antes de impuesto invalida'),
  '2501': rejects('transcription', 'Total ITBMS inválido'),
  '2503': rejects('real', 'Suma total de monto gravado invalida'),
  '2505': rejects('transcription', 'Acarreo total no puede coexistir con acarreo por ítem'),
  '2506': rejects('transcription', 'Seguro total no puede coexistir con seguro por ítem'),
  '2507': rejects('real', 'Valor total de la factura inválido'),
  '2509': notifies('transcription', 'Valor total de la factura muy elevado'),
  '2510': rejects('transcription', 'Suma de los valores recibidos inválida'),
  '2513': rejects('transcription', 'Número total de ítems inválido'),
  '2514': rejects('real', 'Valor total de los ítems inválidos'),
  '2515': notifies('transcription', 'Valor total elevado en venta a consumidor final'),
  '2600': rejects('transcription', 'Forma de pago inválida'),
  '2601': rejects('transcription', 'Falta descripción de forma de pago no listada'),
  '2602': rejects('transcription', 'Descripción de forma de pago informada con código existente'),
} satisfies Readonly<Record<string, ResultCodeEntry>>;

export type KnownResultCode = keyof typeof RESULT_CODES;

/** The gResProc entry of a code, with its catalogue text or, for 0100, the validator's own text. */
export function resultFor(code: KnownResultCode, detail?: string): ResultCode {
  return { code, message: detail ?? RESULT_CODES[code].message };
}

export function isRejection(code: string): boolean {
  return (RESULT_CODES as Readonly<Record<string, ResultCodeEntry>>)[code]?.effect === 'R';
}
