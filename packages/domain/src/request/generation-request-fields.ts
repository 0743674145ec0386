import { z } from 'zod';
import { isRetentionCode, type RetentionCode } from '../totals/index.ts';
import { DOCUMENT_TYPE_CODES } from './document-types.ts';
import { lineItemSchema } from './line-item-schema.ts';
import {
  additionalDiscountSchema,
  authorisedRucSchema,
  commercialOrderSchema,
  deliveryPlaceSchema,
  exportDataSchema,
  instalmentSchema,
  logisticsSchema,
  paymentSchema,
  referencedDocumentSchema,
} from './request-groups-schema.ts';
import {
  codeField,
  infoRowsField,
  listField,
  optionalCodeField,
  optionalDateTimeField,
  optionalDecimalField,
  optionalGroup,
  optionalTextField,
} from './request-fields.ts';
import { MESSAGES } from './request-messages.ts';
import { isRfeRucFormat } from '../ruc/rfe-ruc-format.ts';

const customerAssignment = z.preprocess(
  (value) =>
    value === undefined || value === null || value === ''
      ? null
      : typeof value === 'string' && /^\d+$/.test(value.trim())
        ? Number(value)
        : value,
  z.number({ error: MESSAGES.customerRequired }).int().nonnegative().nullable(),
);

const retentionCode = z.preprocess(
  (value) => (value === '' || value === null ? undefined : typeof value === 'number' ? String(value) : value),
  z
    .string({ error: MESSAGES.retentionRequired })
    .trim()
    .regex(/^\d+$/, { error: MESSAGES.retentionRequired, abort: true })
    .transform((code) => code.replace(/^0+(?=\d)/, ''))
    .refine(isRetentionCode, MESSAGES.retentionCode)
    .transform((code) => code as RetentionCode)
    .optional(),
);

/** Clients of the spec's API mark "no identification" with 0 as well as '' or null: all mean none. */
const finalConsumerId = z.preprocess(
  (value) => (value === 0 || (typeof value === 'string' && value.trim() === '0') ? undefined : value),
  optionalTextField({
    min: 5,
    max: 20,
    lengthMessage: MESSAGES.finalConsumerId,
  }).refine((text) => text === undefined || isRfeRucFormat(text), MESSAGES.finalConsumerId),
);

/** How many rows the lists of the request take, and what a form says when one more is asked for. */
export const LIST_LIMITS = {
  descuentosAdicionales: { max: 5, message: MESSAGES.discountsMax },
  pagoPlazos: { max: 99, message: MESSAGES.instalmentsMax },
  rucsAutorizados: { max: 10, message: MESSAGES.authorisedMax },
  documentosFiscalesReferenciados: { max: 99, message: MESSAGES.referencesMax },
} as const;

function limitedList<T extends z.ZodType>(item: T, limit: { max: number; message: string }) {
  return listField(item, limit.max, limit.message);
}

/**
 * The generation call's body (spec 002 §7), field names as the web sends them, with every rule of
 * §5 that needs no clock. `idAsignacionEmpresaCliente` 0 is the final consumer.
 */
export const requestFields = z.object({
  tipoDocumento: codeField(DOCUMENT_TYPE_CODES, MESSAGES.documentType),
  detalles: z.preprocess(
    (value) => value ?? [],
    z.array(lineItemSchema).min(1, MESSAGES.itemsRequired).max(1000, MESSAGES.itemsMax),
  ),
  fechaEmision: optionalDateTimeField(),
  idAsignacionEmpresaUsuario: z.union([z.number(), z.string()]).nullish(),
  idAsignacionEmpresaCliente: customerAssignment,
  idConsumidorFinal: finalConsumerId,
  nombreConsumidorFinal: optionalTextField({ min: 2, max: 100, lengthMessage: MESSAGES.finalConsumerName }),
  formasPago: z.preprocess(
    (value) => value ?? [],
    z.array(paymentSchema).min(1, MESSAGES.paymentsRequired).max(10, MESSAGES.paymentsMax),
  ),
  rucEmisor: z.string().nullish(),
  /**
   * Beyond spec 002 §7: the tip the form's 'Propina' holds, so that what a cash payment exceeds the
   * total by is told apart from it (the change, dVuelto). Without it the excess paid in cash is change.
   */
  propina: optionalDecimalField({
    maxDecimals: 2,
    decimalsMessage: MESSAGES.twoDecimals,
    maxLength: 14,
  }),
  descuentosAdicionales: limitedList(additionalDiscountSchema, LIST_LIMITS.descuentosAdicionales),
  destinoOperacion: optionalCodeField(['1', '2'], MESSAGES.destination),
  entregaCafe: codeField(['1', '2', '3'], MESSAGES.cafeDelivery),
  formatoCafe: codeField(['1', '2', '3'], MESSAGES.cafeFormat),
  fechaContingencia: optionalDateTimeField(),
  motivoContingencia: optionalTextField({ min: 15, max: 250, lengthMessage: MESSAGES.contingencyReason }),
  tipoEmision: z.preprocess(
    (value) => (value === undefined || value === null || value === '' ? '01' : value),
    codeField(['01', '02', '03', '04'], MESSAGES.emissionType),
  ),
  fechaSalida: optionalDateTimeField(),
  informacionInteresEmisor: optionalTextField({ max: 5000, lengthMessage: MESSAGES.issuerInfoTooLong }),
  informacionLogisticaDto: optionalGroup(logisticsSchema),
  naturalezaOperacion: codeField(
    ['01', '02', '10', '11', '12', '13', '14', '20', '21'],
    MESSAGES.operationNature,
  ),
  tiempoPago: codeField(['1', '2', '3'], MESSAGES.paymentTime),
  tipoOperacion: codeField(['1', '2'], MESSAGES.operationType),
  tipoSucursal: optionalCodeField(['1', '2'], MESSAGES.branchType),
  tipoTransaccionVenta: optionalCodeField(['1', '2', '3', '4'], MESSAGES.saleTransactionType),
  pagoPlazos: limitedList(instalmentSchema, LIST_LIMITS.pagoPlazos),
  pedidoComercialFacturaDto: optionalGroup(commercialOrderSchema),
  rucsAutorizados: limitedList(authorisedRucSchema, LIST_LIMITS.rucsAutorizados),
  envioContenedorReceptor: codeField(['1', '2'], MESSAGES.containerSending),
  informacionDatosExportacion: optionalGroup(exportDataSchema),
  documentosFiscalesReferenciados: limitedList(
    referencedDocumentSchema,
    LIST_LIMITS.documentosFiscalesReferenciados,
  ),
  localEntrega: optionalGroup(deliveryPlaceSchema),
  codigoRetencion: retentionCode,
  informacionAdicional: infoRowsField(30, MESSAGES.infoRowsMax),
});

export type RequestFields = z.output<typeof requestFields>;

/** The request once validated: the destination is settled (2 for an export invoice, else 1 by default). */
export type GenerationRequest = Omit<RequestFields, 'destinoOperacion'> & { destinoOperacion: '1' | '2' };
