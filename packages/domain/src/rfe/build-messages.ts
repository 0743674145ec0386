/** Why a validated request cannot become a document with the server's data (customer, products, company, numbering). */
export const BUILD_MESSAGES = {
  customerRequired: 'Ingrese el cliente',
  customerNotFound: 'El cliente seleccionado no existe.',
  exportNeedsForeign: 'La factura de exportación requiere un cliente extranjero.',
  domesticNeedsPanama: 'El cliente debe ser de Panamá cuando el destino de la operación es Panamá.',
  abroadNeedsForeign: 'El cliente no puede ser de Panamá cuando el destino de la operación es el extranjero.',
  foreignNeedsId: 'El cliente extranjero no tiene identificación registrada.',
  customerRuc: 'El RUC o el DV del cliente no tienen un formato válido.',
  customerName: 'El nombre del cliente debe tener entre 2 y 100 caracteres.',
  customerAddress: 'La dirección del cliente no puede superar los 100 caracteres.',
  customerLocation: 'La ubicación geográfica del cliente no es válida.',
  productMissing: (item: number) => `El producto del detalle ${item} no existe.`,
  productDescription: (item: number) =>
    `La descripción del producto del detalle ${item} debe tener entre 2 y 500 caracteres.`,
  productCode: (item: number) =>
    `El código del producto del detalle ${item} supera los 20 caracteres que admite la DGI.`,
  productGtin: (item: number) =>
    `El GTIN del producto del detalle ${item} no es válido (8, 12, 13 o 14 dígitos).`,
  governmentCpbs: (item: number) =>
    `El producto del detalle ${item} no tiene código CPBS, necesario para facturar al Gobierno.`,
  issuerData: (field: string) =>
    `Los datos de la empresa no son válidos (${field}); actualícelos antes de facturar.`,
  numbering: 'La numeración del punto de facturación no es válida.',
  securityCode: 'El código de seguridad debe tener 9 dígitos y no ser cero.',
  taxpayerNeedsPriorAuthorisation:
    'Un comprobante para un contribuyente requiere autorización previa (tipo de emisión 01 o 02).',
  contingencyMissing:
    'Un comprobante en contingencia requiere la fecha de inicio y el motivo (entre 15 y 250 caracteres).',
  contingencyAfterIssue: 'La fecha de contingencia no puede ser posterior a la fecha de emisión.',
  referenceAfterIssue: 'La fecha del documento referenciado no puede ser posterior a la fecha de emisión.',
} as const;
