import { Decimal } from '../money/index.ts';
import type { DocumentTotals } from '../totals/index.ts';
import type { GenerationRequest } from '../request/generation-request-fields.ts';
import { toRfeDateTime } from '../time/index.ts';
import type { RfeTotals } from './rfe-model.ts';

/**
 * Payment forms the spec offers but schema v1.00 does not enumerate travel as 99 ("other") with
 * their name as the description (dFormaPagoDesc needs 10 to 100 characters).
 */
const UNLISTED_PAYMENT_FORMS: Readonly<Record<string, string>> = {
  '09': 'Pago con cheque',
  '10': 'Pago en punto de pago',
};

function toPaymentForm(code: string, description: string | undefined) {
  const unlisted = UNLISTED_PAYMENT_FORMS[code];
  if (unlisted !== undefined) return { iFormaPago: '99', dFormaPagoDesc: unlisted };
  return code === '99' ? { iFormaPago: code, dFormaPagoDesc: description } : { iFormaPago: code };
}

/** gTot from the computed totals and the request's payments, instalments, discounts and retention. */
export function buildTotals(request: GenerationRequest, totals: DocumentTotals): RfeTotals {
  return {
    dTotNeto: totals.netTotal,
    dTotITBMS: totals.itbmsTotal,
    dTotISC: totals.hasIsc ? totals.iscTotal : undefined,
    dTotGravado: totals.taxedTotal,
    dTotDesc: request.descuentosAdicionales.length > 0 ? totals.discountTotal : undefined,
    dVTot: totals.documentTotal,
    dTotRec: totals.receivedTotal,
    dVuelto: totals.change.greaterThan(0) ? totals.change : undefined,
    iPzPag: request.tiempoPago,
    dNroItems: totals.itemCount,
    dVTotItems: totals.itemsTotal,
    gDescBonif: request.descuentosAdicionales.map((discount, index) => ({
      dDetalDesc: discount.nombre,
      dValDesc: totals.additionalDiscounts[index] ?? new Decimal(discount.valor),
    })),
    gFormaPago: request.formasPago.map((payment, index) => ({
      ...toPaymentForm(payment.codigo, payment.descripcion),
      dVlrCuota: totals.payments[index] ?? new Decimal(payment.valor),
    })),
    gRetenc: totals.retention
      ? { cCodRetenc: totals.retention.code, cValRetenc: totals.retention.amount }
      : undefined,
    gPagPlazo: request.pagoPlazos.map((instalment, index) => ({
      dSecItem: index + 1,
      dFecItPlazo: toRfeDateTime(instalment.fechaVencimiento),
      dValItPlazo: totals.instalments[index] ?? new Decimal(instalment.valorCuota),
      dInfPagPlazo: instalment.informacionInteres,
    })),
    gOTITotal: totals.otiTotals.map((oti) => ({ dCodOTITotal: oti.code, dValOTITotal: oti.amount })),
  };
}
