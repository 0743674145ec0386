import decimalDefault from 'decimal.js';
import type { Decimal as DecimalValue } from 'decimal.js';

// The ES module's default export is the class; the typings see it as the module, hence the cast.
// 40 significant digits keep every product of a document's amounts exact.
const Decimal = (decimalDefault as unknown as typeof DecimalValue).clone({ precision: 40 });
type Decimal = DecimalValue;

// Ficha §8.4.1: arithmetic checks allow a difference of one cent.
const TOLERANCE = new Decimal('0.01');

/** An amount of the document as a decimal; absent or unreadable amounts count as zero. */
export function amount(text: string | undefined): Decimal {
  if (text === undefined || text === '') return new Decimal(0);
  try {
    return new Decimal(text);
  } catch {
    return new Decimal(0);
  }
}

export function sumOf(texts: readonly (string | undefined)[]): Decimal {
  return texts.reduce((total, text) => total.plus(amount(text)), new Decimal(0));
}

/** Whether a declared amount misses the expected one by more than the tolerance. */
export function isOffBy(declared: Decimal, expected: Decimal): boolean {
  return declared.minus(expected).abs().greaterThan(TOLERANCE);
}
