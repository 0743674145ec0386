import type { Decimal } from '../money/index.ts';
import type {
  RfeDocument,
  RfeGeneralData,
  RfeIssuer,
  RfeItem,
  RfeLocation,
  RfeReceiver,
  RfeReference,
  RfeRuc,
  RfeTotals,
  RfeVehicle,
} from '../rfe/index.ts';
import {
  formatRfeExportAmount,
  formatRfeInstalmentSequence,
  formatRfeItemAmount,
  formatRfeItemSequence,
  formatRfeMeasure,
  formatRfeQuantity,
  formatRfeTotal,
} from './rfe-value-text.ts';
import { escapeXmlText } from './xml-escape.ts';

/**
 * Writes the rFE v1.00 text directly, already in canonical form, so a signer can digest it as it is:
 *
 * - no XML declaration, no comments, no whitespace between elements;
 * - every element as a start and an end tag (`<a></a>`, never `<a/>`), in the schema's order;
 * - the only namespace declaration is the default one on `rFE`, as in the DGI sample;
 * - character data escaped as C14N escapes it (see escapeXmlText).
 *
 * Exclusive C14N (the reference transform of FACTS §4) of this text, once the enveloped Signature is
 * removed, is therefore the text itself, byte for byte, in UTF-8. The text is unsigned: the signer
 * inserts `<Signature xmlns="http://www.w3.org/2000/09/xmldsig#">…</Signature>` (and then gNoFirm) at
 * `signatureIndex`, which is just before `</rFE>`; a stored file may prepend an XML declaration.
 */
export type RfeText = { readonly xml: string; readonly signatureIndex: number };

/**
 * The texts this writer returned (frozen, so their text cannot change afterwards). Every element name
 * is the writer's own and every value goes through escapeXmlText or a number format, so the text is
 * canonical by construction and a signer may skip its guard for it (ADR 0162).
 */
const writtenTexts = new WeakSet<RfeText>();

/** Whether `text` is an object writeRfeXml returned, its text untouched. */
export function isWrittenRfeText(text: RfeText): boolean {
  return writtenTexts.has(text);
}

const ROOT_OPEN = '<rFE xmlns="http://dgi-fep.mef.gob.pa">';
const ROOT_CLOSE = '</rFE>';

function el(name: string, text: string): string {
  return `<${name}>${escapeXmlText(text)}</${name}>`;
}

function optionalEl(name: string, text: string | undefined): string {
  return text === undefined ? '' : el(name, text);
}

function group(name: string, content: string): string {
  return `<${name}>${content}</${name}>`;
}

/** A number in the text form of its schema type (rfe-value-text.ts); nothing when it is absent. */
function numeric(name: string, value: Decimal | undefined, format: (value: Decimal) => string): string {
  return value === undefined ? '' : `<${name}>${format(value)}</${name}>`;
}

function total(name: string, value: Decimal | undefined): string {
  return numeric(name, value, formatRfeTotal);
}

function itemAmount(name: string, value: Decimal | undefined): string {
  return numeric(name, value, formatRfeItemAmount);
}

function quantity(name: string, value: Decimal | undefined): string {
  return numeric(name, value, formatRfeQuantity);
}

function writeRuc(name: string, ruc: RfeRuc): string {
  return group(name, el('dTipoRuc', ruc.dTipoRuc) + el('dRuc', ruc.dRuc) + el('dDV', ruc.dDV));
}

function writeLocation(name: string, location: RfeLocation): string {
  return group(
    name,
    el('dCodUbi', location.dCodUbi) +
      el('dCorreg', location.dCorreg) +
      el('dDistr', location.dDistr) +
      el('dProv', location.dProv),
  );
}

function writeIssuer(issuer: RfeIssuer): string {
  return group(
    'gEmis',
    writeRuc('gRucEmi', issuer.gRucEmi) +
      el('dNombEm', issuer.dNombEm) +
      el('dSucEm', issuer.dSucEm) +
      el('dCoordEm', issuer.dCoordEm) +
      el('dDirecEm', issuer.dDirecEm) +
      writeLocation('gUbiEm', issuer.gUbiEm) +
      issuer.dTfnEm.map((phone) => el('dTfnEm', phone)).join('') +
      issuer.dCorElectEmi.map((email) => el('dCorElectEmi', email)).join(''),
  );
}

