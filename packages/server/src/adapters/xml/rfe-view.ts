import { sumDecimalTexts } from './decimal-text.ts';

/**
 * What the CAFE (printed representation) shows of an rFE: read back from a signed document's XML
 * (`parseRfe`: an issued document's stored XML is its source of truth), or taken from a document built in
 * memory (`viewRfeDocument`: the preview of a form). Both give the same view of the same document. Codes
 * stay DGI codes (`iDoc` '01', `dTasaITBMS` '01', ...) and amounts stay decimal text exactly as the XML
 * writes them, so nothing is lost to float arithmetic; turning them into Spanish labels is the printer's job.
 */
export type RfeView = {
  /** `dId`, the 66-character CUFE. */
  cufe: string;
  /** `iAmb`: '1' production, '2' test. */
  environment: string;
  /** `iTpEmis`: '01'..'04'; '02' and '04' are contingency emissions. */
  emissionType: string;
  contingency: RfeContingency | undefined;
  /** `iDoc`: '01'..'09'. */
  documentType: string;
  /** `dNroDF`, 10 digits. */
  number: string;
  /** Printed instead of branch-point-number: a quote's own series, which is no fiscal number. */
  displayNumber?: string;
  /** `dPtoFacDF`, 3 digits. */
  billingPoint: string;
  /** `dFechaEm`, `YYYY-MM-DDThh:mm:ss-05:00`. */
  issuedAt: string;
  /** `dFechaSalida`. */
  departureAt: string | undefined;
  /** `iNatOp`. */
  operationNature: string | undefined;
  /** `iTipoOp`. */
  operationType: string | undefined;
  /** `iDest`: '1' Panama, '2' abroad. */
  destination: string | undefined;
  /** `iFormCAFE`: '1' none, '2' paper roll, '3' letter. */
  cafeFormat: string | undefined;
  /** `iEntCAFE`: '1' none, '2' on paper, '3' electronic. */
  cafeDelivery: string | undefined;
  /** `dInfEmFE`, the issuer's free text for the receiver. */
  issuerNote: string | undefined;
  issuer: RfeIssuer;
  receiver: RfeReceiver;
  exportData: RfeExportData | undefined;
  references: RfeReferencedDocument[];
  items: RfeItem[];
  /** ITBMS grouped by `dTasaITBMS`, in rate order, only the rates the items use. */
  itbmsByRate: RfeItbmsByRate[];
  totals: RfeTotals;
  additionalDiscounts: RfeAdditionalDiscount[];
  payments: RfePayment[];
  retention: RfeRetention | undefined;
  instalments: RfeInstalment[];
  otherTaxTotals: RfeOtherTax[];
  /** `gNoFirm/dQRCode`; absent on a document that was not signed yet (a preview). */
  qrUrl: string | undefined;
  /** The PAC's authorisation, which is not part of the rFE: given by the caller when known. */
  protocol: RfeProtocol | undefined;
};

export type RfeContingency = {
  /** `dFechaCont`. */
  startedAt: string | undefined;
  /** `dMotCont`. */
  reason: string | undefined;
};

export type RfeProtocol = {
  /** `dProAut`, the authorisation protocol number. */
  number: string;
  /** `dFecProc`, `YYYY-MM-DDThh:mm:ss-05:00`. */
  date: string;
};

export type RfeRuc = {
  /** `dTipoRuc`: '1' natural person, '2' juridical person. */
  type: string;
  ruc: string;
  /** Check digits; optional for receivers. */
  dv: string | undefined;
};

export type RfeLocation = {
  /** Province-district-corregimiento code, e.g. '8-8-7'. */
  code: string;
  corregimiento: string;
  district: string;
  province: string;
};

export type RfeIssuer = {
  ruc: RfeRuc;
  name: string;
  /** `dSucEm`, 4 digits. */
  branch: string;
  address: string;
  location: RfeLocation | undefined;
  coordinates: string | undefined;
  phones: string[];
  emails: string[];
};

