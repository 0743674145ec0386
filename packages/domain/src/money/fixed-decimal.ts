/**
 * Exact decimal arithmetic for fiscal amounts: a bigint of digits and a count of decimals, with the part
 * of decimal.js's interface the product uses and the same answers (precision 40 significant digits,
 * half-up by default, plain notation between 1e-40 and 1e40). decimal.js keeps its digits in an array of
 * base-10⁷ words and allocates on every step; a document's totals, digit rules and XML text made it a
 * third of a document's CPU beside its signature (issue 25 §2, ADR 0187). `fixed-decimal.test.ts` checks every
 * operation against decimal.js itself on random values.
 */

/** Rounding modes, numbered as decimal.js numbers them. */
const ROUND_UP = 0;
const ROUND_DOWN = 1;
const ROUND_CEIL = 2;
const ROUND_FLOOR = 3;
const ROUND_HALF_UP = 4;
const ROUND_HALF_DOWN = 5;
const ROUND_HALF_EVEN = 6;
type RoundingMode = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const PRECISION = 40;
const EXP_NEG = -40;
const EXP_POS = 40;

/** Amounts' exponents stay far inside this; a text beyond it is refused rather than costing a huge bigint. */
const MAX_EXPONENT = 1000;

const POWERS: bigint[] = Array.from({ length: 2 * PRECISION + 16 }, (_, exponent) => 10n ** BigInt(exponent));
function pow10(exponent: number): bigint {
  return POWERS[exponent] ?? 10n ** BigInt(exponent);
}
const PRECISION_LIMIT = pow10(PRECISION);

const NUMBER_TEXT = /^([+-])?(\d*)(?:\.(\d*))?(?:[eE]([+-]?\d+))?$/;
/** How amounts come from forms and the database: read without the general pattern's captures. */
const PLAIN_TEXT = /^\d+(?:\.\d+)?$/;

function invalid(value: unknown): Error {
  return new Error(`[DecimalError] Invalid argument: ${String(value)}`);
}

function digitCount(magnitude: bigint): number {
  return magnitude === 0n ? 0 : magnitude.toString().length;
}

/** `mantissa / 10^drop` rounded to an integer in `mode`. */
function divideRounding(mantissa: bigint, drop: number, mode: RoundingMode): bigint {
  if (drop <= 0) return mantissa * pow10(-drop);
  const divisor = pow10(drop);
  const quotient = mantissa / divisor;
  const remainder = mantissa - quotient * divisor;
  if (remainder === 0n) return quotient;
  const away = mantissa < 0n ? -1n : 1n;
  const twice = (remainder < 0n ? -remainder : remainder) * 2n;
  switch (mode) {
    case ROUND_UP:
      return quotient + away;
    case ROUND_DOWN:
      return quotient;
    case ROUND_CEIL:
      return mantissa > 0n ? quotient + 1n : quotient;
    case ROUND_FLOOR:
      return mantissa < 0n ? quotient - 1n : quotient;
    case ROUND_HALF_UP:
      return twice >= divisor ? quotient + away : quotient;
    case ROUND_HALF_DOWN:
      return twice > divisor ? quotient + away : quotient;
    case ROUND_HALF_EVEN:
      return twice > divisor || (twice === divisor && quotient % 2n !== 0n) ? quotient + away : quotient;
  }
}

function checkMode(mode: number | undefined): RoundingMode {
  if (mode === undefined) return ROUND_HALF_UP;
  if (!Number.isInteger(mode) || mode < 0 || mode > 6) throw invalid(mode);
  return mode as RoundingMode;
}

export type DecimalValue = string | number | bigint | Decimal;

