export { createPacClient, SANDBOX_STATUS_CODES } from './pac-client.ts';
export { PacError, type PacErrorCode } from './pac-errors.ts';
export { endpointProblem, type PacEndpointPolicy, type PacTlsOptions } from './pac-http.ts';
export { hkaDocumentKeyOf, redactSoap, type HkaKeyRow } from './hka-soap.ts';
export { buildHkaDocument } from './hka-document.ts';
export { toMailDeliveries, type PacMailDelivery } from './pac-mail-tracking.ts';
export {
  createHkaClient,
  type HkaAuthorisation,
  type HkaClient,
  type HkaDocumentKey,
  type HkaDocumentState,
  type HkaFolios,
  type HkaMailTracking,
  type HkaSendResult,
  type HkaTaxpayer,
} from './hka-client.ts';
export type {
  AffiliationResult,
  CheckTaxpayerResult,
  ConsultDocumentResult,
  DownloadReceivedResult,
  PacAuthorisation,
  PacClient,
  PacClientOptions,
  PacCompany,
  PacEnvironment,
  PacResultCode,
  PacStatusCodes,
  QrCodeResult,
  SendCancellationResult,
  SendDocumentResult,
} from './pac-types.ts';
