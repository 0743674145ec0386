import {
  escapeXmlText,
  formatRfeExportAmount,
  formatRfeItemAmount,
  formatRfeQuantity,
  formatRfeTotal,
  type RfeDocument,
  type RfeItem,
  type RfeLocation,
  type RfeReference,
} from '@facturar/domain';
import { PacError } from './pac-errors.ts';

/** A child element: a value (left out when undefined or empty, never sent empty) or nested children. */
type Node = readonly [name: string, value: string | undefined | readonly Node[]];

/**
 * HKA/EBI's `DocumentoElectronico` (shared/pac/README.md §2.3) built from a numbered rFE, in the wiki's
 * element order, every value a string, optional fields left out. The PAC builds the rFE from it, picks
 * `dSeg` and signs, so the rFE's own `dSeg`, CUFE and issuer group (the PAC's portal holds the issuer)
 * are not carried. Returns the children of `tem:documento`, each in the `ser:` prefix.
 */
export function buildHkaDocument(rfe: RfeDocument): string {
  const general = rfe.gDGen;
  const nodes: Node[] = [
    ['codigoSucursalEmisor', general.gEmis.dSucEm],
    ['tipoSucursal', general.iTipoSuc],
    ['datosTransaccion', transaction(rfe)],
    ['listaItems', rfe.gItem.map((item): Node => ['item', itemNodes(item)])],
    ['totalesSubTotales', totals(rfe)],
  ];
  if (
    rfe.gPedComGl ||
    rfe.gInfoLog ||
    rfe.gLcEntr ||
    rfe.gItem.some((item) => item.gVehicNuevo || item.gPedComIr)
  )
    throw new PacError(
      'PAC_INVALID_REQUEST',
      'the HKA object model of this adapter has no commercial order, logistics, delivery place or vehicle',
      {
        message:
          'El PAC configurado no admite pedidos comerciales, logística, lugar de entrega ni vehículos.',
      },
    );
  return write(nodes);
}

function transaction(rfe: RfeDocument): Node[] {
  const g = rfe.gDGen;
  return [
    ['tipoEmision', g.iTpEmis],
    ['fechaInicioContingencia', g.dFechaCont],
    ['motivoContingencia', g.dMotCont],
    ['tipoDocumento', g.iDoc],
    ['numeroDocumentoFiscal', g.dNroDF],
    ['puntoFacturacionFiscal', g.dPtoFacDF],
    ['fechaEmision', g.dFechaEm],
    ['fechaSalida', g.dFechaSalida],
    ['naturalezaOperacion', g.iNatOp],
    ['tipoOperacion', g.iTipoOp],
    ['destinoOperacion', g.iDest],
    ['formatoCAFE', g.iFormCAFE],
    ['entregaCAFE', g.iEntCAFE],
    ['envioContenedor', g.dEnvFE],
    ['procesoGeneracion', g.iProGen],
    ['tipoVenta', g.iTipoTranVenta],
    ['informacionInteres', g.dInfEmFE],
    ['cliente', client(rfe)],
    ['datosFacturaExportacion', g.gFExp ? exportData(g.gFExp) : undefined],
    [
      'listaDocsFiscalReferenciados',
      g.gDFRef.map((reference): Node => ['docFiscalReferenciado', referenced(reference)]),
    ],
    [
      'listaAutorizadosDescargaFEyEventos',
      g.gAutXML.map((ruc): Node => [
        'autorizadoDescarga',
        [
          ['tipoContribuyente', ruc.dTipoRuc],
          ['rucReceptor', ruc.dRuc],
          ['digitoVerifRucReceptor', ruc.dDV],
        ],
      ]),
    ],
    [
      'retencion',
      rfe.gTot.gRetenc
        ? [
            ['codigoRetencion', rfe.gTot.gRetenc.cCodRetenc],
            ['montoRetencion', formatRfeTotal(rfe.gTot.gRetenc.cValRetenc)],
          ]
        : undefined,
    ],
  ];
}

