import {
  Decimal,
  PLAIN_DECIMAL,
  ZERO,
  additionalDiscountSchema,
  computeRequestTotals,
  isRetentionCode,
  roundTotal,
  type DocumentTotals,
  type LineTotals,
} from '@facturar/domain';
import type { EmissionValues, LineRow, NameValueRow } from './emission-values.ts';

export type EmissionTotals = {
  lines: readonly LineTotals[];
  totals: DocumentTotals;
  /** The tip as typed (0 while it is not a number). */
  tip: Decimal;
  /** What the single payment of mode 'U' carries: the document total with discounts plus the tip. */
  totalWithTip: Decimal;
};

export type TotalsInputs = {
  lines: readonly LineRow[];
  discounts: readonly NameValueRow[];
  retentionCode: string | undefined;
  tip: string;
};

/** The typed tip as an amount; anything that is not a plain decimal counts as no tip. */
export function readTip(text: string): Decimal {
  const trimmed = text.trim();
  return PLAIN_DECIMAL.test(trimmed) ? roundTotal(new Decimal(trimmed)) : ZERO;
}

/**
 * The totals panel's figures, computed by the domain's `computeRequestTotals` (the server's own
 * computation) from the validated lines and the additional discounts that pass their rule.
 */
export function computeEmissionTotals(inputs: TotalsInputs): EmissionTotals {
  const discounts = inputs.discounts.flatMap((row) => {
    const parsed = additionalDiscountSchema.safeParse(row);
    return parsed.success ? [{ valor: parsed.data.valor }] : [];
  });
  const retention = inputs.retentionCode?.trim().replace(/^0+(?=\d)/, '');
  const { lines, totals } = computeRequestTotals({
    detalles: inputs.lines.map((line) => line.request),
    descuentosAdicionales: discounts,
    formasPago: [],
    pagoPlazos: [],
    tiempoPago: '1',
    codigoRetencion: retention !== undefined && isRetentionCode(retention) ? retention : undefined,
  });
  return withTip({ lines, totals, tip: ZERO, totalWithTip: totals.documentTotal }, inputs.tip);
}

/** The same totals with another tip (typing the tip needs no new line computation). */
export function withTip(base: EmissionTotals, tipText: string): EmissionTotals {
  const tip = readTip(tipText);
  return { ...base, tip, totalWithTip: base.totals.documentTotal.plus(tip) };
}

/** The totals of a whole form: its additional discounts and its retention count only where they are switched on. */
export function totalsOfValues(values: EmissionValues): EmissionTotals {
  return computeEmissionTotals({
    lines: values.detalles,
    discounts: values.hasDiscounts ? values.descuentosAdicionales : [],
    retentionCode: values.hasRetention ? values.codigoRetencion : undefined,
    tip: values.propina,
  });
}
