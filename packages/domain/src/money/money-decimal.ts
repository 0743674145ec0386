/**
 * The one Decimal for fiscal amounts (`fixed-decimal.ts`): exact, half-up (away from zero on a tie, which
 * for the non-negative amounts of a document is the DGI's "redondeo hacia arriba"), 40 significant
 * digits per operation, which hold any product the documents need exactly (a 15-digit quantity times a
 * 15-digit price has 30), so nothing rounds before we say so.
 */
import { Decimal, type DecimalValue } from './fixed-decimal.ts';

export { Decimal, type DecimalValue };

export const ZERO: Decimal = new Decimal(0);