function client(rfe: RfeDocument): Node[] {
  const receiver = rfe.gDGen.gDatRec;
  // A foreign client (04) carries no RUC, DV or Panamanian location: HKA answers 109/201 when sent.
  const isForeign = receiver.iTipoRec === '04';
  const location: RfeLocation | undefined = isForeign ? undefined : receiver.gUbiRec;
  const [phone1, phone2, phone3] = receiver.dTfnRec;
  const [mail1, mail2, mail3] = receiver.dCorElectRec;
  return [
    ['tipoClienteFE', receiver.iTipoRec],
    ['tipoContribuyente', isForeign ? undefined : receiver.gRucRec?.dTipoRuc],
    ['numeroRUC', isForeign ? undefined : receiver.gRucRec?.dRuc],
    ['digitoVerificadorRUC', isForeign ? undefined : receiver.gRucRec?.dDV],
    ['razonSocial', receiver.dNombRec],
    ['direccion', receiver.dDirecRec],
    ['codigoUbicacion', location?.dCodUbi],
    ['provincia', location?.dProv],
    ['distrito', location?.dDistr],
    ['corregimiento', location?.dCorreg],
    // The rFE does not say which kind of foreign identification it is: 99 (other).
    ['tipoIdentificacion', receiver.gIdExt ? '99' : undefined],
    ['nroIdentificacionExtranjero', receiver.gIdExt?.dIdExt],
    ['paisExtranjero', receiver.gIdExt?.dPaisExt],
    ['telefono1', phone1],
    ['telefono2', phone2],
    ['telefono3', phone3],
    ['correoElectronico1', mail1],
    ['correoElectronico2', mail2],
    ['correoElectronico3', mail3],
    ['pais', receiver.cPaisRec],
    ['paisOtro', receiver.dPaisRecDesc],
  ];
}

function exportData(data: NonNullable<RfeDocument['gDGen']['gFExp']>): Node[] {
  return [
    ['condicionesEntrega', data.cCondEntr],
    ['monedaOperExportacion', data.cMoneda],
    ['monedaOperExportacionNonDef', data.cMonedaDesc],
    ['tipoDeCambio', data.dCambio ? formatRfeExportAmount(data.dCambio) : undefined],
    ['montoMonedaExtranjera', data.dVTotEst ? formatRfeExportAmount(data.dVTotEst) : undefined],
    ['puertoEmbarque', data.dPuertoEmbarq],
  ];
}

function referenced(reference: RfeReference): Node[] {
  const number = reference.gDFRefNum;
  return [
    ['fechaEmisionDocFiscalReferenciado', reference.dFechaDFRef],
    ['cufeFEReferenciada', number.kind === 'cufe' ? number.dCUFERef : undefined],
    ['nroFacturaPapel', number.kind === 'paper' ? number.dNroFacPap : undefined],
    ['nroFacturaImpFiscal', number.kind === 'printer' ? number.dNroFacIE : undefined],
  ];
}

