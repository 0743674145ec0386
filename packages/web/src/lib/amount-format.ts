/** Spec 000 §1: amounts carry a currency prefix and two decimals. */
export const currencyPrefix = '$. ';

const unlimitedVouchers = -1;

// Intl formats a numeric string exactly (no binary float detour), and 'halfExpand' is the spec's half-up
// rounding (away from zero, as decimal.js ROUND_HALF_UP), so '1.005' shows 1.01.
const amountFormat = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  roundingMode: 'halfExpand',
});

/** Shows an amount as '$. 1,234.50'. Pass decimal strings from the API as they are, to keep them exact. */
export function formatAmount(amount: string | number): string {
  const value = typeof amount === 'string' ? amount.trim() : amount;
  if (value === '' || (typeof value === 'number' && !Number.isFinite(value))) {
    return '';
  }
  const text = amountFormat.format(value as Intl.StringNumericLiteral | number);
  return text === 'NaN' ? '' : `${currencyPrefix}${text}`;
}

/** The available-voucher count, where -1 means an unlimited plan (spec 000 §9). */
export function formatAvailableVouchers(count: number): string {
  return count === unlimitedVouchers ? 'Ilimitado' : new Intl.NumberFormat('en-US').format(count);
}
