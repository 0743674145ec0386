import { Decimal } from '../money/index.ts';
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

/** What the totals need from a request; both the validated request and its rules use it. */
export type TotalsSource = {
  detalles: readonly LineItemRequest[];
  descuentosAdicionales: readonly { valor: string }[];
  formasPago: readonly { valor: string }[];
  pagoPlazos: readonly { valorCuota: string }[];
  tiempoPago: PaymentTime;
  codigoRetencion?: RetentionCode | undefined;
};

export type RequestTotals = { readonly lines: readonly LineTotals[]; readonly totals: DocumentTotals };

/** The line's figures in the totals module's terms. */
export function toLineInput(line: LineItemRequest): LineInput {
  const hasDiscount = line.descuento !== undefined && new Decimal(line.descuento).greaterThan(0);
  return {
    quantity: new Decimal(line.cantidad),
    unitPrice: new Decimal(line.precioProducto),
    discount: hasDiscount
      ? {
          kind: line.isDescuentoPorcentaje === true ? 'percentage' : 'value',
          amount: new Decimal(line.descuento ?? 0),
        }
      : undefined,
    itbmsCode: line.codigoItbms,
    iscRate: line.tasaIsc,
    otis: line.otis.map((oti) => ({ code: oti.codigo, amount: new Decimal(oti.valor) })),
    freight: line.acarreo === undefined ? undefined : new Decimal(line.acarreo),
    insurance: line.seguro === undefined ? undefined : new Decimal(line.seguro),
  };
}

const computedTotals = new WeakMap<TotalsSource, { fingerprint: string; totals: RequestTotals }>();

/**
 * Line and document totals of a request (spec 002 §9). The schema's rules and then `buildRfeDocument`
 * need them for the same parsed request, and decimal arithmetic is a large share of building a document:
 * they are computed once per request object and reused while every figure they depend on is unchanged
 * (the fingerprint is checked on every call, so a request changed in place is computed again).
 */
export function computeRequestTotals(source: TotalsSource): RequestTotals {
  const fingerprint = fingerprintTotalsSource(source);
  const known = computedTotals.get(source);
  if (known?.fingerprint === fingerprint) return known.totals;
  const totals = calculateRequestTotals(source);
  computedTotals.set(source, { fingerprint, totals });
  return totals;
}

/** Every value of the request that `toLineInput` and `calculateRequestTotals` read, and nothing else. */
function fingerprintTotalsSource(source: TotalsSource): string {
  return JSON.stringify([
    source.detalles.map((line) => [
      line.cantidad,
      line.precioProducto,
      line.descuento,
      line.isDescuentoPorcentaje,
      line.codigoItbms,
      line.tasaIsc,
      line.otis.map((oti) => [oti.codigo, oti.valor]),
      line.acarreo,
      line.seguro,
    ]),
    source.descuentosAdicionales.map((discount) => discount.valor),
    source.formasPago.map((payment) => payment.valor),
    source.pagoPlazos.map((instalment) => instalment.valorCuota),
    source.tiempoPago,
    source.codigoRetencion,
  ]);
}

function calculateRequestTotals(source: TotalsSource): RequestTotals {
  const lines = Object.freeze(
    source.detalles.map((line) => Object.freeze(computeLineTotals(toLineInput(line)))),
  );
  const totals = computeDocumentTotals({
    lines,
    additionalDiscounts: source.descuentosAdicionales.map((discount) => new Decimal(discount.valor)),
    payments: source.formasPago.map((payment) => new Decimal(payment.valor)),
    instalments: source.pagoPlazos.map((instalment) => new Decimal(instalment.valorCuota)),
    paymentTime: source.tiempoPago,
    retentionCode: source.codigoRetencion,
  });
  return Object.freeze({ lines, totals: Object.freeze(totals) });
}
