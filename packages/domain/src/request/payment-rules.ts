import { type Decimal, formatFixed2, sumAmounts } from '../money/index.ts';
import type { PaymentTime } from '../totals/index.ts';
import { MESSAGES } from './request-messages.ts';

/** Payment form 01, Crédito: the part of the total the customer pays later, in instalments. */
export const CREDIT_FORM = '01';

type Payment = { codigo: string; valor: Decimal };

/** One problem with the field it belongs to. */
export type PaymentProblem = { field: 'formasPago' | 'pagoPlazos'; message: string };

/**
 * The payments must fit the payment time (iPzPag): whatever the time, they cover the document total (what
 * a cash payment exceeds it by is change); on cash (1) nothing is left on credit, so neither the form
 * Crédito nor instalments; on credit (2) every payment is Crédito; mixed (3) is Crédito with at least
 * one other form; on credit and mixed the instalments add up to the Crédito part exactly.
 */
export function findPaymentProblems(input: {
  paymentTime: PaymentTime;
  payments: readonly Payment[];
  instalmentsTotal: Decimal;
  instalmentCount: number;
  documentTotal: Decimal;
}): PaymentProblem[] {
  const { paymentTime, payments, documentTotal } = input;
  const problems: PaymentProblem[] = [];
  const received = sumAmounts(payments.map((payment) => payment.valor));
  if (payments.length > 0 && received.lessThan(documentTotal)) {
    problems.push({
      field: 'formasPago',
      message: MESSAGES.paymentsShort(formatFixed2(received), formatFixed2(documentTotal)),
    });
  }
  const credit = sumAmounts(payments.filter((p) => p.codigo === CREDIT_FORM).map((p) => p.valor));
  const hasCredit = payments.some((payment) => payment.codigo === CREDIT_FORM);
  const hasOther = payments.some((payment) => payment.codigo !== CREDIT_FORM);
  if (paymentTime === '1') {
    if (hasCredit) problems.push({ field: 'formasPago', message: MESSAGES.cashWithCredit });
    if (input.instalmentCount > 0)
      problems.push({ field: 'pagoPlazos', message: MESSAGES.cashWithInstalments });
    return problems;
  }
  if (paymentTime === '2' && hasOther)
    problems.push({ field: 'formasPago', message: MESSAGES.creditOnlyCredit });
  if (paymentTime === '3' && !(hasCredit && hasOther)) {
    problems.push({ field: 'formasPago', message: MESSAGES.mixedNeedsBoth });
  }
  if (paymentTime === '3' && input.instalmentCount === 0) {
    problems.push({ field: 'pagoPlazos', message: MESSAGES.instalmentsRequiredMixed });
  }
  const instalmentsBalanced = input.instalmentsTotal.equals(credit);
  if (
    hasCredit &&
    input.instalmentCount > 0 &&
    !instalmentsBalanced &&
    !input.instalmentsTotal.greaterThan(documentTotal)
  ) {
    problems.push({
      field: 'pagoPlazos',
      message: MESSAGES.instalmentsBalance(formatFixed2(input.instalmentsTotal), formatFixed2(credit)),
    });
  }
  return problems;
}
