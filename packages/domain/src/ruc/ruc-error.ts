import { fail, type Failure, type Result } from '../result.ts';

/**
 * Errors of RUC input, as typed values: malformed user input is answered, never thrown. Messages are the
 * Spanish texts users see; 'Ingrese el RUC, es necesario.' is spec 002 §5 ("Authorised RUC"), the others
 * are ours (the spec shows none for malformed RUCs).
 */
export type RucErrorCode =
  | 'RUC_REQUIRED'
  | 'RUC_TOO_LONG'
  | 'RUC_INVALID_CHARACTERS'
  | 'RUC_INVALID_FORMAT'
  | 'RUC_PROVINCE_INVALID'
  | 'RUC_TOMO_INVALID'
  | 'RUC_ASIENTO_INVALID'
  | 'RUC_SEGMENT_INVALID'
  | 'RUC_PERSON_TYPE_INVALID'
  | 'RUC_DV_INVALID_FORMAT'
  | 'RUC_DV_MISMATCH';

export type RucError = { readonly code: RucErrorCode; readonly message: string };

export type RucResult<T> = Result<T, RucError>;

export const naturalRucExamples =
  '8-274-125, 8-2743-1253, E-8-110361, N-19-1821, PE-1-19, 8AV-1-196, 8PI-1-80, 8-NT-1-24';
export const juridicalRucExamples = '155596713-2-2015, 10102-64-103462, 8-NT-1-419';

export function rucError(code: RucErrorCode, message: string): Failure<RucError> {
  return fail([{ code, message }]);
}
