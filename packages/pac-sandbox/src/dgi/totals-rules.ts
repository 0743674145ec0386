import { amount, isOffBy, sumOf } from './amounts.ts';
import type { KnownResultCode } from './dgi-result-codes.ts';
import type { RfeFacts } from './rfe-facts.ts';

const VERY_HIGH_TOTAL = 1_000_000;
const HIGH_CONSUMER_TOTAL = 10_000;
const LISTED_PAYMENT_FORMS = new Set(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
const OTHER_PAYMENT_FORM = '99';

/** Group D: the document totals against its items, and the payment forms. */
export function checkTotals(facts: RfeFacts): KnownResultCode[] {
  const { totals, items } = facts;
  const found: KnownResultCode[] = [];
  if (isOffBy(amount(totals.net), sumOf(items.map((item) => item.price)))) found.push('2500');
  if (isOffBy(amount(totals.itbms), sumOf(items.map((item) => item.itbmsAmount)))) found.push('2501');
  const taxed = sumOf([totals.itbms, totals.isc, ...totals.otherTaxTotals]);
  if (isOffBy(amount(totals.taxed), taxed)) found.push('2503');
  if (amount(totals.freight).greaterThan(0) && items.some((item) => amount(item.freight).greaterThan(0))) {
    found.push('2505');
  }
  if (
    amount(totals.insurance).greaterThan(0) &&
    items.some((item) => amount(item.insurance).greaterThan(0))
  ) {
    found.push('2506');
  }
  const total = amount(totals.total);
  const expectedTotal = sumOf([totals.itemsTotal, totals.freight, totals.insurance]).minus(
    amount(totals.discount),
  );
  if (isOffBy(total, expectedTotal)) found.push('2507');
  if (total.greaterThan(VERY_HIGH_TOTAL)) found.push('2509');
  if (facts.receiver.receiverType === '02' && total.greaterThan(HIGH_CONSUMER_TOTAL)) found.push('2515');
  if (isOffBy(amount(totals.received), sumOf(facts.payments.map((payment) => payment.amount))))
    found.push('2510');
  if (totals.itemCount === '' || Number(totals.itemCount) !== items.length) found.push('2513');
  if (isOffBy(amount(totals.itemsTotal), sumOf(items.map((item) => item.total)))) found.push('2514');
  return [...found, ...checkPaymentForms(facts)];
}

function checkPaymentForms(facts: RfeFacts): KnownResultCode[] {
  const found = new Set<KnownResultCode>();
  for (const payment of facts.payments) {
    const isOther = payment.form === OTHER_PAYMENT_FORM;
    if (!isOther && !LISTED_PAYMENT_FORMS.has(payment.form)) found.add('2600');
    if (isOther && !payment.description) found.add('2601');
    if (!isOther && payment.description) found.add('2602');
  }
  return [...found];
}
