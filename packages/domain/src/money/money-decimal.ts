import decimalDefault from 'decimal.js';
import type { Decimal as DecimalClass } from 'decimal.js';

// decimal.js ships an ES module whose default export is the class, but CommonJS-style typings that
// make tsc (NodeNext) see the default import as the whole module; the cast restores the real type.
const DecimalJs = decimalDefault as unknown as typeof DecimalClass;

/**
 * The one Decimal constructor for fiscal amounts. Half-up (away from zero on a tie, which for the
 * non-negative amounts of a document is the DGI's "redondeo hacia arriba"). 40 significant digits hold
 * any product the documents need exactly (a 15-digit quantity times a 15-digit price has 30), so
 * nothing rounds before we say so; more digits only cost time.
 */
export const Decimal = DecimalJs.clone({
  precision: 40,
  rounding: DecimalJs.ROUND_HALF_UP,
  toExpNeg: -40,
  toExpPos: 40,
});

export type Decimal = DecimalClass;

/** Anything a Decimal can be made from: a plain decimal text, an integer, a bigint or a Decimal. */
export type DecimalValue = DecimalClass.Value;

export const ZERO: Decimal = new Decimal(0);
