/**
 * The Spanish messages of the generation request. Texts quoted in spec 002 §5/§8 are copied exactly
 * (typos included: "alafanuméricos", "maximo"); the others are written for rules the spec states
 * without a text or that the DGI schema adds.
 */
export const MESSAGES = {
  // Line item (spec 002 §5 "Line item").
  productRequired: 'Seleccione un producto.',
  quantityRequired: 'Ingrese la cantidad.',
  quantityPositive: 'La cantidad debe ser mayor a 0.',
  unitPriceRequired: 'Ingrese el precio unitario.',
  unitPriceNegative: 'El precio unitario no puede ser negativo.',
  negativeAmount: 'El valor no puede ser negativo.',
  sixDecimals: 'El dato ingresado debe tener maximo 6 decimales Ej, 12.431231',
  twoDecimalsDiscount: 'Los datos numéricos debe tener máximo 2 decimales Ej, 12.43',
  dotDecimalsDiscount: 'El dato ingresado es erróneo utilice punto (.) para separar decimales',
  dotDecimals: 'El dato ingresado es erroneo utilice punto (.) para separar decimales',
  twoDecimals: 'El dato ingresado debe tener solo 2 decimales Ej, 12.43',
  fourteenDigits: 'Ingrese máximo 14 dígitos.',
  discountAbove: (amount: string) => `El descuento debe ser menor a ${amount}`,
  percentageAbove: 'El porcentaje de descuento no puede ser mayor a 100.',
  itbmsCode: 'Seleccione la tarifa de ITBMS (00, 01, 02 o 03).',
  iscRate: 'La tasa de ISC no es válida. Use 0.0, 0.035, 0.05, 0.06, 0.1325 o 0.325.',
  manufactureFuture: 'La fecha de fabricación no puede ser posterior a la fecha actual.',
  expiryPast: 'La fecha de caducidad no puede ser anterior a la fecha actual.',
  medicineDates: 'Una medicina requiere la fecha de fabricación y la fecha de caducidad.',
  dateInvalid: 'Ingrese una fecha válida.',
  itemPriceDigits: 'El precio unitario y la cantidad admiten hasta 9 dígitos enteros.',
  itemTotalDigits: (item: number) =>
    `El valor del ítem ${item} supera los 9 dígitos enteros que admite la DGI.`,
  lineInfoTooLong: 'La información adicional del detalle no puede superar los 5000 caracteres.',
  // OTI.
  otiCode: 'El código de OTI no es válido. Use 01 (SUME 911) o 02 (Tasa Portabilidad Numérica).',
  otiValueRequired: 'Ingrese el valor del OTI.',
  otiDuplicated: 'El código de OTI está repetido en el detalle.',
  otiMax: 'Únicamente puede agregar 20 OTIs por detalle.',
  // General data (spec 002 §5 "General data").
  documentType: 'Seleccione el tipo de documento.',
  cafeDelivery: 'Seleccione la entrega del CAFE.',
  cafeFormat: 'Seleccione el formato del CAFE.',
  containerSending: 'Seleccione el envío del contenedor al receptor.',
  operationNature: 'Seleccione la naturaleza de la operación.',
  operationType: 'Seleccione el tipo de operación.',
  paymentTime: 'Seleccione el tiempo de pago.',
  destination: 'Seleccione el destino de la operación.',
  emissionType: 'El tipo de emisión no es válido.',
  branchType: 'El tipo de sucursal no es válido.',
  saleTransactionType: 'El tipo de transacción de venta no es válido.',
  issueDateFuture: 'La fecha de emisión no puede ser posterior a la fecha actual.',
  issueDateOld: 'La fecha de emisión no puede ser anterior a 30 días.',
  departureDateOld: 'La fecha de salida no puede ser anterior a un mes.',
  issuerInfoTooLong: 'La información de interés del emisor no puede superar los 5000 caracteres.',
  contingencyDateRequired: 'Ingrese la fecha de inicio de la contingencia.',
  contingencyDateFuture: 'La fecha de contingencia no puede ser posterior a la fecha actual.',
  contingencyAfterIssue: 'La fecha de contingencia no puede ser posterior a la fecha de emisión.',
  contingencyReason: 'Ingrese el motivo de la contingencia (entre 15 y 250 caracteres).',
  internalAbroad: 'Una factura de operación interna no puede tener destino extranjero.',
  exportRequired: 'Ingrese los datos de exportación, el destino de la operación es el extranjero.',
  exportNotAllowed:
    'Los datos de exportación solo se informan cuando el destino de la operación es el extranjero.',
  // Items and totals.
  itemsRequired: 'Ingrese al menos un detalle.',
  itemsMax: 'El comprobante no puede tener más de 1000 detalles.',
  totalDigits: 'El valor total del comprobante supera los 11 dígitos enteros que admite la DGI.',
  // Additional info (spec 002 §5, max 30 rows).
  infoNameRequired: 'Ingrese el nombre, es necesario.',
  infoValueRequired: 'Ingrese el valor, es necesario.',
  alphanumeric: 'Ingrese solo caracteres alafanuméricos.',
  infoRowsMax: 'Únicamente puede agregar 30 filas',
  infoJson: 'La información adicional no tiene el formato esperado (lista de nombre y valor).',
  // Additional discounts (max 5).
  discountDetailRequired: 'Ingrese el detalle del descuento, es necesario.',
  discountValueRequired: 'Ingrese el valor o monto del descuento.',
  discountDetailTooLong: 'No ingrese más de 500 caracteres',
  numbersOnly: 'Ingrese solo números.',
  discountsMax: 'Únicamente puede agregar 5 descuentos adicionales.',
  discountsAboveItems: 'Los descuentos adicionales no pueden superar el valor total de los detalles.',
  // Retention.
  retentionRequired: 'Ingresar el código de la retención a aplicar, es necesario.',
  retentionCode: 'El código de retención no es válido. Use 1, 2, 3, 4, 7 u 8.',
  // Payments.
  paymentFormRequired: 'Seleccione la forma de pago',
  paymentValueRequired: 'Ingrese el valor.',
  notZeroOrLess: 'No puede ser un valor menor o igual a cero',
  paymentValueLength: 'El valor admite hasta 14 caracteres.',
  paymentDescription: 'Ingrese la descripción de la forma de pago (entre 10 y 100 caracteres).',
  paymentsRequired: 'Ingrese al menos una forma de pago.',
  paymentsMax: 'Únicamente puede agregar 10 formas de pago.',
  paymentsShort: (received: string, total: string) =>
    `Las formas de pago suman ${received} y no cubren el valor total del comprobante (${total}).`,
  cashWithCredit:
    'Un pago de contado no admite la forma de pago Crédito; elija el tiempo de pago Crédito o Mixto.',
  cashWithInstalments:
    'Un pago de contado no lleva pago a plazo; elija el tiempo de pago Crédito o Mixto para registrar cuotas.',
  creditOnlyCredit:
    'En un pago a crédito todas las formas de pago son Crédito; si el cliente paga una parte ahora, elija el tiempo de pago Mixto.',
  mixedNeedsBoth: 'Un pago mixto combina la forma de pago Crédito con al menos otra forma de pago.',
  paymentsAboveTip: (received: string, total: string) =>
    `Las formas de pago suman ${received} y superan el valor total del comprobante (${total}) en más del 10% que admite la propina; solo el pago de contado deja vuelto.`,
  tipAbove: 'La propina no puede ser mayor al 10% del valor del comprobante',
  // Instalments.
  instalmentDueRequired: 'Ingrese la fecha de vencimiento de la cuota, es necesario.',
  instalmentDuePast: 'La fecha de vencimiento de la cuota no puede ser anterior a la fecha actual.',
  instalmentValueRequired: 'Ingrese el valor de la cuota, es necesario.',
  instalmentInfo: 'El tamaño de la información de interés debe estar entre 15 y 1000.',
  instalmentsAbove: (sum: string) => `El valor es: ${sum}, y excede al valor total`,
  instalmentsRequired:
    'Ingrese la información de pago a plazo, porque el tiempo de pago ingresado es crédito/plazo.',
  instalmentsRequiredMixed:
    'Ingrese la información de pago a plazo, porque el tiempo de pago ingresado es mixto.',
  instalmentsBalance: (sum: string, credit: string) =>
    `Las cuotas suman ${sum} y deben sumar el valor pagado a crédito (${credit}).`,
  instalmentsMax: 'Únicamente puede agregar 99 cuotas.',
  // Customer.
  customerRequired: 'Ingrese el cliente',
  finalConsumerName: 'El nombre del consumidor final debe tener entre 2 y 100 caracteres.',
  finalConsumerId: 'Ingrese una cédula o RUC válido para el consumidor final.',
  // Pharmaceutical, order and vehicle (line level).
  lotNumber: 'El número de lote debe tener entre 5 y 35 caracteres alfanuméricos.',
  lotQuantity: 'La cantidad de productos del lote debe ser numérica.',
  orderNumber: 'El número de pedido de compra debe ser numérico de 1 a 9 dígitos.',
  orderSequence: 'El número secuencial debe ser numérico de 1 a 3 dígitos.',
  orderInfo: 'La información de interés no puede superar los 5000 caracteres.',
  vehicleChassis: 'El chasis debe tener exactamente 17 caracteres.',
  vehicleColor: 'El color debe tener entre 1 y 4 caracteres.',
  vehicleColorDescription: 'La descripción del color debe tener entre 1 y 40 caracteres.',
  vehicleEngine: 'El número de motor debe tener entre 1 y 21 caracteres.',
  vehicleSaleMode: 'Seleccione la modalidad de la operación de venta.',
  vehicleSaleModeOther: 'La operación no listada debe tener entre 10 y 50 caracteres.',
  vehicleFuel: 'Seleccione el tipo de combustible.',
  vehicleFuelOther: 'El tipo de combustible no listado debe tener entre 10 y 40 caracteres.',
  vehicleType: 'Seleccione el tipo de vehículo.',
  vehicleUse: 'Seleccione el uso del vehículo.',
  vehicleDigits: (max: number) => `Ingrese un número entero de 1 a ${max} dígitos.`,
  vehicleMeasure: 'Ingrese un número de hasta 11 dígitos en total y 4 decimales.',
  vehicleYear: 'Ingrese un año de 4 dígitos.',
  vehiclePaint: 'El tipo de pintura no es válido.',
  vehiclePaintOther: 'El tipo de pintura no listado debe tener entre 10 y 50 caracteres.',
  vehicleCondition: 'La condición del vehículo no es válida.',
  // Document-level commercial order.
  orderRequired: 'Ingresar el número de pedido de compra, es necesario.',
  orderLength: 'Ingresar entre 1 y 12 caracteres.',
  orderAlphanumeric: 'Ingresar solo caracteres alfanuméricos.',
  orderDigits: 'El número de pedido de compra debe ser numérico y mayor a cero (formato de la DGI).',
  customerCode: 'El código de cliente debe tener entre 1 y 50 caracteres alfanuméricos.',
  acceptanceNumber: 'Cada número de aceptación debe tener entre 1 y 12 caracteres.',
  acceptanceMax: 'Únicamente puede agregar 50 números de aceptación.',
  // Carrier.
  carrierName: 'El nombre del transportista debe tener entre 15 y 100 caracteres alfanuméricos.',
  volumes: 'El número de volúmenes debe ser numérico de 1 a 3 dígitos.',
  weight: 'El peso de la carga debe ser numérico, con hasta 10 dígitos en total y 6 decimales.',
  weightUnit: 'Seleccione la unidad de peso.',
  licence: 'La licencia del vehículo debe tener 6 caracteres alfanuméricos.',
  // Delivery place.
  placeName: 'El nombre del local de entrega debe tener entre 2 y 100 caracteres.',
  placeAddress: 'Ingrese la dirección del local de entrega (máximo 100 caracteres).',
  province: 'Seleccione la provincia.',
  district: 'Seleccione el distrito.',
  corregimiento: 'Seleccione el corregimiento.',
  location: 'Seleccione una ubicación geográfica válida (provincia-distrito-corregimiento).',
  locationName: 'El nombre de la ubicación no puede superar los 50 caracteres.',
  phone: 'Ingrese el teléfono con el formato 123-4567 o 1234-5678.',
  // RUC groups (authorised RUCs, carrier, delivery place, referenced issuer).
  rucRequired: 'Ingrese el RUC, es necesario.',
  rucFormat: 'El RUC debe tener entre 5 y 20 caracteres con un formato de RUC válido.',
  rucTypeRequired: 'Ingrese el tipo de RUC, es necesario.',
  dvRequired: 'Ingrese el DV, es necesario.',
  dvFormat: 'Ingresar 2 caracteres.',
  authorisedMax: 'Únicamente puede agregar 10 RUC autorizados.',
  // Referenced fiscal documents.
  referencesRequired: 'Ingrese al menos un documento fiscal referenciado para la nota de crédito o débito.',
  referencesNotAllowed: 'Este tipo de documento no admite documentos fiscales referenciados.',
  referencesMax: 'Únicamente puede agregar 99 documentos fiscales referenciados.',
  referenceIssuerName: 'El nombre del emisor debe tener entre 2 y 100 caracteres alfanuméricos.',
  referenceDateRequired: 'Ingrese la fecha del documento referenciado.',
  referenceDateFuture: 'La fecha del documento referenciado no puede ser posterior a la fecha actual.',
  referenceCufeLength: 'Ingrese los 66 caracteres del CUFE.',
  referenceCufeInvalid: 'El CUFE referenciado no es válido.',
  referencePaperLength: 'El número de factura en papel debe tener 22 caracteres.',
  referencePrinterLength: 'El número de factura de impresora fiscal debe tener 22 caracteres.',
  referenceOneOfThree: 'Ingrese solo uno de los tres campos (CUFE, # Factura papel o # Factura impresa)',
  referenceOneOfTwo: 'Ingrese solo uno de los dos campos (# Factura papel o # Factura impresa)',
  referenceCufeDuplicated: 'El CUFE referenciado está repetido.',
  referenceNotFound: (cufe: string) =>
    `El documento referenciado ${cufe} no existe entre los comprobantes emitidos por la empresa.`,
  referenceNotAuthorised:
    'El documento referenciado aún no está autorizado por la DGI; espere su autorización para emitir la nota.',
  referenceCancelled: 'El documento referenciado está anulado; no se pueden emitir notas sobre él.',
  referenceNotReferable: 'Una nota de crédito o débito solo puede referenciar una factura.',
  creditAboveBalance: (amount: string, available: string, referenceCount = 1) =>
    referenceCount > 1
      ? `El valor de la nota de crédito (${amount}) supera el saldo disponible de los ${referenceCount} documentos referenciados (${available}).`
      : `El valor de la nota de crédito (${amount}) supera el saldo disponible del documento referenciado (${available}).`,
  referenceOtherReceiver: (receiver: string) =>
    `La nota debe emitirse al receptor del documento referenciado (${receiver}); elija ese cliente.`,
  referenceNoteToNote: 'Una nota de crédito o débito no puede referenciar otra nota de crédito o débito.',
  // Export data.
  incotermRequired: 'Seleccione la condición de entrega (Incoterm).',
  incoterm: 'La condición de entrega no es un Incoterm válido.',
  currency: 'La moneda de la operación no es válida.',
  currencyDetailRequired: 'Ingrese el nombre de la otra moneda (máximo 50 caracteres).',
  exchangeRate: 'El tipo de cambio debe ser numérico, con hasta 11 dígitos en total y 4 decimales.',
  foreignAmount:
    'El monto en moneda extranjera debe ser numérico, con hasta 20 dígitos en total y 4 decimales.',
  port: 'El puerto de embarque debe tener entre 5 y 50 caracteres.',
  // Free text that XML cannot carry.
  invalidCharacters: 'El texto contiene caracteres no admitidos.',
} as const;
