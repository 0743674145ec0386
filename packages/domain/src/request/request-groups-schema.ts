import { z } from 'zod';
import { countFormattedDigits, isPositiveDecimalText } from '../money/index.ts';
import { findCorregimiento, isCurrencyCode, isIncotermCode } from './catalogue-port.ts';
import {
  codeField,
  dateTimeField,
  decimalField,
  optionalCodeField,
  optionalDecimalField,
  optionalDigitsField,
  optionalPhoneField,
  optionalTextField,
  rucGroupSchema,
  textField,
} from './request-fields.ts';
import { MESSAGES } from './request-messages.ts';

/**
 * Payment forms (spec 002 §9). Schema v1.00 enumerates 01–08 and 99 only; 09 (cheque) and 10 (payment
 * point) are sent as 99 with their name as the description (see rfe-document-builder).
 */
export const PAYMENT_FORM_CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '99'] as const;
export type PaymentFormCode = (typeof PAYMENT_FORM_CODES)[number];

const positiveAmount = (required: string) =>
  decimalField({
    required,
    maxDecimals: 6,
    decimalsMessage: MESSAGES.sixDecimals,
    maxLength: 14,
    lengthMessage: MESSAGES.paymentValueLength,
    negativeMessage: MESSAGES.notZeroOrLess,
  }).refine(isPositiveDecimalText, MESSAGES.notZeroOrLess);

/** One payment (formasPago → gFormaPago). */
export const paymentSchema = z
  .object({
    id: z.union([z.string(), z.number()]).nullish(),
    codigo: codeField(PAYMENT_FORM_CODES, MESSAGES.paymentFormRequired),
    descripcion: optionalTextField({ min: 10, max: 100, lengthMessage: MESSAGES.paymentDescription }),
    valor: positiveAmount(MESSAGES.paymentValueRequired),
  })
  .superRefine((payment, ctx) => {
    if (payment.codigo === '99' && payment.descripcion === undefined) {
      ctx.addIssue({ code: 'custom', path: ['descripcion'], message: MESSAGES.paymentDescription });
    }
  });

/** One instalment (pagoPlazos → gPagPlazo). */
export const instalmentSchema = z.object({
  id: z.union([z.string(), z.number()]).nullish(),
  valorCuota: positiveAmount(MESSAGES.instalmentValueRequired),
  fechaVencimiento: dateTimeField(MESSAGES.instalmentDueRequired),
  informacionInteres: optionalTextField({ min: 15, max: 1000, lengthMessage: MESSAGES.instalmentInfo }),
});

/** One additional discount or bonus (descuentosAdicionales → gDescBonif). */
export const additionalDiscountSchema = z.object({
  nombre: textField(MESSAGES.discountDetailRequired, {
    max: 500,
    lengthMessage: MESSAGES.discountDetailTooLong,
    alphanumeric: MESSAGES.alphanumeric,
  }),
  valor: decimalField({
    required: MESSAGES.discountValueRequired,
    maxDecimals: 2,
    decimalsMessage: MESSAGES.twoDecimals,
    invalidMessage: MESSAGES.numbersOnly,
    maxLength: 14,
  }).refine(isPositiveDecimalText, MESSAGES.discountValueRequired),
});

/** An authorised RUC (rucsAutorizados → gAutXML). */
export const authorisedRucSchema = rucGroupSchema;

/** Document-level commercial order (pedidoComercialFacturaDto → gPedComGl). */
export const commercialOrderSchema = z.object({
  nroPedidoCompra: textField(MESSAGES.orderRequired, {
    max: 12,
    lengthMessage: MESSAGES.orderLength,
    alphanumeric: MESSAGES.orderAlphanumeric,
  }).refine((text) => /^\d+$/.test(text) && /[1-9]/.test(text), MESSAGES.orderDigits),
  codigoCliente: optionalTextField({
    max: 50,
    lengthMessage: MESSAGES.customerCode,
    alphanumeric: MESSAGES.customerCode,
  }),
  informacionInteres: optionalTextField({ max: 5000, lengthMessage: MESSAGES.orderInfo }),
  nroAceptacion: z.preprocess(
    (value) =>
      value === undefined || value === null
        ? []
        : typeof value === 'string'
          ? value
              .split(',')
              .map((part) => part.trim())
              .filter((part) => part !== '')
          : value,
    z
      .array(z.string().trim().min(1, MESSAGES.acceptanceNumber).max(12, MESSAGES.acceptanceNumber))
      .max(50, MESSAGES.acceptanceMax),
  ),
});

/** Cargo weight (dPesoTot): up to 6 decimals and 10 digits as written (2 to 6 decimals). */
const cargoWeight = optionalDecimalField({
  maxDecimals: 6,
  decimalsMessage: MESSAGES.weight,
  invalidMessage: MESSAGES.weight,
}).refine((text) => text === undefined || countFormattedDigits(text, 2, 6) <= 10, MESSAGES.weight);

