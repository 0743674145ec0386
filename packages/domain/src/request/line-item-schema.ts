import { z } from 'zod';
import {
  Decimal,
  countFormattedDigits,
  countWholeDigitsOfText,
  isPositiveDecimalText,
} from '../money/index.ts';
import { ITBMS_CODES, OTI_CODES, findIscRateLiteral } from '../totals/index.ts';
import {
  codeField,
  decimalField,
  digitsField,
  infoRowsField,
  optionalCodeField,
  optionalDateTimeField,
  optionalDecimalField,
  optionalDigitsField,
  optionalGroup,
  optionalTextField,
  listField,
  textField,
} from './request-fields.ts';
import { MESSAGES } from './request-messages.ts';

/** A measure of the vehicle group (pesoType): up to 4 decimals and 11 digits as written. */
function isVehicleMeasure(text: string): boolean {
  return countFormattedDigits(text, 0, 4) <= 11;
}

const vehicleMeasure = optionalDecimalField({
  maxDecimals: 4,
  decimalsMessage: MESSAGES.vehicleMeasure,
  invalidMessage: MESSAGES.vehicleMeasure,
}).refine((text) => text === undefined || isVehicleMeasure(text), MESSAGES.vehicleMeasure);

const vehicleYear = optionalDigitsField(4, MESSAGES.vehicleYear).refine(
  (text) => text === undefined || text.length === 4,
  MESSAGES.vehicleYear,
);

/** New vehicle (vehiculoNuevoDto → gVehicNuevo), spec 002 §5 "Vehicle". */
export const vehicleSchema = z.object({
  modalidadOperacionVenta: codeField(['01', '02', '03', '04', '99'], MESSAGES.vehicleSaleMode),
  operacionNoListada: optionalTextField({ min: 10, max: 50, lengthMessage: MESSAGES.vehicleSaleModeOther }),
  chasis: textField(MESSAGES.vehicleChassis, { min: 17, max: 17, lengthMessage: MESSAGES.vehicleChassis }),
  color: textField(MESSAGES.vehicleColor, { max: 4, lengthMessage: MESSAGES.vehicleColor }),
  descripcionColor: optionalTextField({ max: 40, lengthMessage: MESSAGES.vehicleColorDescription }),
  tipoCombustible: codeField(['01', '02', '03', '08', '09', '99'], MESSAGES.vehicleFuel),
  tipoCombustibleNoListado: optionalTextField({ min: 10, max: 40, lengthMessage: MESSAGES.vehicleFuelOther }),
  numeroMotor: textField(MESSAGES.vehicleEngine, { max: 21, lengthMessage: MESSAGES.vehicleEngine }),
  tipoVehiculo: codeField(['1', '2', '3', '4', '5', '6'], MESSAGES.vehicleType),
  usoVehiculo: codeField(['1', '2'], MESSAGES.vehicleUse),
  potenciaMotor: optionalDigitsField(4, MESSAGES.vehicleDigits(4)),
  capacidadMotor: optionalDigitsField(4, MESSAGES.vehicleDigits(4)),
  pesoNeto: vehicleMeasure,
  pesoBruto: vehicleMeasure,
  capacidadTraccion: vehicleMeasure,
  distanciaEjes: vehicleMeasure,
  anioModeloFabricacion: vehicleYear,
  anioFabricacion: vehicleYear,
  tipoPintura: optionalCodeField(['1', '2', '3', '4', '9'], MESSAGES.vehiclePaint),
  tipoPinturaNoListado: optionalTextField({ min: 10, max: 50, lengthMessage: MESSAGES.vehiclePaintOther }),
  condicionVehiculo: optionalCodeField(['1', '2', '3'], MESSAGES.vehicleCondition),
  capacidadMaxima: optionalDigitsField(3, MESSAGES.vehicleDigits(3)),
});

/** Medicine lot (farmaceuticaDto → gMedicina). */
export const pharmaceuticalSchema = z.object({
  numeroLote: textField(MESSAGES.lotNumber, {
    min: 5,
    max: 35,
    lengthMessage: MESSAGES.lotNumber,
    alphanumeric: MESSAGES.lotNumber,
  }),
  cantidadProductos: digitsField(MESSAGES.lotQuantity, 9, MESSAGES.lotQuantity, false),
});

/** Commercial order of one line (pedidoComercialDto → gPedComIr). */
export const lineOrderSchema = z.object({
  nroPedidoCompra: digitsField(MESSAGES.orderNumber, 9, MESSAGES.orderNumber),
  nroSecuencial: digitsField(MESSAGES.orderSequence, 3, MESSAGES.orderSequence),
  informacionInteres: optionalTextField({ max: 5000, lengthMessage: MESSAGES.orderInfo }),
});

/** Other taxes of a line (otis → gOTIItem). */
export const otiSchema = z.object({
  codigo: codeField(OTI_CODES, MESSAGES.otiCode),
  valor: decimalField({
    required: MESSAGES.otiValueRequired,
    maxDecimals: 6,
    decimalsMessage: MESSAGES.sixDecimals,
  }),
});

