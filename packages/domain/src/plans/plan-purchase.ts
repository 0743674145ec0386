import { Decimal, type DecimalValue } from '../money/money-decimal.ts';
import { formatFixed2 } from '../money/money-format.ts';
import { roundHalfUp } from '../money/money-rounding.ts';

/** Payment status of a purchased package (spec 001 §4); 5 ANULADO is the company's annulment. */
export const paymentStates = {
  preContracted: 1,
  contracted: 2,
  approved: 3,
  rejected: 4,
  annulled: 5,
} as const;
export type PaymentStateCode = (typeof paymentStates)[keyof typeof paymentStates];

export const paymentStateNames: Record<PaymentStateCode, string> = {
  1: 'PRE-CONTRATADO',
  2: 'CONTRATADO',
  3: 'APROBADO',
  4: 'NO APROBADO',
  5: 'ANULADO',
};

/** The plan types of 'PLANES DISPONIBLES', in the order the screen groups them (spec 001 §2). */
export const planTypes = ['COMPROBANTE', 'PLAN COMPLETO', 'PLAN SISTEMA', 'PLAN ERP'] as const;
export type PlanTypeName = (typeof planTypes)[number];

/** The ITBMS of a plan's price at the configured rate (percent), rounded half-up to cents. */
export function planPurchaseTax(price: DecimalValue, ratePercent: DecimalValue): string {
  return formatFixed2(roundHalfUp(new Decimal(price).times(ratePercent).dividedBy(100), 2));
}

/** What the company pays for a plan: its price plus the ITBMS, with two decimals. */
export function planPurchaseTotal(price: DecimalValue, ratePercent: DecimalValue): string {
  return formatFixed2(new Decimal(price).plus(planPurchaseTax(price, ratePercent)));
}

/** The plan's features: its comma-separated description, one bullet each. */
export function planFeatures(description: string): string[] {
  return description
    .split(',')
    .map((feature) => feature.trim())
    .filter((feature) => feature.length > 0);
}