function writeReceiver(receiver: RfeReceiver): string {
  const ruc = receiver.gRucRec;
  const foreignId = receiver.gIdExt;
  return group(
    'gDatRec',
    el('iTipoRec', receiver.iTipoRec) +
      (ruc
        ? group('gRucRec', el('dTipoRuc', ruc.dTipoRuc) + el('dRuc', ruc.dRuc) + optionalEl('dDV', ruc.dDV))
        : '') +
      optionalEl('dNombRec', receiver.dNombRec) +
      optionalEl('dDirecRec', receiver.dDirecRec) +
      (receiver.gUbiRec ? writeLocation('gUbiRec', receiver.gUbiRec) : '') +
      (foreignId
        ? group('gIdExt', el('dIdExt', foreignId.dIdExt) + optionalEl('dPaisExt', foreignId.dPaisExt))
        : '') +
      receiver.dTfnRec.map((phone) => el('dTfnRec', phone)).join('') +
      receiver.dCorElectRec.map((email) => el('dCorElectRec', email)).join('') +
      el('cPaisRec', receiver.cPaisRec) +
      optionalEl('dPaisRecDesc', receiver.dPaisRecDesc),
  );
}

function writeReference(reference: RfeReference): string {
  const number = reference.gDFRefNum;
  const choice =
    number.kind === 'cufe'
      ? group('gDFRefFE', el('dCUFERef', number.dCUFERef))
      : number.kind === 'paper'
        ? group('gDFRefFacPap', el('dNroFacPap', number.dNroFacPap))
        : group('gDFRefFacIE', el('dNroFacIE', number.dNroFacIE));
  return group(
    'gDFRef',
    writeRuc('gRucEmDFRef', reference.gRucEmDFRef) +
      el('dNombEmRef', reference.dNombEmRef) +
      el('dFechaDFRef', reference.dFechaDFRef) +
      group('gDFRefNum', choice),
  );
}

function writeGeneralData(data: RfeGeneralData): string {
  const exportData = data.gFExp;
  return group(
    'gDGen',
    el('iAmb', data.iAmb) +
      el('iTpEmis', data.iTpEmis) +
      optionalEl('dFechaCont', data.dFechaCont) +
      optionalEl('dMotCont', data.dMotCont) +
      el('iDoc', data.iDoc) +
      el('dNroDF', data.dNroDF) +
      el('dPtoFacDF', data.dPtoFacDF) +
      el('dSeg', data.dSeg) +
      el('dFechaEm', data.dFechaEm) +
      optionalEl('dFechaSalida', data.dFechaSalida) +
      el('iNatOp', data.iNatOp) +
      el('iTipoOp', data.iTipoOp) +
      el('iDest', data.iDest) +
      el('iFormCAFE', data.iFormCAFE) +
      el('iEntCAFE', data.iEntCAFE) +
      el('dEnvFE', data.dEnvFE) +
      el('iProGen', data.iProGen) +
      optionalEl('iTipoTranVenta', data.iTipoTranVenta) +
      optionalEl('iTipoSuc', data.iTipoSuc) +
      optionalEl('dInfEmFE', data.dInfEmFE) +
      writeIssuer(data.gEmis) +
      writeReceiver(data.gDatRec) +
      (exportData
        ? group(
            'gFExp',
            el('cCondEntr', exportData.cCondEntr) +
              optionalEl('cMoneda', exportData.cMoneda) +
              optionalEl('cMonedaDesc', exportData.cMonedaDesc) +
              numeric('dCambio', exportData.dCambio, formatRfeExportAmount) +
              numeric('dVTotEst', exportData.dVTotEst, formatRfeExportAmount) +
              optionalEl('dPuertoEmbarq', exportData.dPuertoEmbarq),
          )
        : '') +
      data.gDFRef.map(writeReference).join('') +
      data.gAutXML.map((ruc) => group('gAutXML', writeRuc('gRucAutXML', ruc))).join(''),
  );
}

function measure(name: string, value: Decimal | undefined): string {
  return numeric(name, value, formatRfeMeasure);
}