function itemNodes(item: RfeItem): Node[] {
  const prices = item.gPrecios;
  return [
    ['descripcion', item.dDescProd],
    ['codigo', item.dCodProd],
    ['unidadMedida', item.cUnidad],
    ['cantidad', formatRfeQuantity(item.dCantCodInt)],
    ['fechaFabricacion', item.dFechaFab],
    ['fechaCaducidad', item.dFechaCad],
    ['codigoCPBSAbrev', item.dCodCPBSabr],
    ['codigoCPBS', item.dCodCPBScmp],
    ['unidadMedidaCPBS', item.cUnidadCPBS],
    ['infoItem', item.dInfEmFE],
    ['precioUnitario', formatRfeItemAmount(prices.dPrUnit)],
    ['precioUnitarioDescuento', prices.dPrUnitDesc ? formatRfeItemAmount(prices.dPrUnitDesc) : undefined],
    ['precioItem', formatRfeItemAmount(prices.dPrItem)],
    ['precioAcarreo', prices.dPrAcarItem ? formatRfeItemAmount(prices.dPrAcarItem) : undefined],
    ['precioSeguro', prices.dPrSegItem ? formatRfeItemAmount(prices.dPrSegItem) : undefined],
    ['valorTotal', formatRfeItemAmount(prices.dValTotItem)],
    ['codigoGTIN', item.gCodItem?.dGTINCom],
    ['cantGTINCom', item.gCodItem ? formatRfeQuantity(item.gCodItem.dCantGTINCom) : undefined],
    ['codigoGTINInv', item.gCodItem?.dGTINInv],
    ['cantGTINComInv', item.gCodItem ? formatRfeQuantity(item.gCodItem.dCantComInvent) : undefined],
    ['tasaITBMS', item.gITBMSItem.dTasaITBMS],
    ['valorITBMS', formatRfeItemAmount(item.gITBMSItem.dValITBMS)],
    ['tasaISC', item.gISCItem?.dTasaISC],
    ['valorISC', item.gISCItem ? formatRfeItemAmount(item.gISCItem.dValISC) : undefined],
    [
      'listaItemOTI',
      item.gOTIItem.map((oti): Node => [
        'oti',
        [
          ['tasaOTI', oti.dCodOTI],
          ['valorTasa', formatRfeItemAmount(oti.dValOTI)],
        ],
      ]),
    ],
    [
      'medicina',
      item.gMedicina
        ? [
            ['nroLote', item.gMedicina.dNroLote],
            ['cantProductosLote', item.gMedicina.dCtLote],
          ]
        : undefined,
    ],
  ];
}

function totals(rfe: RfeDocument): Node[] {
  const t = rfe.gTot;
  return [
    ['totalPrecioNeto', formatRfeTotal(t.dTotNeto)],
    ['totalITBMS', formatRfeTotal(t.dTotITBMS)],
    ['totalISC', t.dTotISC ? formatRfeTotal(t.dTotISC) : undefined],
    ['totalMontoGravado', formatRfeTotal(t.dTotGravado)],
    ['totalDescuento', t.dTotDesc ? formatRfeTotal(t.dTotDesc) : undefined],
    ['totalFactura', formatRfeTotal(t.dVTot)],
    ['totalValorRecibido', formatRfeTotal(t.dTotRec)],
    ['vuelto', t.dVuelto ? formatRfeTotal(t.dVuelto) : undefined],
    ['tiempoPago', t.iPzPag],
    ['nroItems', String(t.dNroItems)],
    ['totalTodosItems', formatRfeTotal(t.dVTotItems)],
    [
      'listaFormaPago',
      t.gFormaPago.map((payment): Node => [
        'formaPago',
        [
          ['formaPagoFact', payment.iFormaPago],
          ['descFormaPago', payment.dFormaPagoDesc],
          ['valorCuotaPagada', formatRfeTotal(payment.dVlrCuota)],
        ],
      ]),
    ],
    ...t.gDescBonif.map((discount): Node => [
      'descuentoBonificacion',
      [
        ['descDescuento', discount.dDetalDesc],
        ['montoDescuento', formatRfeTotal(discount.dValDesc)],
      ],
    ]),
    [
      'listaPagoPlazo',
      t.gPagPlazo.map((term): Node => [
        'pagoPlazo',
        [
          ['fechaVenceCuota', term.dFecItPlazo],
          ['valorCuota', formatRfeTotal(term.dValItPlazo)],
          ['infoPagoCuota', term.dInfPagPlazo],
        ],
      ]),
    ],
    [
      'listaTotalOTI',
      t.gOTITotal.map((oti): Node => [
        'totalOti',
        [
          ['codigoTotalOTI', oti.dCodOTITotal],
          ['valorTotalOTI', formatRfeTotal(oti.dValOTITotal)],
        ],
      ]),
    ],
  ];
}

function write(nodes: readonly Node[]): string {
  let xml = '';
  for (const [name, value] of nodes) {
    if (value === undefined || value === '') continue;
    if (typeof value === 'string') {
      xml += `<ser:${name}>${escapeXmlText(value)}</ser:${name}>`;
      continue;
    }
    const inner = write(value);
    // A group or list with nothing in it is left out, like an empty value.
    if (inner !== '') xml += `<ser:${name}>${inner}</ser:${name}>`;
  }
  return xml;
}
