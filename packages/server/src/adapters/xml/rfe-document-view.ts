import {
  formatRfeExportAmount,
  formatRfeInstalmentSequence,
  formatRfeItemAmount,
  formatRfeItemSequence,
  formatRfeQuantity,
  formatRfeTotal,
  type Decimal,
  type RfeDocument,
  type RfeIssuer as RfeIssuerData,
  type RfeItem as RfeItemData,
  type RfeLocation as RfeLocationData,
  type RfeReceiver as RfeReceiverData,
  type RfeReference as RfeReferenceData,
} from '@facturar/domain';
import type { ParseRfeOptions } from './rfe-parser.ts';
import {
  groupItbmsByRate,
  type RfeIssuer,
  type RfeItem,
  type RfeLocation,
  type RfeReceiver,
  type RfeReferencedDocument,
  type RfeRuc,
  type RfeView,
} from './rfe-view.ts';

// Texts as the XML reader gives them back: trimmed, and an empty element as no element.
function text(value: string): string {
  return value.trim();
}

function optionalText(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed === '' ? undefined : trimmed;
}

function texts(values: readonly string[]): string[] {
  return values.map((value) => value.trim()).filter((value) => value !== '');
}

function optionalNumber(value: Decimal | undefined, format: (value: Decimal) => string): string | undefined {
  return value === undefined ? undefined : format(value);
}

function viewRuc(ruc: { dTipoRuc: string; dRuc: string; dDV?: string }): RfeRuc {
  return { type: ruc.dTipoRuc, ruc: text(ruc.dRuc), dv: optionalText(ruc.dDV) };
}

function viewLocation(location: RfeLocationData | undefined): RfeLocation | undefined {
  if (!location) return undefined;
  return {
    code: text(location.dCodUbi),
    corregimiento: text(location.dCorreg),
    district: text(location.dDistr),
    province: text(location.dProv),
  };
}

function viewIssuer(issuer: RfeIssuerData): RfeIssuer {
  return {
    ruc: viewRuc(issuer.gRucEmi),
    name: text(issuer.dNombEm),
    branch: text(issuer.dSucEm),
    address: text(issuer.dDirecEm),
    location: viewLocation(issuer.gUbiEm),
    coordinates: optionalText(issuer.dCoordEm),
    phones: texts(issuer.dTfnEm),
    emails: texts(issuer.dCorElectEmi),
  };
}

function viewReceiver(receiver: RfeReceiverData): RfeReceiver {
  const foreignId = receiver.gIdExt;
  return {
    type: receiver.iTipoRec,
    ruc: receiver.gRucRec ? viewRuc(receiver.gRucRec) : undefined,
    name: optionalText(receiver.dNombRec),
    address: optionalText(receiver.dDirecRec),
    location: viewLocation(receiver.gUbiRec),
    foreignId: foreignId
      ? { id: text(foreignId.dIdExt), country: optionalText(foreignId.dPaisExt) }
      : undefined,
    phones: texts(receiver.dTfnRec),
    emails: texts(receiver.dCorElectRec),
    countryCode: text(receiver.cPaisRec),
    countryName: optionalText(receiver.dPaisRecDesc),
  };
}

function viewReference(reference: RfeReferenceData): RfeReferencedDocument {
  const number = reference.gDFRefNum;
  return {
    issuerRuc: viewRuc(reference.gRucEmDFRef),
    issuerName: text(reference.dNombEmRef),
    date: reference.dFechaDFRef,
    cufe: number.kind === 'cufe' ? optionalText(number.dCUFERef) : undefined,
    paperNumber: number.kind === 'paper' ? optionalText(number.dNroFacPap) : undefined,
    printerNumber: number.kind === 'printer' ? optionalText(number.dNroFacIE) : undefined,
  };
}

function viewItem(item: RfeItemData): RfeItem {
  const prices = item.gPrecios;
  return {
    sequence: formatRfeItemSequence(item.dSecItem),
    description: text(item.dDescProd),
    code: optionalText(item.dCodProd),
    unit: optionalText(item.cUnidad),
    quantity: formatRfeQuantity(item.dCantCodInt),
    unitPrice: formatRfeItemAmount(prices.dPrUnit),
    unitDiscount: optionalNumber(prices.dPrUnitDesc, formatRfeItemAmount),
    amount: formatRfeItemAmount(prices.dPrItem),
    freight: optionalNumber(prices.dPrAcarItem, formatRfeTotal),
    insurance: optionalNumber(prices.dPrSegItem, formatRfeTotal),
    itbmsRate: item.gITBMSItem.dTasaITBMS,
    itbmsAmount: formatRfeItemAmount(item.gITBMSItem.dValITBMS),
    iscAmount: optionalNumber(item.gISCItem?.dValISC, formatRfeItemAmount),
    otherTaxes: item.gOTIItem.map((oti) => ({ code: oti.dCodOTI, amount: formatRfeItemAmount(oti.dValOTI) })),
    total: formatRfeItemAmount(prices.dValTotItem),
    note: optionalText(item.dInfEmFE),
  };
}

