export {
  createGenerationRequestSchema,
  validateGenerationRequest,
  type GenerationRequestInput,
  type SchemaClock,
  type ValidatedRequest,
} from './generation-request-schema.ts';
export type { DocumentProblem } from './document-problem.ts';
export {
  LIST_LIMITS,
  requestFields as generationRequestFieldsSchema,
  type GenerationRequest,
} from './generation-request-fields.ts';
export { MESSAGES as REQUEST_MESSAGES } from './request-messages.ts';
export { findInstalmentsProblem } from './instalment-rules.ts';
export { findReferenceNumberProblem } from './reference-rules.ts';
export {
  findInstalmentDueProblem,
  findReferenceDateProblem,
  resolveIssueInstant,
} from './request-time-rules.ts';
export {
  lineItemSchema,
  lineOrderSchema,
  otiSchema,
  pharmaceuticalSchema,
  vehicleSchema,
  type LineItemRequest,
} from './line-item-schema.ts';
export {
  emptyLineDraft,
  toLineInput,
  type LineDraft,
  type LineOrderDraft,
  type OtiDraft,
  type PharmaceuticalDraft,
  type VehicleDraft,
} from './line-draft.ts';
export { emptyExportData, type ExportDataDraft } from './export-data-draft.ts';
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
export { CASH_FORM, computeRequestTotals, type RequestTotals } from './request-totals.ts';
export { CREDIT_FORM, findPaymentProblems } from './payment-rules.ts';
export {
  DOCUMENT_TYPE_CODES,
  GENERIC_NOTE_TYPES,
  REFERRING_NOTE_TYPES,
  type DocumentTypeCode,
} from './document-types.ts';
export { isPhoneFormatValid } from './contact-format.ts';
export { infoRowSchema } from './request-fields.ts';
export {
  availableBalance,
  findOwnReferenceProblems,
  isOwnCufe,
  REFERABLE_DOCUMENT_TYPES,
  type OwnReferencedDocument,
} from './own-reference-rules.ts';
