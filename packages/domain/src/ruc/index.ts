export { checkRucDv, computeRucDv } from './ruc-check-digit.ts';
export type { RucError, RucErrorCode, RucResult } from './ruc-error.ts';
export {
  isValidRucFormat,
  parseRuc,
  type LegalEntityRuc,
  type ParsedRuc,
  type PersonRuc,
  type PersonType,
  type RucKind,
} from './ruc-parser.ts';
