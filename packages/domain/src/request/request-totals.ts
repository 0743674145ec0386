import { Decimal, sumAmounts } from '../money/index.ts';
import {
  computeDocumentTotals,
  computeLineTotals,
  type DocumentTotals,
  type LineInput,
  type LineTotals,
  type PaymentTime,
  type RetentionCode,
} from '../totals/index.ts';
import type { LineItemRequest } from './line-item-schema.ts';

/** What the totals need from a request: the validated request, or the lines a form shows. */
export type TotalsSource = {
  detalles: readonly LineItemRequest[];
  descuentosAdicionales: readonly { valor: string }[];
  formasPago: readonly { valor: string; codigo?: string }[];
  pagoPlazos: readonly { valorCuota: string }[];
  tiempoPago: PaymentTime;
  codigoRetencion?: RetentionCode | undefined;
  propina?: string | undefined;
};

/** Payment form 02, Contado: paid in cash, so what it exceeds the total by is change. */
export const CASH_FORM = '02';

export type RequestTotals = { readonly lines: readonly LineTotals[]; readonly totals: DocumentTotals };

/** The line's figures in the totals module's terms. */
function toLineInput(line: LineItemRequest): LineInput {
  const discount = line.descuento === undefined ? undefined : new Decimal(line.descuento);
  return {
    quantity: new Decimal(line.cantidad),
    unitPrice: new Decimal(line.precioProducto),
    discount: discount?.greaterThan(0)
      ? { kind: line.isDescuentoPorcentaje === true ? 'percentage' : 'value', amount: discount }
      : undefined,
    itbmsCode: line.codigoItbms,
    iscRate: line.tasaIsc,
    otis: line.otis.map((oti) => ({ code: oti.codigo, amount: new Decimal(oti.valor) })),
    freight: line.acarreo === undefined ? undefined : new Decimal(line.acarreo),
    insurance: line.seguro === undefined ? undefined : new Decimal(line.seguro),
  };
}

/**
 * Line and document totals of a request (spec 002 §9), with decimal arithmetic (the largest share of
 * building a document). The generation schema computes them once for its amount rules and hands them on
 * with the validated request (`validateGenerationRequest`); the web form's totals panel calls this for
 * the lines it shows.
 */
export function computeRequestTotals(source: TotalsSource): RequestTotals {
  const lines = Object.freeze(
    source.detalles.map((line) => Object.freeze(computeLineTotals(toLineInput(line)))),
  );
  const totals = computeDocumentTotals({
    lines,
    additionalDiscounts: source.descuentosAdicionales.map((discount) => new Decimal(discount.valor)),
    payments: source.formasPago.map((payment) => new Decimal(payment.valor)),
    cashPaid: sumAmounts(
      source.formasPago
        .filter((payment) => payment.codigo === CASH_FORM)
        .map((payment) => new Decimal(payment.valor)),
    ),
    declaredTip: source.propina === undefined ? undefined : new Decimal(source.propina),
    instalments: source.pagoPlazos.map((instalment) => new Decimal(instalment.valorCuota)),
    paymentTime: source.tiempoPago,
    retentionCode: source.codigoRetencion,
  });
  return Object.freeze({ lines, totals: Object.freeze(totals) });
}