/** An exact decimal: `mantissa × 10^-scale`, scale ≥ 0; `negativeZero` keeps decimal.js's signed zero. */
export class Decimal {
  static readonly ROUND_UP = ROUND_UP;
  static readonly ROUND_DOWN = ROUND_DOWN;
  static readonly ROUND_CEIL = ROUND_CEIL;
  static readonly ROUND_FLOOR = ROUND_FLOOR;
  static readonly ROUND_HALF_UP = ROUND_HALF_UP;
  static readonly ROUND_HALF_DOWN = ROUND_HALF_DOWN;
  static readonly ROUND_HALF_EVEN = ROUND_HALF_EVEN;

  readonly mantissa: bigint;
  readonly scale: number;
  private readonly negativeZero: boolean;

  constructor(value: DecimalValue) {
    if (value instanceof Decimal) {
      this.mantissa = value.mantissa;
      this.scale = value.scale;
      this.negativeZero = value.negativeZero;
      return;
    }
    if (typeof value === 'bigint') {
      this.mantissa = value;
      this.scale = 0;
      this.negativeZero = false;
      return;
    }
    if (typeof value === 'number') {
      if (Number.isSafeInteger(value)) {
        this.mantissa = BigInt(value);
        this.scale = 0;
        this.negativeZero = Object.is(value, -0);
        return;
      }
      if (!Number.isFinite(value)) throw invalid(value);
      value = String(value);
    }
    if (typeof value !== 'string') throw invalid(value);
    if (PLAIN_TEXT.test(value)) {
      const dot = value.indexOf('.');
      this.mantissa = BigInt(dot < 0 ? value : value.slice(0, dot) + value.slice(dot + 1));
      this.scale = dot < 0 ? 0 : value.length - dot - 1;
      this.negativeZero = false;
      return;
    }
    const match = NUMBER_TEXT.exec(value);
    const whole = match?.[2] ?? '';
    const fraction = match?.[3] ?? '';
    if (!match || whole.length + fraction.length === 0) throw invalid(value);
    const negative = match[1] === '-';
    const exponent = match[4] === undefined ? 0 : Number(match[4]);
    if (Math.abs(exponent) > MAX_EXPONENT) throw invalid(value);
    let digits = BigInt(whole + fraction);
    let scale = fraction.length - exponent;
    if (scale < 0) {
      digits *= pow10(-scale);
      scale = 0;
    }
    this.mantissa = negative ? -digits : digits;
    this.scale = scale;
    this.negativeZero = negative && digits === 0n;
  }

  /** A result of arithmetic: rounded to 40 significant digits, as decimal.js rounds every operation. */
  private static of(mantissa: bigint, scale: number, negativeZero = false): Decimal {
    // Made without the constructor, which would parse: results are already a mantissa and a scale.
    const result = Object.create(Decimal.prototype) as {
      mantissa: bigint;
      scale: number;
      negativeZero: boolean;
    };
    const magnitude = mantissa < 0n ? -mantissa : mantissa;
    if (magnitude >= PRECISION_LIMIT) {
      const drop = digitCount(magnitude) - PRECISION;
      mantissa = divideRounding(mantissa, drop, ROUND_HALF_UP);
      scale -= drop;
      if (scale < 0) {
        mantissa *= pow10(-scale);
        scale = 0;
      }
    }
    result.mantissa = mantissa;
    result.scale = scale;
    result.negativeZero = negativeZero && mantissa === 0n;
    return result as unknown as Decimal;
  }

  private static from(value: DecimalValue): Decimal {
    return value instanceof Decimal ? value : new Decimal(value);
  }

  /** The exact sum, made once at the values' largest scale (a sum of amounts never nears 40 digits). */
  static sum(...values: DecimalValue[]): Decimal {
    const decimals = values.map(Decimal.from);
    let scale = 0;
    for (const value of decimals) if (value.scale > scale) scale = value.scale;
    let mantissa = 0n;
    let allNegativeZero = decimals.length > 0;
    for (const value of decimals) {
      mantissa += value.at(scale);
      allNegativeZero &&= value.negativeZero;
    }
    return Decimal.of(mantissa, scale, allNegativeZero);
  }

  /** The largest; on a tie of signed zeros, decimal.js's choice (the later one where the first is negative). */
  static max(...values: DecimalValue[]): Decimal {
    return Decimal.pick(values, -1);
  }

