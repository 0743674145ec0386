import { amount, isOffBy, sumOf } from './amounts.ts';
import type { KnownResultCode } from './dgi-result-codes.ts';
import type { ItemFacts, RfeFacts } from './rfe-facts.ts';

const ITBMS_RATES: Readonly<Record<string, string>> = { '00': '0', '01': '0.07', '02': '0.10', '03': '0.15' };
const HIGH_UNIT_PRICE = 100_000;

/** Group C: each item's arithmetic, tax rate and codes; a code is reported once however many items fail it. */
export function checkItems(facts: RfeFacts): KnownResultCode[] {
  const found = new Set<KnownResultCode>();
  const sequences = new Set<string>();
  const hasTotalFreight = amount(facts.totals.freight).greaterThan(0);
  const hasTotalInsurance = amount(facts.totals.insurance).greaterThan(0);
  for (const item of facts.items) {
    if (sequences.has(item.sequence)) found.add('2001');
    sequences.add(item.sequence);
    for (const code of checkItem(item)) found.add(code);
    if (hasTotalFreight && amount(item.freight).greaterThan(0)) found.add('2054');
    if (hasTotalInsurance && amount(item.insurance).greaterThan(0)) found.add('2055');
  }
  return [...found];
}

function checkItem(item: ItemFacts): KnownResultCode[] {
  const found: KnownResultCode[] = [];
  const unitPrice = amount(item.unitPrice);
  const unitDiscount = amount(item.unitDiscount);
  const price = amount(item.price);
  if (unitPrice.greaterThan(HIGH_UNIT_PRICE)) found.push('2050');
  if (unitDiscount.greaterThan(unitPrice)) found.push('2051');
  if (unitPrice.isZero() && unitDiscount.greaterThan(0)) found.push('2052');
  if (isOffBy(price, amount(item.quantity).times(unitPrice.minus(unitDiscount)))) found.push('2053');
  const itbms = amount(item.itbmsAmount);
  const expectedTotal = sumOf([
    item.freight,
    item.insurance,
    item.iscAmount,
    ...item.otherTaxes.map((tax) => tax.amount),
  ])
    .plus(price)
    .plus(itbms);
  if (isOffBy(amount(item.total), expectedTotal)) found.push('2056');
  const rate = ITBMS_RATES[item.itbmsRate];
  if (rate === undefined) found.push('2150');
  else if (isOffBy(itbms, price.times(rate))) found.push('2152');
  const otherTaxCodes = item.otherTaxes.map((tax) => tax.code);
  if (new Set(otherTaxCodes).size !== otherTaxCodes.length) found.push('2300');
  return found;
}