const booleanText = z.preprocess(
  (value) =>
    value === 'true' || value === true ? true : value === 'false' || value === false ? false : value,
  z.boolean().optional(),
);

const productId = z.preprocess(
  (value) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : value),
  z.string({ error: MESSAGES.productRequired }).min(1, MESSAGES.productRequired),
);

const iscRate = z.preprocess(
  (value) => (value === null || value === '' ? undefined : typeof value === 'number' ? String(value) : value),
  z
    .string()
    .transform((text, ctx) => {
      const literal = /^\d+(\.\d+)?$/.test(text.trim()) ? findIscRateLiteral(text.trim()) : null;
      if (literal === null) {
        ctx.addIssue({ code: 'custom', message: MESSAGES.iscRate });
        return z.NEVER;
      }
      return literal;
    })
    .optional(),
);

const itemAmount = (required: string, negativeMessage: string) =>
  decimalField({
    required,
    maxDecimals: 6,
    decimalsMessage: MESSAGES.sixDecimals,
    maxLength: 14,
    negativeMessage,
  });

const chargeAmount = optionalDecimalField({
  maxDecimals: 2,
  decimalsMessage: MESSAGES.twoDecimals,
  maxLength: 14,
});

const lineFields = z.object({
  id: z.union([z.string(), z.number()]).nullish(),
  idProducto: productId,
  cantidad: itemAmount(MESSAGES.quantityRequired, MESSAGES.quantityPositive).refine(
    isPositiveDecimalText,
    MESSAGES.quantityPositive,
  ),
  precioProducto: itemAmount(MESSAGES.unitPriceRequired, MESSAGES.unitPriceNegative),
  codigoItbms: z.preprocess((value) => value ?? '01', codeField(ITBMS_CODES, MESSAGES.itbmsCode)),
  descuento: optionalDecimalField({
    maxDecimals: 2,
    decimalsMessage: MESSAGES.twoDecimalsDiscount,
    invalidMessage: MESSAGES.dotDecimalsDiscount,
    maxLength: 14,
  }),
  isDescuentoPorcentaje: booleanText,
  cantidadGtinComercializacion: optionalDecimalField({
    maxDecimals: 6,
    decimalsMessage: MESSAGES.sixDecimals,
  }),
  cantidadGtinInventario: optionalDecimalField({ maxDecimals: 6, decimalsMessage: MESSAGES.sixDecimals }),
  informacionAdicional: infoRowsField(30, MESSAGES.infoRowsMax),
  farmaceuticaDto: optionalGroup(pharmaceuticalSchema),
  vehiculoNuevoDto: optionalGroup(vehicleSchema),
  pedidoComercialDto: optionalGroup(lineOrderSchema),
  otis: listField(otiSchema, 20, MESSAGES.otiMax),
  acarreo: chargeAmount,
  seguro: chargeAmount,
  fechaCaducidad: optionalDateTimeField(),
  fechaFabricacion: optionalDateTimeField(),
  tasaIsc: iscRate,
});

/** The text the item's dInfEmFE carries: its additional info rows as `nombre: valor`, one per line. */
export function joinLineInfo(rows: readonly { nombre: string; valor: string }[]): string {
  return rows.map((row) => `${row.nombre}: ${row.valor}`).join('\n');
}

/** A line as sent (spec 002 §3 "detalles"), with the rules of §5 "Line item" that need no clock. */
export const lineItemSchema = lineFields.superRefine((line, ctx) => {
  if (countWholeDigitsOfText(line.cantidad) > 9 || countWholeDigitsOfText(line.precioProducto) > 9) {
    ctx.addIssue({ code: 'custom', path: ['cantidad'], message: MESSAGES.itemPriceDigits });
  }
  if (line.descuento !== undefined) {
    const price = new Decimal(line.precioProducto);
    const discount = new Decimal(line.descuento);
    if (line.isDescuentoPorcentaje === true && discount.greaterThan(100)) {
      ctx.addIssue({ code: 'custom', path: ['descuento'], message: MESSAGES.percentageAbove });
    } else if (line.isDescuentoPorcentaje !== true && discount.greaterThan(price)) {
      ctx.addIssue({
        code: 'custom',
        path: ['descuento'],
        message: MESSAGES.discountAbove(price.toFixed(2)),
      });
    }
  }
  if (line.farmaceuticaDto && (!line.fechaFabricacion || !line.fechaCaducidad)) {
    ctx.addIssue({ code: 'custom', path: ['farmaceuticaDto'], message: MESSAGES.medicineDates });
  }
  const otiCodes = line.otis.map((oti) => oti.codigo);
  if (new Set(otiCodes).size !== otiCodes.length) {
    ctx.addIssue({ code: 'custom', path: ['otis'], message: MESSAGES.otiDuplicated });
  }
  if (joinLineInfo(line.informacionAdicional).length > 5000) {
    ctx.addIssue({ code: 'custom', path: ['informacionAdicional'], message: MESSAGES.lineInfoTooLong });
  }
});

export type LineItemRequest = z.output<typeof lineItemSchema>;
