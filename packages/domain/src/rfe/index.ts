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
