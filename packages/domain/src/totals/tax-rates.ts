import { ITBMS_RATES } from '../catalogues/options/itbms-rates-catalogue.ts';
import { Decimal } from '../money/index.ts';

/** ITBMS rate codes of an item (dTasaITBMS): 00 exempt, 01 7 %, 02 10 %, 03 15 % (spec 002 §9). */
export type ItbmsCode = (typeof ITBMS_RATES)[number]['codigo'];
// The rates catalogue is the one table of ITBMS codes and rates; the codes keep its order.
export const ITBMS_CODES = ITBMS_RATES.map((rate) => rate.codigo) as readonly ItbmsCode[] as readonly [
  ItbmsCode,
  ...ItbmsCode[],
];

const ITBMS_RATE_BY_CODE: ReadonlyMap<string, Decimal> = new Map(
  ITBMS_RATES.map((rate) => [rate.codigo, new Decimal(rate.tasa)]),
);

export function isItbmsCode(code: string): code is ItbmsCode {
  return ITBMS_RATE_BY_CODE.has(code);
}

/** The ITBMS rate of a code as a fraction (`01` → 0.07). */
export function findItbmsRate(code: ItbmsCode): Decimal {
  return ITBMS_RATE_BY_CODE.get(code)!;
}

/**
 * An ITBMS rate as the printed and exported documents name it: 'Exento' or the percentage ('7 %'); an
 * unknown code stays itself, so a label never fails a document.
 */
export function nameItbmsRate(code: string): string {
  if (!isItbmsCode(code)) return code;
  const rate = findItbmsRate(code);
  return rate.isZero() ? 'Exento' : `${rate.times(100).toString()} %`;
}

/**
 * ISC rates (dTasaISC), written exactly as the schema enumerates them so the text we emit is one of
 * its literals; the spec lists the same values (0.0, 0.035, 0.05, 0.06, 0.1325, 0.325).
 */
export const ISC_RATE_LITERALS = ['0.00', '0.035', '0.05', '0.06', '0.1325', '0.325'] as const;
export type IscRateLiteral = (typeof ISC_RATE_LITERALS)[number];

/** The schema literal of an ISC rate given in any decimal spelling (`0.0` → `0.00`), or null. */
export function findIscRateLiteral(rate: string): IscRateLiteral | null {
  const value = new Decimal(rate);
  return ISC_RATE_LITERALS.find((literal) => new Decimal(literal).equals(value)) ?? null;
}

/**
 * OTI codes (dCodOTI). The spec also names 03 (Impuesto sobre seguro), but schema v1.00 only
 * enumerates 01 and 02, so 03 cannot be sent until the DGI publishes the schema that has it.
 */
export const OTI_CODES = ['01', '02'] as const;
export type OtiCode = (typeof OTI_CODES)[number];
