import { isDecimalText } from './decimal-text.ts';
import { RfeParseError } from './rfe-parse-error.ts';
import {
  groupItbmsByRate,
  type RfeExportData,
  type RfeIssuer,
  type RfeItem,
  type RfeLocation,
  type RfeProtocol,
  type RfeReceiver,
  type RfeReferencedDocument,
  type RfeRuc,
  type RfeTotals,
  type RfeView,
} from './rfe-view.ts';
import { XmlNode, readUntrustedXml } from './xml-reader.ts';

export const DGI_NAMESPACE = 'http://dgi-fep.mef.gob.pa';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export type ParseRfeOptions = {
  /** The PAC's authorisation of this document, when the caller has it. */
  protocol?: RfeProtocol;
};

/**
 * Reads a signed (or not yet signed) rFE v1.00 into what its CAFE shows. It checks what the CAFE needs, not
 * the whole schema: XSD validation is a separate step.
 */
export function parseRfe(xml: string, options: ParseRfeOptions = {}): RfeView {
  const root = readUntrustedXml(xml);
  if (root.localName !== 'rFE' || root.namespaceUri !== DGI_NAMESPACE) {
    throw new RfeParseError('XML_NOT_RFE', 'El XML no es un documento electrónico rFE de la DGI.');
  }
  const rfe = new XmlNode(root, DGI_NAMESPACE, 'rFE');
  const general = rfe.child('gDGen');
  const items = rfe.children('gItem').map(readItem);
  if (items.length === 0)
    throw new RfeParseError('XML_MISSING_ELEMENT', 'El documento no tiene ítems (gItem).');
  const totals = rfe.child('gTot');
  const emissionType = general.text('iTpEmis');
  const contingencyStart = optionalDateTime(general, 'dFechaCont');
  const contingencyReason = general.optionalText('dMotCont');
  const qrUrl = rfe.optionalChild('gNoFirm')?.optionalText('dQRCode');

  return {
    cufe: rfe.text('dId'),
    environment: general.text('iAmb'),
    emissionType,
    contingency:
      contingencyStart || contingencyReason
        ? { startedAt: contingencyStart, reason: contingencyReason }
        : undefined,
    documentType: general.text('iDoc'),
    number: general.text('dNroDF'),
    billingPoint: general.text('dPtoFacDF'),
    issuedAt: dateTime(general, 'dFechaEm'),
    departureAt: optionalDateTime(general, 'dFechaSalida'),
    operationNature: general.optionalText('iNatOp'),
    operationType: general.optionalText('iTipoOp'),
    destination: general.optionalText('iDest'),
    cafeFormat: general.optionalText('iFormCAFE'),
    cafeDelivery: general.optionalText('iEntCAFE'),
    issuerNote: general.optionalText('dInfEmFE'),
    issuer: readIssuer(general.child('gEmis')),
    receiver: readReceiver(general.child('gDatRec')),
    exportData: readExportData(general.optionalChild('gFExp')),
    references: general.children('gDFRef').map(readReference),
    items,
    itbmsByRate: groupItbmsByRate(items),
    totals: readTotals(totals),
    additionalDiscounts: totals.children('gDescBonif').map((discount) => ({
      description: discount.text('dDetalDesc'),
      amount: amount(discount, 'dValDesc'),
    })),
    payments: totals.children('gFormaPago').map((payment) => ({
      form: payment.text('iFormaPago'),
      description: payment.optionalText('dFormaPagoDesc'),
      amount: amount(payment, 'dVlrCuota'),
    })),
    retention: readRetention(totals.optionalChild('gRetenc')),
    instalments: totals.children('gPagPlazo').map((instalment) => ({
      sequence: instalment.text('dSecItem'),
      dueDate: dateTime(instalment, 'dFecItPlazo'),
      amount: amount(instalment, 'dValItPlazo'),
      note: instalment.optionalText('dInfPagPlazo'),
    })),
    otherTaxTotals: totals.children('gOTITotal').map((tax) => ({
      code: tax.text('dCodOTITotal'),
      amount: amount(tax, 'dValOTITotal'),
    })),
    qrUrl,
    protocol: options.protocol,
  };
}

function readIssuer(issuer: XmlNode): RfeIssuer {
  return {
    ruc: readRuc(issuer.child('gRucEmi')),
    name: issuer.text('dNombEm'),
    branch: issuer.text('dSucEm'),
    address: issuer.text('dDirecEm'),
    location: readLocation(issuer.optionalChild('gUbiEm')),
    coordinates: issuer.optionalText('dCoordEm'),
    phones: issuer.texts('dTfnEm'),
    emails: issuer.texts('dCorElectEmi'),
  };
}

function readReceiver(receiver: XmlNode): RfeReceiver {
  const rucNode = receiver.optionalChild('gRucRec');
  const foreign = receiver.optionalChild('gIdExt');
  return {
    type: receiver.text('iTipoRec'),
    ruc: rucNode ? readRuc(rucNode) : undefined,
    name: receiver.optionalText('dNombRec'),
    address: receiver.optionalText('dDirecRec'),
    location: readLocation(receiver.optionalChild('gUbiRec')),
    foreignId: foreign
      ? { id: foreign.text('dIdExt'), country: foreign.optionalText('dPaisExt') }
      : undefined,
    phones: receiver.texts('dTfnRec'),
    emails: receiver.texts('dCorElectRec'),
    countryCode: receiver.text('cPaisRec'),
    countryName: receiver.optionalText('dPaisRecDesc'),
  };
}

