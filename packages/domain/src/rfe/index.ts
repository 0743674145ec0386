export type {
  Contingency,
  CustomerData,
  EmissionPartiesContext,
  IssuerData,
  ProductData,
} from './emission-parties.ts';
export { BUILD_MESSAGES } from './build-messages.ts';
export { prepareDocument, type PreparedDocument } from './document-preparation.ts';
export { numberDocument, padDocumentNumber, type DocumentNumbering } from './document-numbering.ts';
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