/**
 * The view of a document built in memory and not written as XML (the preview of a form), with every
 * text and amount as `parseRfe` would read it from the document's XML. A document built in memory is
 * unsigned, so it has no QR.
 */
export function viewRfeDocument(document: RfeDocument, options: ParseRfeOptions = {}): RfeView {
  const general = document.gDGen;
  const totals = document.gTot;
  const exportData = general.gFExp;
  const items = document.gItem.map(viewItem);
  const contingencyStart = general.dFechaCont;
  const contingencyReason = optionalText(general.dMotCont);
  return {
    cufe: document.dId,
    environment: general.iAmb,
    emissionType: general.iTpEmis,
    contingency:
      contingencyStart || contingencyReason
        ? { startedAt: contingencyStart, reason: contingencyReason }
        : undefined,
    documentType: general.iDoc,
    number: general.dNroDF,
    billingPoint: general.dPtoFacDF,
    issuedAt: general.dFechaEm,
    departureAt: general.dFechaSalida,
    operationNature: optionalText(general.iNatOp),
    operationType: optionalText(general.iTipoOp),
    destination: general.iDest,
    cafeFormat: optionalText(general.iFormCAFE),
    cafeDelivery: optionalText(general.iEntCAFE),
    issuerNote: optionalText(general.dInfEmFE),
    issuer: viewIssuer(general.gEmis),
    receiver: viewReceiver(general.gDatRec),
    exportData: exportData && {
      incoterm: text(exportData.cCondEntr),
      currency: optionalText(exportData.cMoneda),
      currencyName: optionalText(exportData.cMonedaDesc),
      exchangeRate: optionalNumber(exportData.dCambio, formatRfeExportAmount),
      foreignCurrencyTotal: optionalNumber(exportData.dVTotEst, formatRfeExportAmount),
      port: optionalText(exportData.dPuertoEmbarq),
    },
    references: general.gDFRef.map(viewReference),
    items,
    itbmsByRate: groupItbmsByRate(items),
    totals: {
      net: formatRfeTotal(totals.dTotNeto),
      itbms: formatRfeTotal(totals.dTotITBMS),
      isc: optionalNumber(totals.dTotISC, formatRfeTotal),
      taxed: formatRfeTotal(totals.dTotGravado),
      discount: optionalNumber(totals.dTotDesc, formatRfeTotal),
      // The builder never writes dTotAcar or dTotSeg (ADR 0007).
      freight: undefined,
      insurance: undefined,
      total: formatRfeTotal(totals.dVTot),
      received: formatRfeTotal(totals.dTotRec),
      change: optionalNumber(totals.dVuelto, formatRfeTotal),
      paymentTerm: totals.iPzPag,
      itemCount: String(totals.dNroItems),
      itemsTotal: formatRfeTotal(totals.dVTotItems),
    },
    additionalDiscounts: totals.gDescBonif.map((discount) => ({
      description: text(discount.dDetalDesc),
      amount: formatRfeTotal(discount.dValDesc),
    })),
    payments: totals.gFormaPago.map((payment) => ({
      form: payment.iFormaPago,
      description: optionalText(payment.dFormaPagoDesc),
      amount: formatRfeTotal(payment.dVlrCuota),
    })),
    retention: totals.gRetenc && {
      code: totals.gRetenc.cCodRetenc,
      amount: formatRfeTotal(totals.gRetenc.cValRetenc),
    },
    instalments: totals.gPagPlazo.map((instalment) => ({
      sequence: formatRfeInstalmentSequence(instalment.dSecItem),
      dueDate: instalment.dFecItPlazo,
      amount: formatRfeTotal(instalment.dValItPlazo),
      note: optionalText(instalment.dInfPagPlazo),
    })),
    otherTaxTotals: totals.gOTITotal.map((oti) => ({
      code: oti.dCodOTITotal,
      amount: formatRfeTotal(oti.dValOTITotal),
    })),
    qrUrl: undefined,
    protocol: options.protocol,
  };
}