  /** The smallest; on a tie of signed zeros, decimal.js's choice (the later one where the first is positive). */
  static min(...values: DecimalValue[]): Decimal {
    return Decimal.pick(values, 1);
  }

  private static pick(values: readonly DecimalValue[], replaceWhen: 1 | -1): Decimal {
    let best = Decimal.from(values[0]!);
    for (let index = 1; index < values.length; index++) {
      const value = Decimal.from(values[index]!);
      const order = best.comparedTo(value);
      if (order === replaceWhen || (order === 0 && best.isSignedNegative() === (replaceWhen === -1)))
        best = value;
    }
    return best;
  }

  /** This value's mantissa scaled to `scale` decimals (scale ≥ this.scale). */
  private at(scale: number): bigint {
    return scale === this.scale ? this.mantissa : this.mantissa * pow10(scale - this.scale);
  }

  private isSignedNegative(): boolean {
    return this.mantissa < 0n || this.negativeZero;
  }

  plus(other: DecimalValue): Decimal {
    const y = Decimal.from(other);
    const scale = this.scale > y.scale ? this.scale : y.scale;
    return Decimal.of(this.at(scale) + y.at(scale), scale, this.negativeZero && y.negativeZero);
  }

  minus(other: DecimalValue): Decimal {
    const y = Decimal.from(other);
    const scale = this.scale > y.scale ? this.scale : y.scale;
    const bothZero = this.mantissa === 0n && y.mantissa === 0n;
    return Decimal.of(this.at(scale) - y.at(scale), scale, bothZero && this.negativeZero && !y.negativeZero);
  }

  times(other: DecimalValue): Decimal {
    const y = Decimal.from(other);
    return Decimal.of(
      this.mantissa * y.mantissa,
      this.scale + y.scale,
      this.isSignedNegative() !== y.isSignedNegative(),
    );
  }

  /** The quotient to 40 significant digits, half-up (decimal.js's precision and rounding). */
  dividedBy(other: DecimalValue): Decimal {
    const y = Decimal.from(other);
    if (y.mantissa === 0n) throw new Error('[DecimalError] Division by zero');
    const negative = this.isSignedNegative() !== y.isSignedNegative();
    if (this.mantissa === 0n) return Decimal.of(0n, 0, negative);
    const numerator = (this.mantissa < 0n ? -this.mantissa : this.mantissa) * pow10(y.scale);
    const denominator = (y.mantissa < 0n ? -y.mantissa : y.mantissa) * pow10(this.scale);
    // Enough extra decimals that the quotient has more than 41 digits, then a sticky digit for any
    // remainder: rounding that to 40 digits rounds the exact quotient once.
    const extra = Math.max(0, PRECISION + 2 - (digitCount(numerator) - digitCount(denominator)));
    const scaled = numerator * pow10(extra);
    const quotient = scaled / denominator;
    const sticky = scaled - quotient * denominator === 0n ? 0n : 1n;
    const magnitude = quotient * 10n + sticky;
    return Decimal.of(negative ? -magnitude : magnitude, extra + 1);
  }

  toDecimalPlaces(places?: number, mode?: number): Decimal {
    if (places === undefined) return this;
    if (!Number.isInteger(places) || places < 0) throw invalid(places);
    if (this.scale <= places) return this;
    const mantissa = divideRounding(this.mantissa, this.scale - places, checkMode(mode));
    return Decimal.of(mantissa, places, this.isSignedNegative());
  }

  abs(): Decimal {
    return this.isSignedNegative() ? Decimal.of(-this.mantissa, this.scale) : this;
  }

  negated(): Decimal {
    return Decimal.of(-this.mantissa, this.scale, !this.isSignedNegative());
  }

  comparedTo(other: DecimalValue): number {
    const y = Decimal.from(other);
    const scale = this.scale > y.scale ? this.scale : y.scale;
    const a = this.at(scale);
    const b = y.at(scale);
    return a === b ? 0 : a > b ? 1 : -1;
  }