function readRuc(ruc: XmlNode): RfeRuc {
  return { type: ruc.text('dTipoRuc'), ruc: ruc.text('dRuc'), dv: ruc.optionalText('dDV') };
}

function readLocation(location: XmlNode | undefined): RfeLocation | undefined {
  if (!location) return undefined;
  return {
    code: location.text('dCodUbi'),
    corregimiento: location.text('dCorreg'),
    district: location.text('dDistr'),
    province: location.text('dProv'),
  };
}

function readExportData(exportData: XmlNode | undefined): RfeExportData | undefined {
  if (!exportData) return undefined;
  return {
    incoterm: exportData.text('cCondEntr'),
    currency: exportData.optionalText('cMoneda'),
    currencyName: exportData.optionalText('cMonedaDesc'),
    exchangeRate: optionalAmount(exportData, 'dCambio'),
    foreignCurrencyTotal: optionalAmount(exportData, 'dVTotEst'),
    port: exportData.optionalText('dPuertoEmbarq'),
  };
}

function readReference(reference: XmlNode): RfeReferencedDocument {
  const number = reference.child('gDFRefNum');
  return {
    issuerRuc: readRuc(reference.child('gRucEmDFRef')),
    issuerName: reference.text('dNombEmRef'),
    date: dateTime(reference, 'dFechaDFRef'),
    cufe: number.optionalChild('gDFRefFE')?.optionalText('dCUFERef'),
    paperNumber: number.optionalChild('gDFRefFacPap')?.optionalText('dNroFacPap'),
    printerNumber: number.optionalChild('gDFRefFacIE')?.optionalText('dNroFacIE'),
  };
}

function readItem(item: XmlNode): RfeItem {
  const prices = item.child('gPrecios');
  const itbms = item.child('gITBMSItem');
  return {
    sequence: item.text('dSecItem'),
    description: item.text('dDescProd'),
    code: item.optionalText('dCodProd'),
    unit: item.optionalText('cUnidad'),
    quantity: amount(item, 'dCantCodInt'),
    unitPrice: amount(prices, 'dPrUnit'),
    unitDiscount: optionalAmount(prices, 'dPrUnitDesc'),
    amount: amount(prices, 'dPrItem'),
    freight: optionalAmount(prices, 'dPrAcarItem'),
    insurance: optionalAmount(prices, 'dPrSegItem'),
    itbmsRate: itbms.text('dTasaITBMS'),
    itbmsAmount: amount(itbms, 'dValITBMS'),
    iscAmount: optionalAmount(item.optionalChild('gISCItem'), 'dValISC'),
    otherTaxes: item
      .children('gOTIItem')
      .map((tax) => ({ code: tax.text('dCodOTI'), amount: amount(tax, 'dValOTI') })),
    total: amount(prices, 'dValTotItem'),
    note: item.optionalText('dInfEmFE'),
  };
}

function readTotals(totals: XmlNode): RfeTotals {
  return {
    net: amount(totals, 'dTotNeto'),
    itbms: amount(totals, 'dTotITBMS'),
    isc: optionalAmount(totals, 'dTotISC'),
    taxed: amount(totals, 'dTotGravado'),
    discount: optionalAmount(totals, 'dTotDesc'),
    freight: optionalAmount(totals, 'dTotAcar'),
    insurance: optionalAmount(totals, 'dTotSeg'),
    total: amount(totals, 'dVTot'),
    received: amount(totals, 'dTotRec'),
    change: optionalAmount(totals, 'dVuelto'),
    paymentTerm: totals.text('iPzPag'),
    itemCount: totals.text('dNroItems'),
    itemsTotal: amount(totals, 'dVTotItems'),
  };
}

function readRetention(retention: XmlNode | undefined) {
  if (!retention) return undefined;
  return { code: retention.text('cCodRetenc'), amount: amount(retention, 'cValRetenc') };
}

function amount(node: XmlNode, name: string): string {
  return checkedAmount(node, name, node.text(name));
}

function optionalAmount(node: XmlNode | undefined, name: string): string | undefined {
  const value = node?.optionalText(name);
  return node && value !== undefined ? checkedAmount(node, name, value) : undefined;
}

function checkedAmount(node: XmlNode, name: string, value: string): string {
  if (!isDecimalText(value)) {
    throw new RfeParseError(
      'XML_INVALID_VALUE',
      `El valor '${value}' de ${node.path}/${name} no es un número válido.`,
    );
  }
  return value;
}

function dateTime(node: XmlNode, name: string): string {
  return checkedDate(node, name, node.text(name));
}

function optionalDateTime(node: XmlNode, name: string): string | undefined {
  const value = node.optionalText(name);
  return value === undefined ? undefined : checkedDate(node, name, value);
}

function checkedDate(node: XmlNode, name: string, value: string): string {
  if (!DATE_TIME.test(value) && !DATE.test(value)) {
    throw new RfeParseError('XML_INVALID_VALUE', `La fecha '${value}' de ${node.path}/${name} no es válida.`);
  }
  return value;
}