/** Logistics (informacionLogisticaDto → gInfoLog), spec 002 §5 "Carrier". */
export const logisticsSchema = z.object({
  nrovolumenes: optionalDigitsField(3, MESSAGES.volumes),
  pesoCarga: cargoWeight,
  unidadPeso: optionalCodeField(['1', '2', '3', '4'], MESSAGES.weightUnit),
  licenciaVehiculo: optionalTextField({
    min: 6,
    max: 6,
    lengthMessage: MESSAGES.licence,
    alphanumeric: MESSAGES.licence,
  }),
  nombreTransportista: textField(MESSAGES.carrierName, {
    min: 15,
    max: 100,
    lengthMessage: MESSAGES.carrierName,
    alphanumeric: MESSAGES.carrierName,
  }),
  informacionInteres: optionalTextField({ max: 5000, lengthMessage: MESSAGES.orderInfo }),
  rucAutorizado: rucGroupSchema,
});

/** A location picker value: its name, or the geographic item `{ nombre, ... }` the form holds. */
const locationPart = (message: string) =>
  z.preprocess(
    (value) =>
      value !== null && typeof value === 'object' && 'nombre' in value
        ? (value as { nombre: unknown }).nombre
        : value,
    z
      .union([z.string(), z.number()], { error: message })
      .refine((value) => String(value).trim() !== '', message),
  );

/** Delivery place (localEntrega → gLcEntr). */
export const deliveryPlaceSchema = z.object({
  nombreLocalEntrega: textField(MESSAGES.placeName, { min: 2, max: 100, lengthMessage: MESSAGES.placeName }),
  direccionLocalEntrega: textField(MESSAGES.placeAddress, { max: 100, lengthMessage: MESSAGES.placeAddress }),
  provincia: locationPart(MESSAGES.province),
  distrito: locationPart(MESSAGES.district),
  corregimiento: locationPart(MESSAGES.corregimiento),
  ubicacionGeografica: z
    .string({ error: MESSAGES.location })
    .trim()
    .refine((code) => findCorregimiento(code) !== undefined, MESSAGES.location),
  codigoUnificado: z.union([z.string(), z.number()]).nullish(),
  telefonoLocalEntrega: optionalPhoneField(),
  telefonoAdicionalLocalEntrega: optionalPhoneField(),
  rucContribuyenteReceptor: rucGroupSchema,
});

/** A referenced fiscal document (documentosFiscalesReferenciados → gDFRef). */
export const referencedDocumentSchema = z.object({
  id: z.union([z.string(), z.number()]).nullish(),
  rucEmisor: rucGroupSchema,
  nombreEmisor: textField(MESSAGES.referenceIssuerName, {
    min: 2,
    max: 100,
    lengthMessage: MESSAGES.referenceIssuerName,
    alphanumeric: MESSAGES.referenceIssuerName,
  }),
  fechaDocumento: dateTimeField(MESSAGES.referenceDateRequired),
  cufeReferenciada: optionalTextField({ min: 66, max: 66, lengthMessage: MESSAGES.referenceCufeLength }),
  nroFacturaPapel: optionalTextField({ min: 22, max: 22, lengthMessage: MESSAGES.referencePaperLength }),
  nroFacturaImpresora: optionalTextField({
    min: 22,
    max: 22,
    lengthMessage: MESSAGES.referencePrinterLength,
  }),
});

/** Export data (informacionDatosExportacion → gFExp). */
export const exportDataSchema = z
  .object({
    condicionEntrega: z
      .string({ error: MESSAGES.incotermRequired })
      .trim()
      .min(1, MESSAGES.incotermRequired)
      .refine(isIncotermCode, MESSAGES.incoterm),
    monedaOperacion: z.preprocess(
      (value) => (value === '' || value === null ? undefined : value),
      z.string().trim().refine(isCurrencyCode, MESSAGES.currency).optional(),
    ),
    detalleMoneda: optionalTextField({ max: 50, lengthMessage: MESSAGES.currencyDetailRequired }),
    tipoCambio: optionalDecimalField({
      maxDecimals: 4,
      decimalsMessage: MESSAGES.exchangeRate,
      invalidMessage: MESSAGES.exchangeRate,
    }).refine((text) => text === undefined || countFormattedDigits(text, 2, 4) <= 11, MESSAGES.exchangeRate),
    montoMoneda: optionalDecimalField({
      maxDecimals: 4,
      decimalsMessage: MESSAGES.foreignAmount,
      invalidMessage: MESSAGES.foreignAmount,
    }).refine((text) => text === undefined || countFormattedDigits(text, 2, 4) <= 20, MESSAGES.foreignAmount),
    puertoEmbarque: optionalTextField({ min: 5, max: 50, lengthMessage: MESSAGES.port }),
  })
  .superRefine((data, ctx) => {
    if (data.monedaOperacion === 'ZZZ' && data.detalleMoneda === undefined) {
      ctx.addIssue({ code: 'custom', path: ['detalleMoneda'], message: MESSAGES.currencyDetailRequired });
    }
  });