export type RfeReceiver = {
  /** `iTipoRec`: '01' taxpayer, '02' final consumer, '03' government, '04' foreign. */
  type: string;
  ruc: RfeRuc | undefined;
  name: string | undefined;
  address: string | undefined;
  location: RfeLocation | undefined;
  foreignId: { id: string; country: string | undefined } | undefined;
  phones: string[];
  emails: string[];
  /** `cPaisRec`, e.g. 'PA'. */
  countryCode: string;
  /** `dPaisRecDesc`, when the country code is ZZ. */
  countryName: string | undefined;
};

export type RfeExportData = {
  /** `cCondEntr`. */
  incoterm: string;
  currency: string | undefined;
  currencyName: string | undefined;
  exchangeRate: string | undefined;
  foreignCurrencyTotal: string | undefined;
  port: string | undefined;
};

export type RfeReferencedDocument = {
  issuerRuc: RfeRuc;
  issuerName: string;
  date: string;
  /** `dCUFERef` of a referenced electronic invoice. */
  cufe: string | undefined;
  /** `dNroFacPap`, a pre-printed paper invoice. */
  paperNumber: string | undefined;
  /** `dNroFacIE`, a fiscal printer invoice. */
  printerNumber: string | undefined;
};

export type RfeItem = {
  /** `dSecItem`. */
  sequence: string;
  description: string;
  code: string | undefined;
  /** `cUnidad`, a DGI unit code. */
  unit: string | undefined;
  quantity: string;
  unitPrice: string;
  /** `dPrUnitDesc`, the discount per unit. */
  unitDiscount: string | undefined;
  /** `dPrItem` = quantity × (unit price − unit discount). */
  amount: string;
  freight: string | undefined;
  insurance: string | undefined;
  /** `dTasaITBMS`: '00' exempt, '01' 7 %, '02' 10 %, '03' 15 %. */
  itbmsRate: string;
  itbmsAmount: string;
  iscAmount: string | undefined;
  otherTaxes: RfeOtherTax[];
  /** `dValTotItem`: amount plus the item's taxes, freight and insurance. */
  total: string;
  /** `dInfEmFE` of the item. */
  note: string | undefined;
};

export type RfeOtherTax = { code: string; amount: string };

export type RfeItbmsByRate = {
  rate: string;
  /** Sum of the items' `dPrItem` at this rate, 2 decimals. */
  base: string;
  /** Sum of the items' `dValITBMS` at this rate, 2 decimals. */
  tax: string;
};

export type RfeTotals = {
  /** `dTotNeto`: prices before taxes. */
  net: string;
  itbms: string;
  isc: string | undefined;
  /** `dTotGravado`. */
  taxed: string;
  /** `dTotDesc`. */
  discount: string | undefined;
  freight: string | undefined;
  insurance: string | undefined;
  /** `dVTot`, the document total. */
  total: string;
  /** `dTotRec`, what the receiver paid. */
  received: string;
  /** `dVuelto`, the change given back. */
  change: string | undefined;
  /** `iPzPag`: '1' immediate, '2' term, '3' mixed. */
  paymentTerm: string;
  itemCount: string;
  /** `dVTotItems`. */
  itemsTotal: string;
};

export type RfeAdditionalDiscount = { description: string; amount: string };

export type RfePayment = {
  /** `iFormaPago`, e.g. '02' cash. */
  form: string;
  /** `dFormaPagoDesc`, for '99' other. */
  description: string | undefined;
  amount: string;
};

export type RfeRetention = { code: string; amount: string };

export type RfeInstalment = {
  sequence: string;
  dueDate: string;
  amount: string;
  note: string | undefined;
};

/** ITBMS grouped by rate (`itbmsByRate`): the view's own sums of its items, however the view was made. */
export function groupItbmsByRate(items: readonly RfeItem[]): RfeItbmsByRate[] {
  const byRate = new Map<string, { bases: string[]; taxes: string[] }>();
  for (const item of items) {
    let group = byRate.get(item.itbmsRate);
    if (!group) {
      group = { bases: [], taxes: [] };
      byRate.set(item.itbmsRate, group);
    }
    group.bases.push(item.amount);
    group.taxes.push(item.itbmsAmount);
  }
  return [...byRate.keys()].sort().map((rate) => {
    const group = byRate.get(rate)!;
    return { rate, base: sumDecimalTexts(group.bases, 2), tax: sumDecimalTexts(group.taxes, 2) };
  });
}
