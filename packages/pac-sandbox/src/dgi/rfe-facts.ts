import { childElement, childElements, childText } from '../xml/xml-reading.ts';
import type { XmlTreeDocument, XmlTreeElement } from '../xml/xml-tree-nodes.ts';

/** A RUC group (gRucEmi, gRucRec, gRucEmDFRef). */
export type RucFacts = {
  readonly taxpayerType: string;
  readonly ruc: string;
  readonly dv: string | undefined;
};

/** gUbiRec / gUbiEm: the location code and the names the issuer wrote for it. */
export type LocationFacts = {
  readonly code: string;
  readonly corregimiento: string;
  readonly district: string;
  readonly province: string;
};

export type ItemFacts = {
  readonly sequence: string;
  readonly quantity: string;
  readonly unitPrice: string;
  readonly unitDiscount: string | undefined;
  readonly price: string;
  readonly freight: string | undefined;
  readonly insurance: string | undefined;
  readonly total: string;
  readonly itbmsRate: string;
  readonly itbmsAmount: string;
  readonly iscAmount: string | undefined;
  readonly otherTaxes: readonly { readonly code: string; readonly amount: string }[];
};

export type PaymentFacts = {
  readonly form: string;
  readonly description: string | undefined;
  readonly amount: string;
};

export type ReferenceFacts = {
  /** dCUFERef when the reference is to an electronic document (gDFRefFE). */
  readonly cufe: string | undefined;
};

export type TotalsFacts = {
  readonly net: string;
  readonly itbms: string;
  readonly isc: string | undefined;
  readonly taxed: string;
  readonly discount: string | undefined;
  readonly freight: string | undefined;
  readonly insurance: string | undefined;
  readonly total: string;
  readonly received: string;
  readonly itemCount: string;
  readonly itemsTotal: string;
  readonly otherTaxTotals: readonly string[];
};

/** What the sandbox's rules read from an rFE that passed the schema. */
export type RfeFacts = {
  readonly formatVersion: string;
  readonly cufe: string;
  readonly environment: string;
  readonly emissionType: string;
  readonly contingencyDate: string | undefined;
  readonly contingencyReason: string | undefined;
  readonly documentType: string;
  readonly number: string;
  readonly billingPoint: string;
  readonly securityCode: string;
  readonly issueDate: string;
  readonly destination: string;
  readonly issuer: {
    readonly ruc: RucFacts;
    readonly name: string;
    readonly branch: string;
    readonly address: string;
  };
  readonly receiver: {
    readonly receiverType: string;
    readonly ruc: RucFacts | undefined;
    readonly name: string | undefined;
    readonly address: string | undefined;
    readonly location: LocationFacts | undefined;
    readonly hasForeignId: boolean;
    readonly country: string;
  };
  readonly hasExportGroup: boolean;
  readonly references: readonly ReferenceFacts[];
  readonly items: readonly ItemFacts[];
  readonly totals: TotalsFacts;
  readonly payments: readonly PaymentFacts[];
};

/**
 * Reads the facts of a schema-valid rFE. Missing optional fields are undefined; required ones read as
 * '' only if the schema let them through empty, which the rules then report.
 */
