import { nameItbmsRate } from '@facturar/domain';
import {
  sumDecimalTexts,
  type RfeItem,
  type RfeProtocol,
  type RfeReceiver,
  type RfeView,
} from '../xml/index.ts';
import { formatDateTime, formatMoney, formatLocation, joinPresent } from './cafe-format.ts';
import {
  ITBMS_RATE_CODES,
  isContingencyEmission,
  nameOtherTax,
  namePaymentForm,
  nameRetention,
} from './cafe-labels.ts';

/** The texts both CAFE layouts print, decided once so the letter and the roll say the same thing. */

export const CAFE_TITLE = 'Comprobante Auxiliar de Factura Electrónica';
export const CUFE_LEGEND =
  'Consulte por la clave de acceso en https://dgi-fep.mef.gob.pa/Consultas/FacturasPorCUFE';
export const TEST_ENVIRONMENT_NOTICE =
  'Documento emitido en ambiente de pruebas: sin valor comercial ni fiscal.';

export type AmountRow = { label: string; value: string };
export type ItbmsRow = { label: string; base: string; tax: string };
export type Authorisation = { text: string; isPending: boolean };

export const PREVIEW_NOTICE = 'VISTA PREVIA: comprobante sin numerar ni firmar, sin validez fiscal.';
/** Where a preview's number and CUFE go: it has taken neither (the number is taken when it is issued). */
export const PREVIEW_NUMBER = 'Sin número — vista previa';
export const PREVIEW_CUFE = 'Se asigna al emitir el comprobante';

export function describeAuthorisation(
  view: RfeView,
  protocol: RfeProtocol | undefined,
  isPreview = false,
): Authorisation {
  if (isPreview) return { text: PREVIEW_NOTICE, isPending: true };
  if (protocol) {
    return {
      text: `Protocolo de autorización: ${protocol.number}, de ${formatDateTime(protocol.date)}`,
      isPending: false,
    };
  }
  if (isContingency(view)) {
    return {
      text: 'Pendiente de autorización: documento emitido en contingencia, aún no autorizado por la DGI.',
      isPending: true,
    };
  }
  return { text: 'Pendiente de autorización: documento aún no autorizado por la DGI.', isPending: true };
}

export function describeContingency(view: RfeView): string | undefined {
  if (!isContingency(view)) return undefined;
  const since = view.contingency?.startedAt ? ` desde el ${formatDateTime(view.contingency.startedAt)}` : '';
  const reason = view.contingency?.reason ? ` Motivo: ${view.contingency.reason}` : '';
  return `Documento emitido en contingencia${since}.${reason}`;
}

export function isTestEnvironment(view: RfeView): boolean {
  return view.environment === '2';
}

function describeIssuerRuc(view: RfeView): string {
  return joinPresent([`RUC ${view.issuer.ruc.ruc}`, view.issuer.ruc.dv && `DV ${view.issuer.ruc.dv}`], '  ');
}

function describeIssuerAddress(view: RfeView): string {
  return joinPresent([view.issuer.address, formatLocation(view.issuer.location)], ', ');
}

function describeIssuerContact(view: RfeView): string {
  return joinPresent(
    [view.issuer.phones.length ? `Tel. ${view.issuer.phones.join(' / ')}` : undefined, ...view.issuer.emails],
    '  ·  ',
  );
}

/** The lines under the issuer's name: RUC and DV, address, branch and contact (those it has). */
export function listIssuerLines(view: RfeView): string[] {
  return [
    describeIssuerRuc(view),
    describeIssuerAddress(view),
    `Sucursal ${view.issuer.branch}`,
    describeIssuerContact(view),
  ].filter((line) => line !== '');
}

/** RUC, cédula or passport of the receiver, with its DV; a foreign receiver's identification and country. */
export function describeReceiverId(receiver: RfeReceiver): string {
  if (receiver.ruc) return joinPresent([receiver.ruc.ruc, receiver.ruc.dv && `DV ${receiver.ruc.dv}`], '  ');
  if (receiver.foreignId) return joinPresent([receiver.foreignId.id, receiver.foreignId.country], ' · ');
  return '';
}

export function describeReceiverAddress(receiver: RfeReceiver): string {
  return joinPresent([receiver.address, formatLocation(receiver.location)], ', ');
}