function writeVehicle(vehicle: RfeVehicle): string {
  return group(
    'gVehicNuevo',
    el('iModOpVN', vehicle.iModOpVN) +
      optionalEl('dModOpVNDesc', vehicle.dModOpVNDesc) +
      el('dChasi', vehicle.dChasi) +
      el('dColorCod', vehicle.dColorCod) +
      optionalEl('dColorNomb', vehicle.dColorNomb) +
      optionalEl('dPotVeh', vehicle.dPotVeh) +
      optionalEl('dCilin', vehicle.dCilin) +
      measure('dPesoNet', vehicle.dPesoNet) +
      measure('dPesoBruto', vehicle.dPesoBruto) +
      el('iCombust', vehicle.iCombust) +
      optionalEl('dCombustDesc', vehicle.dCombustDesc) +
      el('dNroMotor', vehicle.dNroMotor) +
      measure('dCapTracc', vehicle.dCapTracc) +
      measure('dEntreEj', vehicle.dEntreEj) +
      optionalEl('dAnoMod', vehicle.dAnoMod) +
      optionalEl('dAnoFab', vehicle.dAnoFab) +
      optionalEl('iTipoPintura', vehicle.iTipoPintura) +
      optionalEl('dTipoPinturaDesc', vehicle.dTipoPinturaDesc) +
      el('cTipoVehic', vehicle.cTipoVehic) +
      el('cUsoVehic', vehicle.cUsoVehic) +
      optionalEl('iCondVehic', vehicle.iCondVehic) +
      optionalEl('dLotac', vehicle.dLotac),
  );
}

function writeItem(item: RfeItem): string {
  const prices = item.gPrecios;
  const codes = item.gCodItem;
  const isc = item.gISCItem;
  const order = item.gPedComIr;
  return group(
    'gItem',
    el('dSecItem', formatRfeItemSequence(item.dSecItem)) +
      el('dDescProd', item.dDescProd) +
      optionalEl('dCodProd', item.dCodProd) +
      optionalEl('cUnidad', item.cUnidad) +
      quantity('dCantCodInt', item.dCantCodInt) +
      optionalEl('dFechaFab', item.dFechaFab) +
      optionalEl('dFechaCad', item.dFechaCad) +
      optionalEl('dCodCPBSabr', item.dCodCPBSabr) +
      optionalEl('dCodCPBScmp', item.dCodCPBScmp) +
      optionalEl('cUnidadCPBS', item.cUnidadCPBS) +
      optionalEl('dInfEmFE', item.dInfEmFE) +
      group(
        'gPrecios',
        itemAmount('dPrUnit', prices.dPrUnit) +
          itemAmount('dPrUnitDesc', prices.dPrUnitDesc) +
          itemAmount('dPrItem', prices.dPrItem) +
          total('dPrAcarItem', prices.dPrAcarItem) +
          total('dPrSegItem', prices.dPrSegItem) +
          itemAmount('dValTotItem', prices.dValTotItem),
      ) +
      (codes
        ? group(
            'gCodItem',
            el('dGTINCom', codes.dGTINCom) +
              quantity('dCantGTINCom', codes.dCantGTINCom) +
              el('dGTINInv', codes.dGTINInv) +
              quantity('dCantComInvent', codes.dCantComInvent),
          )
        : '') +
      group(
        'gITBMSItem',
        el('dTasaITBMS', item.gITBMSItem.dTasaITBMS) + itemAmount('dValITBMS', item.gITBMSItem.dValITBMS),
      ) +
      (isc ? group('gISCItem', el('dTasaISC', isc.dTasaISC) + itemAmount('dValISC', isc.dValISC)) : '') +
      item.gOTIItem
        .map((oti) => group('gOTIItem', el('dCodOTI', oti.dCodOTI) + itemAmount('dValOTI', oti.dValOTI)))
        .join('') +
      (item.gVehicNuevo ? writeVehicle(item.gVehicNuevo) : '') +
      (item.gMedicina
        ? group('gMedicina', el('dNroLote', item.gMedicina.dNroLote) + el('dCtLote', item.gMedicina.dCtLote))
        : '') +
      (order
        ? group(
            'gPedComIr',
            el('dNroPed', order.dNroPed) +
              el('dSecItemPed', order.dSecItemPed) +
              el('dInfEmPedIt', order.dInfEmPedIt),
          )
        : ''),
  );
}

