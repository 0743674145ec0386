export {
  createGenerationRequestSchema,
  type GenerationRequestInput,
  type SchemaClock,
} from './generation-request-schema.ts';
export {
  LIST_LIMITS,
  requestFields as generationRequestFieldsSchema,
  type GenerationRequest,
} from './generation-request-fields.ts';
export { MESSAGES as REQUEST_MESSAGES } from './request-messages.ts';
export { findInstalmentsProblem } from './instalment-rules.ts';
export { findReferenceNumberProblem } from './reference-rules.ts';
export { findInstalmentDueProblem, findReferenceDateProblem } from './request-time-rules.ts';
export {
  lineItemSchema,
  lineOrderSchema,
  otiSchema,
  pharmaceuticalSchema,
  vehicleSchema,
  type LineItemRequest,
} from './line-item-schema.ts';
export {
  PAYMENT_FORM_CODES,
  additionalDiscountSchema,
  authorisedRucSchema,
  commercialOrderSchema,
  deliveryPlaceSchema,
  exportDataSchema,
  instalmentSchema,
  logisticsSchema,
  paymentSchema,
  referencedDocumentSchema,
  type PaymentFormCode,
} from './request-groups-schema.ts';
export { computeRequestTotals, type RequestTotals } from './request-totals.ts';
export {
  DOCUMENT_TYPE_CODES,
  GENERIC_NOTE_TYPES,
  REFERRING_NOTE_TYPES,
  type DocumentTypeCode,
} from './document-types.ts';
export type {
  Contingency,
  CustomerData,
  EmissionContext,
  IssuerData,
  ProductData,
} from './emission-context.ts';
export { BUILD_MESSAGES, type DocumentProblem } from './document-problems.ts';
export {
  buildRfeDocument,
  checkEmission,
  type BuildResult,
  type EmissionPartiesContext,
} from './rfe-document-builder.ts';
export type {
  RfeDocument,
  RfeExport,
  RfeGeneralData,
  RfeIssuer,
  RfeItem,
  RfeLocation,
  RfeReceiver,
  RfeReference,
  RfeReferenceNumber,
  RfeRuc,
  RfeTotals,
  RfeVehicle,
} from './rfe-model.ts';
export {
  formatPanamaDate,
  formatPanamaDateTime,
  parsePanamaDateTime,
  startOfPanamaDay,
} from './panama-time.ts';
export { isRucFormatValid, isPhoneFormatValid } from './ruc-format.ts';
export { infoRowSchema } from './request-fields.ts';
