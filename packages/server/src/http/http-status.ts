import type { AppErrorKind } from '../errors/app-error.ts';

export const httpStatusByKind: Record<AppErrorKind, number> = {
  validation: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  credential_mismatch: 405,
  not_acceptable: 406,
  conflict: 409,
  payload_too_large: 413,
  rate_limited: 429,
  unavailable: 503,
};