function writeTotals(totals: RfeTotals): string {
  const retention = totals.gRetenc;
  return group(
    'gTot',
    total('dTotNeto', totals.dTotNeto) +
      total('dTotITBMS', totals.dTotITBMS) +
      total('dTotISC', totals.dTotISC) +
      total('dTotGravado', totals.dTotGravado) +
      total('dTotDesc', totals.dTotDesc) +
      total('dVTot', totals.dVTot) +
      total('dTotRec', totals.dTotRec) +
      total('dVuelto', totals.dVuelto) +
      el('iPzPag', totals.iPzPag) +
      el('dNroItems', String(totals.dNroItems)) +
      total('dVTotItems', totals.dVTotItems) +
      totals.gDescBonif
        .map((discount) =>
          group('gDescBonif', el('dDetalDesc', discount.dDetalDesc) + total('dValDesc', discount.dValDesc)),
        )
        .join('') +
      totals.gFormaPago
        .map((payment) =>
          group(
            'gFormaPago',
            el('iFormaPago', payment.iFormaPago) +
              optionalEl('dFormaPagoDesc', payment.dFormaPagoDesc) +
              total('dVlrCuota', payment.dVlrCuota),
          ),
        )
        .join('') +
      (retention
        ? group('gRetenc', el('cCodRetenc', retention.cCodRetenc) + total('cValRetenc', retention.cValRetenc))
        : '') +
      totals.gPagPlazo
        .map((instalment) =>
          group(
            'gPagPlazo',
            el('dSecItem', formatRfeInstalmentSequence(instalment.dSecItem)) +
              el('dFecItPlazo', instalment.dFecItPlazo) +
              total('dValItPlazo', instalment.dValItPlazo) +
              optionalEl('dInfPagPlazo', instalment.dInfPagPlazo),
          ),
        )
        .join('') +
      totals.gOTITotal
        .map((oti) =>
          group('gOTITotal', el('dCodOTITotal', oti.dCodOTITotal) + total('dValOTITotal', oti.dValOTITotal)),
        )
        .join(''),
  );
}

function writeCommercialGroups(document: RfeDocument): string {
  const order = document.gPedComGl;
  const logistics = document.gInfoLog;
  const place = document.gLcEntr;
  return (
    (order
      ? group(
          'gPedComGl',
          el('dNroPed', order.dNroPed) +
            order.dNumAcept.map((number) => el('dNumAcept', number)).join('') +
            optionalEl('dInfEmPedGl', order.dInfEmPedGl),
        )
      : '') +
    (logistics
      ? group(
          'gInfoLog',
          optionalEl('dNroVols', logistics.dNroVols) +
            quantity('dPesoTot', logistics.dPesoTot) +
            optionalEl('dUnPesoTot', logistics.dUnPesoTot) +
            optionalEl('dLicCamion', logistics.dLicCamion) +
            el('dNomTransp', logistics.dNomTransp) +
            writeRuc('gRucTransp', logistics.gRucTransp) +
            optionalEl('dInfEmLog', logistics.dInfEmLog),
        )
      : '') +
    (place
      ? group(
          'gLcEntr',
          (place.gRucLcEntr ? writeRuc('gRucLcEntr', place.gRucLcEntr) : '') +
            el('dNombLcEntr', place.dNombLcEntr) +
            el('dDirecLcEntr', place.dDirecLcEntr) +
            writeLocation('gUbiLcEntr', place.gUbiLcEntr) +
            optionalEl('dTfnLcEntr', place.dTfnLcEntr) +
            optionalEl('dTfnAdLcEntr', place.dTfnAdLcEntr),
        )
      : '')
  );
}

/** The unsigned rFE text of a document, in canonical form, and where its Signature goes. */
export function writeRfeXml(document: RfeDocument): RfeText {
  const xml =
    ROOT_OPEN +
    el('dVerForm', document.dVerForm) +
    el('dId', document.dId) +
    writeGeneralData(document.gDGen) +
    document.gItem.map(writeItem).join('') +
    writeTotals(document.gTot) +
    writeCommercialGroups(document) +
    ROOT_CLOSE;
  const text: RfeText = Object.freeze({ xml, signatureIndex: xml.length - ROOT_CLOSE.length });
  writtenTexts.add(text);
  return text;
}
