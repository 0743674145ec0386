export { createPacClient, SANDBOX_STATUS_CODES } from './pac-client.ts';
export { PacError, type PacErrorCode } from './pac-errors.ts';
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
