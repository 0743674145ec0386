export { DGI_NAMESPACE, parseRfe, type ParseRfeOptions } from './rfe-parser.ts';
export { viewRfeDocument } from './rfe-document-view.ts';
export { sumDecimalTexts } from './decimal-text.ts';
export { RfeParseError, type RfeParseErrorCode } from './rfe-parse-error.ts';
export { MAX_XML_BYTES } from './xml-reader.ts';
export type {
  RfeAdditionalDiscount,
  RfeContingency,
  RfeExportData,
  RfeInstalment,
  RfeIssuer,
  RfeItbmsByRate,
  RfeItem,
  RfeLocation,
  RfeOtherTax,
  RfePayment,
  RfeProtocol,
  RfeReceiver,
  RfeReferencedDocument,
  RfeRetention,
  RfeRuc,
  RfeTotals,
  RfeView,
} from './rfe-view.ts';