export function readRfeFacts(document: XmlTreeDocument): RfeFacts {
  const { root } = document;
  const general = childElement(root, 'gDGen') ?? root;
  const issuer = childElement(general, 'gEmis') ?? general;
  const receiver = childElement(general, 'gDatRec') ?? general;
  const totals = childElement(root, 'gTot') ?? root;
  return {
    formatVersion: text(root, 'dVerForm'),
    cufe: text(root, 'dId'),
    environment: text(general, 'iAmb'),
    emissionType: text(general, 'iTpEmis'),
    contingencyDate: childText(general, 'dFechaCont'),
    contingencyReason: childText(general, 'dMotCont'),
    documentType: text(general, 'iDoc'),
    number: text(general, 'dNroDF'),
    billingPoint: text(general, 'dPtoFacDF'),
    securityCode: text(general, 'dSeg'),
    issueDate: text(general, 'dFechaEm'),
    destination: text(general, 'iDest'),
    issuer: {
      ruc: readRuc(childElement(issuer, 'gRucEmi')) ?? { taxpayerType: '', ruc: '', dv: undefined },
      name: text(issuer, 'dNombEm'),
      branch: text(issuer, 'dSucEm'),
      address: text(issuer, 'dDirecEm'),
    },
    receiver: {
      receiverType: text(receiver, 'iTipoRec'),
      ruc: readRuc(childElement(receiver, 'gRucRec')),
      name: childText(receiver, 'dNombRec'),
      address: childText(receiver, 'dDirecRec'),
      location: readLocation(childElement(receiver, 'gUbiRec')),
      hasForeignId: childElement(receiver, 'gIdExt') !== undefined,
      country: text(receiver, 'cPaisRec'),
    },
    hasExportGroup: childElement(general, 'gFExp') !== undefined,
    references: childElements(general, 'gDFRef').map((reference) => ({
      cufe: childText(reference, 'gDFRefNum', 'gDFRefFE', 'dCUFERef'),
    })),
    items: childElements(root, 'gItem').map(readItem),
    totals: {
      net: text(totals, 'dTotNeto'),
      itbms: text(totals, 'dTotITBMS'),
      isc: childText(totals, 'dTotISC'),
      taxed: text(totals, 'dTotGravado'),
      discount: childText(totals, 'dTotDesc'),
      freight: childText(totals, 'dTotAcar'),
      insurance: childText(totals, 'dTotSeg'),
      total: text(totals, 'dVTot'),
      received: text(totals, 'dTotRec'),
      itemCount: text(totals, 'dNroItems'),
      itemsTotal: text(totals, 'dVTotItems'),
      otherTaxTotals: childElements(totals, 'gOTITotal').map((tax) => text(tax, 'dValOTITotal')),
    },
    payments: childElements(totals, 'gFormaPago').map((payment) => ({
      form: text(payment, 'iFormaPago'),
      description: childText(payment, 'dFormaPagoDesc'),
      amount: text(payment, 'dVlrCuota'),
    })),
  };
}

function readItem(item: XmlTreeElement): ItemFacts {
  const prices = childElement(item, 'gPrecios') ?? item;
  const itbms = childElement(item, 'gITBMSItem') ?? item;
  return {
    sequence: text(item, 'dSecItem'),
    quantity: text(item, 'dCantCodInt'),
    unitPrice: text(prices, 'dPrUnit'),
    unitDiscount: childText(prices, 'dPrUnitDesc'),
    price: text(prices, 'dPrItem'),
    freight: childText(prices, 'dPrAcarItem'),
    insurance: childText(prices, 'dPrSegItem'),
    total: text(prices, 'dValTotItem'),
    itbmsRate: text(itbms, 'dTasaITBMS'),
    itbmsAmount: text(itbms, 'dValITBMS'),
    iscAmount: childText(item, 'gISCItem', 'dValISC'),
    otherTaxes: childElements(item, 'gOTIItem').map((tax) => ({
      code: text(tax, 'dCodOTI'),
      amount: text(tax, 'dValOTI'),
    })),
  };
}

function readRuc(group: XmlTreeElement | undefined): RucFacts | undefined {
  if (!group) return undefined;
  return { taxpayerType: text(group, 'dTipoRuc'), ruc: text(group, 'dRuc'), dv: childText(group, 'dDV') };
}

function readLocation(group: XmlTreeElement | undefined): LocationFacts | undefined {
  if (!group) return undefined;
  return {
    code: text(group, 'dCodUbi'),
    corregimiento: text(group, 'dCorreg'),
    district: text(group, 'dDistr'),
    province: text(group, 'dProv'),
  };
}

function text(parent: XmlTreeElement, name: string): string {
  return childText(parent, name) ?? '';
}
