import { Decimal, formatFixed2, sumAmounts } from '../money/index.ts';
import { MESSAGES } from './request-messages.ts';

/** Payment term 2 (credit) needs instalments (spec 002 §5 'Before generation'). */
const CREDIT_TERM = '2';

export function findInstalmentsMissing(
  paymentTime: string | undefined,
  instalmentCount: number,
): string | undefined {
  return paymentTime === CREDIT_TERM && instalmentCount === 0 ? MESSAGES.instalmentsRequired : undefined;
}

/** The instalments may not add up to more than the document total (spec 002 §5 'Instalment'). */
export function findInstalmentsExcess(instalmentsTotal: Decimal, documentTotal: Decimal): string | undefined {
  return instalmentsTotal.greaterThan(documentTotal)
    ? MESSAGES.instalmentsAbove(formatFixed2(instalmentsTotal))
    : undefined;
}

/** Both instalment rules on the values as a form holds them, the first problem found. */
export function findInstalmentsProblem(input: {
  paymentTime: string | undefined;
  instalmentValues: readonly string[];
  documentTotal: string;
}): string | undefined {
  return (
    findInstalmentsMissing(input.paymentTime, input.instalmentValues.length) ??
    findInstalmentsExcess(
      sumAmounts(input.instalmentValues.map((value) => new Decimal(value))),
      new Decimal(input.documentTotal),
    )
  );
}
