export { Decimal, ZERO, type DecimalValue } from './money-decimal.ts';
export { PRECISION, roundHalfUp, roundTotal, sumAmounts } from './money-rounding.ts';
export {
  countFormattedDigits,
  countIntegerDigits,
  formatFixed2,
  formatTrimmed,
  formatUpTo6,
} from './money-format.ts';
export {
  PLAIN_DECIMAL,
  countDecimals,
  countWholeDigitsOfText,
  isPositiveDecimalText,
  parseDecimal,
} from './money-parse.ts';
