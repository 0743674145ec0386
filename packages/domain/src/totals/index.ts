export {
  ISC_RATE_LITERALS,
  ITBMS_CODES,
  OTI_CODES,
  findIscRateLiteral,
  findItbmsRate,
  isItbmsCode,
  nameItbmsRate,
  type IscRateLiteral,
  type ItbmsCode,
  type OtiCode,
} from './tax-rates.ts';
export {
  computeLineTotals,
  computeUnitDiscount,
  type LineDiscount,
  type LineInput,
  type LineTotals,
} from './line-totals.ts';
export {
  computeDocumentTotals,
  type DocumentTotals,
  type DocumentTotalsInput,
  type ItbmsByRate,
  type PaymentTime,
} from './document-totals.ts';
export {
  RETENTION_CODES,
  computeRetentionAmount,
  isRetentionCode,
  type RetentionCode,
} from './retention-amount.ts';
