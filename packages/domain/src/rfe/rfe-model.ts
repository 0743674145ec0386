import type { Decimal } from '../money/index.ts';
import type { IscRateLiteral, ItbmsCode, OtiCode, RetentionCode } from '../totals/index.ts';
import type { DocumentTypeCode } from '../request/document-types.ts';

/**
 * The rFE v1.00 document as data, one property per schema element, named as the schema names them
 * (the DGI's wire names, like the spec's field names). Texts are final (dates already in Panama
 * form); amounts are Decimals already rounded, and the XML writer gives each the text form of its
 * schema type. Optional properties are optional elements; arrays may be empty where the schema allows.
 */
export type RfeRuc = { dTipoRuc: '1' | '2'; dRuc: string; dDV: string };

export type RfeLocation = { dCodUbi: string; dCorreg: string; dDistr: string; dProv: string };

export type RfeIssuer = {
  gRucEmi: RfeRuc;
  dNombEm: string;
  dSucEm: string;
  dCoordEm: string;
  dDirecEm: string;
  gUbiEm: RfeLocation;
  /** 1 to 3. */
  dTfnEm: readonly string[];
  /** 0 to 3. */
  dCorElectEmi: readonly string[];
};

export type RfeReceiver = {
  iTipoRec: '01' | '02' | '03' | '04';
  gRucRec?: { dTipoRuc: '1' | '2'; dRuc: string; dDV?: string };
  dNombRec?: string;
  dDirecRec?: string;
  gUbiRec?: RfeLocation;
  gIdExt?: { dIdExt: string; dPaisExt?: string };
  dTfnRec: readonly string[];
  dCorElectRec: readonly string[];
  cPaisRec: string;
  dPaisRecDesc?: string;
};

export type RfeExport = {
  cCondEntr: string;
  cMoneda?: string;
  cMonedaDesc?: string;
  dCambio?: Decimal;
  dVTotEst?: Decimal;
  dPuertoEmbarq?: string;
};

export type RfeReferenceNumber =
  | { kind: 'cufe'; dCUFERef: string }
  | { kind: 'paper'; dNroFacPap: string }
  | { kind: 'printer'; dNroFacIE: string };

export type RfeReference = {
  gRucEmDFRef: RfeRuc;
  dNombEmRef: string;
  dFechaDFRef: string;
  gDFRefNum: RfeReferenceNumber;
};

export type RfeGeneralData = {
  iAmb: '1' | '2';
  iTpEmis: '01' | '02' | '03' | '04';
  dFechaCont?: string;
  dMotCont?: string;
  iDoc: DocumentTypeCode;
  dNroDF: string;
  dPtoFacDF: string;
  dSeg: string;
  dFechaEm: string;
  dFechaSalida?: string;
  iNatOp: string;
  iTipoOp: string;
  iDest: '1' | '2';
  iFormCAFE: string;
  iEntCAFE: string;
  dEnvFE: string;
  iProGen: string;
  iTipoTranVenta?: string;
  iTipoSuc?: string;
  dInfEmFE?: string;
  gEmis: RfeIssuer;
  gDatRec: RfeReceiver;
  gFExp?: RfeExport;
  gDFRef: readonly RfeReference[];
  gAutXML: readonly RfeRuc[];
};

export type RfeVehicle = {
  iModOpVN: string;
  dModOpVNDesc?: string;
  dChasi: string;
  dColorCod: string;
  dColorNomb?: string;
  dPotVeh?: string;
  dCilin?: string;
  dPesoNet?: Decimal;
  dPesoBruto?: Decimal;
  iCombust: string;
  dCombustDesc?: string;
  dNroMotor: string;
  dCapTracc?: Decimal;
  dEntreEj?: Decimal;
  dAnoMod?: string;
  dAnoFab?: string;
  iTipoPintura?: string;
  dTipoPinturaDesc?: string;
  cTipoVehic: string;
  cUsoVehic: string;
  iCondVehic?: string;
  dLotac?: string;
};

export type RfeItem = {
  dSecItem: number;
  dDescProd: string;
  dCodProd?: string;
  cUnidad?: string;
  dCantCodInt: Decimal;
  dFechaFab?: string;
  dFechaCad?: string;
  dCodCPBSabr?: string;
  dCodCPBScmp?: string;
  cUnidadCPBS?: string;
  dInfEmFE?: string;
  gPrecios: {
    dPrUnit: Decimal;
    dPrUnitDesc?: Decimal;
    dPrItem: Decimal;
    dPrAcarItem?: Decimal;
    dPrSegItem?: Decimal;
    dValTotItem: Decimal;
  };
  gCodItem?: { dGTINCom: string; dCantGTINCom: Decimal; dGTINInv: string; dCantComInvent: Decimal };
  gITBMSItem: { dTasaITBMS: ItbmsCode; dValITBMS: Decimal };
  gISCItem?: { dTasaISC: IscRateLiteral; dValISC: Decimal };
  gOTIItem: readonly { dCodOTI: OtiCode; dValOTI: Decimal }[];
  gVehicNuevo?: RfeVehicle;
  gMedicina?: { dNroLote: string; dCtLote: string };
  gPedComIr?: { dNroPed: string; dSecItemPed: string; dInfEmPedIt: string };
};

export type RfeTotals = {
  dTotNeto: Decimal;
  dTotITBMS: Decimal;
  dTotISC?: Decimal;
  dTotGravado: Decimal;
  dTotDesc?: Decimal;
  dVTot: Decimal;
  dTotRec: Decimal;
  /** The change given back in cash; written only when there is some. */
  dVuelto?: Decimal;
  iPzPag: string;
  dNroItems: number;
  dVTotItems: Decimal;
  gDescBonif: readonly { dDetalDesc: string; dValDesc: Decimal }[];
  /** 1 to 10. */
  gFormaPago: readonly { iFormaPago: string; dFormaPagoDesc?: string; dVlrCuota: Decimal }[];
  gRetenc?: { cCodRetenc: RetentionCode; cValRetenc: Decimal };
  gPagPlazo: readonly {
    dSecItem: number;
    dFecItPlazo: string;
    dValItPlazo: Decimal;
    dInfPagPlazo?: string;
  }[];
  gOTITotal: readonly { dCodOTITotal: OtiCode; dValOTITotal: Decimal }[];
};

export type RfeDocument = {
  dVerForm: '1.00';
  /** The CUFE. */
  dId: string;
  gDGen: RfeGeneralData;
  /** 1 to 1000. */
  gItem: readonly RfeItem[];
  gTot: RfeTotals;
  gPedComGl?: { dNroPed: string; dNumAcept: readonly string[]; dInfEmPedGl?: string };
  gInfoLog?: {
    dNroVols?: string;
    dPesoTot?: Decimal;
    dUnPesoTot?: string;
    dLicCamion?: string;
    dNomTransp: string;
    gRucTransp: RfeRuc;
    dInfEmLog?: string;
  };
  gLcEntr?: {
    gRucLcEntr?: RfeRuc;
    dNombLcEntr: string;
    dDirecLcEntr: string;
    gUbiLcEntr: RfeLocation;
    dTfnLcEntr?: string;
    dTfnAdLcEntr?: string;
  };
};
