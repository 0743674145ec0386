export { checkRucDv, computeRucDv } from './ruc-check-digit.ts';
export { codeOfPersonType, personTypeOfCode } from './person-type-code.ts';
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