export function describeReceiverCountry(receiver: RfeReceiver): string {
  return receiver.countryName ? `${receiver.countryCode} (${receiver.countryName})` : receiver.countryCode;
}

/**
 * The totals column, in the order a reader adds them up: Subtotal − Descuentos + Acarreo + Seguro + ITBMS +
 * ISC + other taxes = Total, every figure read from the document. Freight and insurance travel in the items
 * (`dPrAcarItem`/`dPrSegItem`; the DGI refuses them at both levels, rules 2054/2055), so their rows are the
 * items' sums, plus the document-level `dTotAcar`/`dTotSeg` an XML from elsewhere may carry instead.
 */
export function listTotals(view: RfeView): { rows: AmountRow[]; total: AmountRow; settlement: AmountRow[] } {
  const { totals } = view;
  const rows: AmountRow[] = [{ label: 'Subtotal', value: formatMoney(totals.net) }];
  if (totals.discount !== undefined) rows.push({ label: 'Descuentos', value: formatMoney(totals.discount) });
  const freight = sumCharges(
    totals.freight,
    view.items.map((item) => item.freight),
  );
  if (freight !== undefined) rows.push({ label: 'Acarreo', value: formatMoney(freight) });
  const insurance = sumCharges(
    totals.insurance,
    view.items.map((item) => item.insurance),
  );
  if (insurance !== undefined) rows.push({ label: 'Seguro', value: formatMoney(insurance) });
  rows.push({ label: 'ITBMS', value: formatMoney(totals.itbms) });
  if (totals.isc !== undefined) rows.push({ label: 'ISC', value: formatMoney(totals.isc) });
  for (const tax of view.otherTaxTotals)
    rows.push({ label: nameOtherTax(tax.code), value: formatMoney(tax.amount) });
  const settlement: AmountRow[] = [{ label: 'Total recibido', value: formatMoney(totals.received) }];
  if (totals.change !== undefined) settlement.push({ label: 'Vuelto', value: formatMoney(totals.change) });
  return { rows, total: { label: 'Total', value: `B/. ${formatMoney(totals.total)}` }, settlement };
}

/** A charge of the document and its items, or undefined when none of them carries one above zero. */
function sumCharges(
  documentLevel: string | undefined,
  items: readonly (string | undefined)[],
): string | undefined {
  const charges = [documentLevel, ...items].filter(isNonZero);
  return charges.length > 0 ? sumDecimalTexts(charges, 2) : undefined;
}

/** ITBMS base and tax for every rate the DGI defines, zero where no item uses it. */
export function listItbmsRows(view: RfeView): ItbmsRow[] {
  return ITBMS_RATE_CODES.map((rate) => {
    const group = view.itbmsByRate.find((candidate) => candidate.rate === rate);
    return {
      label: nameItbmsRate(rate),
      base: formatMoney(group?.base ?? '0'),
      tax: formatMoney(group?.tax ?? '0'),
    };
  });
}

export function listPayments(view: RfeView): AmountRow[] {
  return view.payments.map((payment) => ({
    label: joinPresent([namePaymentForm(payment.form), payment.description], ': '),
    value: formatMoney(payment.amount),
  }));
}

export function describeRetention(view: RfeView): AmountRow | undefined {
  if (!view.retention) return undefined;
  return {
    label: `Retención: ${nameRetention(view.retention.code)}`,
    value: formatMoney(view.retention.amount),
  };
}

/** Lines under an item's description: its note and what its total adds besides price and ITBMS. */
export function describeItemExtras(item: RfeItem): string[] {
  const charges = joinPresent(
    [
      isNonZero(item.iscAmount) ? `ISC ${formatMoney(item.iscAmount!)}` : undefined,
      ...item.otherTaxes.map((tax) => `${nameOtherTax(tax.code)} ${formatMoney(tax.amount)}`),
      isNonZero(item.freight) ? `Acarreo ${formatMoney(item.freight!)}` : undefined,
      isNonZero(item.insurance) ? `Seguro ${formatMoney(item.insurance!)}` : undefined,
    ],
    '  ·  ',
  );
  return [item.note, charges].filter((line): line is string => Boolean(line));
}

export function isNonZero(amount: string | undefined): amount is string {
  return amount !== undefined && /[1-9]/.test(amount);
}

function isContingency(view: RfeView): boolean {
  return isContingencyEmission(view.emissionType) || view.contingency !== undefined;
}