  equals(other: DecimalValue): boolean {
    return this.comparedTo(other) === 0;
  }

  greaterThan(other: DecimalValue): boolean {
    return this.comparedTo(other) > 0;
  }

  greaterThanOrEqualTo(other: DecimalValue): boolean {
    return this.comparedTo(other) >= 0;
  }

  lessThan(other: DecimalValue): boolean {
    return this.comparedTo(other) < 0;
  }

  lessThanOrEqualTo(other: DecimalValue): boolean {
    return this.comparedTo(other) <= 0;
  }

  isZero(): boolean {
    return this.mantissa === 0n;
  }

  /** decimal.js's sign bit: a zero that came from a negative value is negative. */
  isNegative(): boolean {
    return this.isSignedNegative();
  }

  isPositive(): boolean {
    return !this.isSignedNegative();
  }

  isInteger(): boolean {
    return this.scale === 0 || this.mantissa % pow10(this.scale) === 0n;
  }

  /** Decimals once trailing zeros are dropped. */
  decimalPlaces(): number {
    if (this.mantissa === 0n) return 0;
    let places = this.scale;
    let mantissa = this.mantissa;
    while (places > 0 && mantissa % 10n === 0n) {
      mantissa /= 10n;
      places--;
    }
    return places;
  }

  toNumber(): number {
    return Number(this.valueOf());
  }

  /**
   * Exactly `places` decimals, rounded in `mode` (half-up by default); without `places`, every decimal
   * in plain notation. The minus sign follows the value before rounding, as decimal.js writes it.
   */
  toFixed(places?: number, mode?: number): string {
    const sign = this.mantissa < 0n ? '-' : '';
    if (places === undefined) return sign + plainText(magnitudeOf(this.mantissa), this.scale, true);
    if (!Number.isInteger(places) || places < 0) throw invalid(places);
    const mantissa =
      this.scale <= places
        ? this.mantissa * pow10(places - this.scale)
        : divideRounding(this.mantissa, this.scale - places, checkMode(mode));
    return sign + plainText(magnitudeOf(mantissa), places, false);
  }

  toString(): string {
    return (this.mantissa < 0n ? '-' : '') + this.unsignedText();
  }

  /** As toString, with decimal.js's '-0' for a negative zero (what `+decimal` and JSON see). */
  valueOf(): string {
    return (this.isSignedNegative() ? '-' : '') + this.unsignedText();
  }

  toJSON(): string {
    return this.valueOf();
  }

  private unsignedText(): string {
    const magnitude = magnitudeOf(this.mantissa);
    if (magnitude === 0n) return '0';
    const digits = magnitude.toString();
    const exponent = digits.length - 1 - this.scale;
    if (exponent > EXP_NEG && exponent < EXP_POS) return plainText(magnitude, this.scale, true);
    const significant = digits.replace(/0+$/, '');
    const mantissaText = significant.length > 1 ? `${significant[0]}.${significant.slice(1)}` : significant;
    return `${mantissaText}e${exponent < 0 ? '-' : '+'}${Math.abs(exponent)}`;
  }
}

function magnitudeOf(mantissa: bigint): bigint {
  return mantissa < 0n ? -mantissa : mantissa;
}

/** `magnitude × 10^-scale` in plain notation, with trailing zeros of the decimals dropped or kept. */
function plainText(magnitude: bigint, scale: number, trimZeros: boolean): string {
  let digits = magnitude.toString();
  if (scale === 0) return digits;
  if (digits.length <= scale) digits = '0'.repeat(scale - digits.length + 1) + digits;
  const point = digits.length - scale;
  let end = digits.length;
  if (trimZeros) {
    while (end > point && digits.charCodeAt(end - 1) === 48) end--;
    if (end === point) return digits.slice(0, point);
  }
  return `${digits.slice(0, point)}.${digits.slice(point, end)}`;
}
