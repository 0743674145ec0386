import { ZERO, roundTotal, type Decimal } from '../money/index.ts';

/** Retention codes (cCodRetenc, spec 002 §5): at most one per document. */
export const RETENTION_CODES = ['1', '2', '3', '4', '7', '8'] as const;
export type RetentionCode = (typeof RETENTION_CODES)[number];

const FULL_ITBMS: readonly RetentionCode[] = ['1', '3'];
const HALF_ITBMS: readonly RetentionCode[] = ['2', '4', '7'];

export function isRetentionCode(code: string): code is RetentionCode {
  return (RETENTION_CODES as readonly string[]).includes(code);
}

/** Codes 1 and 3 retain the whole ITBMS, 2, 4 and 7 half of it, 8 nothing (spec 002 §9). */
export function computeRetentionAmount(code: RetentionCode, totalItbms: Decimal): Decimal {
  if (FULL_ITBMS.includes(code)) return roundTotal(totalItbms);
  if (HALF_ITBMS.includes(code)) return roundTotal(totalItbms.dividedBy(2));
  return ZERO;
}
