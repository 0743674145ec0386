import { amount, isOffBy } from '../dgi/amounts.ts';
import { childElement, childElements, textOf } from '../xml/xml-reading.ts';
import type { XmlTreeElement } from '../xml/xml-tree-nodes.ts';
import type { HkaAccount } from './hka-companies.ts';
import { xmlElement, type XmlPart } from './hka-xml.ts';

/** What HKA answers instead of building the document (shared/pac/README.md §2.5). */
export type HkaRefusal = { readonly codigo: '109' | '201'; readonly mensaje: string };

/** The fields of the DocumentoElectronico that identify and shape the rFE the PAC builds. */
export type DocumentoFacts = {
  readonly branch: string;
  readonly documentType: string;
  /** dNroDF, 10 digits. */
  readonly number: string;
  /** dPtoFacDF, 3 digits. */
  readonly billingPoint: string;
  readonly emissionType: string;
  /** YYYY-MM-DDThh:mm:ss-05:00. */
  readonly issuedAt: string;
  /** The rFE without dId/dSeg/Signature: filled in by the PAC (`writeRfe`). */
  readonly writeRfe: (cufe: string, securityCode: string, environment: string) => string;
};

/** The request could not be read as a DocumentoElectronico at all: WCF answers an InternalServiceFault. */
export class MissingObjectError extends Error {
  constructor(path: string) {
    super(`Object reference not set to an instance of an object. (${path})`);
    this.name = 'MissingObjectError';
  }
}

const DGI_NAMESPACE = 'http://dgi-fep.mef.gob.pa';
const PANAMA_DATE = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-05:00$/;
const AMOUNT = /^-?\d{1,13}(\.\d{1,6})?$/;
/** Fields of a foreign client (tipoClienteFE 04) that HKA refuses with 109. */
const FORBIDDEN_FOR_FOREIGN = [
  'tipoContribuyente',
  'numeroRUC',
  'digitoVerificadorRUC',
  'codigoUbicacion',
  'provincia',
  'distrito',
  'corregimiento',
];
const UNSUPPORTED = ['pedidoComercialGlobal', 'infoLogistica', 'infoEntrega'];

/**
 * Judges a DocumentoElectronico as HKA's integration layer does before anything reaches the DGI (empty
 * elements, required and forbidden fields, formats, line arithmetic) and returns what the PAC needs to
 * build the rFE from it, in the DGI's element order, with gEmis from the company's record.
 * @throws MissingObjectError when `documento` is not the object at all (e.g. a raw rFE).
 */
export function readDocumento(
  documento: XmlTreeElement,
  company: HkaAccount,
): DocumentoFacts | { readonly refusal: HkaRefusal } {
  const transaction = childElement(documento, 'datosTransaccion');
  const itemList = childElement(documento, 'listaItems');
  const totals = childElement(documento, 'totalesSubTotales');
  if (!transaction || !itemList || !totals) throw new MissingObjectError('documento.datosTransaccion');
  const empty = findEmptyElement(documento);
  if (empty) return refuse('201', `Error al procesar solicitud. El campo ${empty} no puede enviarse vacío.`);
  const unsupported = UNSUPPORTED.find((name) => childElement(documento, name));
  if (unsupported) {
    return refuse('201', `Error al procesar solicitud. El sandbox no construye ${unsupported}.`);
  }
  const client = childElement(transaction, 'cliente');
  if (!client) return refuse('201', 'Error al procesar solicitud. El campo cliente es requerido.');
  const clientType = text(client, 'tipoClienteFE');
  if (clientType === '04') {
    const forbidden = FORBIDDEN_FOR_FOREIGN.find((name) => childElement(client, name));
    if (forbidden) return refuse('109', `El campo ${forbidden} no debe ser informado.`);
  }
  const items = childElements(itemList);
  if (items.length === 0) return refuse('201', 'Error al procesar solicitud. listaItems no tiene ítems.');
  if (items.some((item) => childElement(item, 'vehiculo') || childElement(item, 'pedidoComercialItem'))) {
    return refuse(
      '201',
      'Error al procesar solicitud. El sandbox no construye vehiculo ni pedidoComercialItem.',
    );
  }

  const required: [XmlTreeElement, string][] = [
    [documento, 'codigoSucursalEmisor'],
    ...[
      'tipoEmision',
      'tipoDocumento',
      'numeroDocumentoFiscal',
      'puntoFacturacionFiscal',
      'fechaEmision',
      'naturalezaOperacion',
      'tipoOperacion',
      'destinoOperacion',
      'formatoCAFE',
      'entregaCAFE',
      'envioContenedor',
      'procesoGeneracion',
    ].map((name): [XmlTreeElement, string] => [transaction, name]),
    [client, 'tipoClienteFE'],
    [client, 'pais'],
    ...['totalPrecioNeto', 'totalITBMS', 'totalMontoGravado', 'totalFactura', 'totalValorRecibido'].map(
      (name): [XmlTreeElement, string] => [totals, name],
    ),
    ...['tiempoPago', 'nroItems', 'totalTodosItems'].map((name): [XmlTreeElement, string] => [totals, name]),
  ];
  const missing = required.find(([parent, name]) => text(parent, name) === undefined);
  if (missing) return refuse('201', `Error al procesar solicitud. El campo ${missing[1]} es requerido.`);

  const branch = text(documento, 'codigoSucursalEmisor') ?? '';
  const number = text(transaction, 'numeroDocumentoFiscal') ?? '';
  const point = text(transaction, 'puntoFacturacionFiscal') ?? '';
  const issuedAt = text(transaction, 'fechaEmision') ?? '';
  if (!/^[0-9A-Za-z]{1,4}$/.test(branch)) return invalid('codigoSucursalEmisor', 'AN|4');
  if (!/^\d{1,10}$/.test(number) || /^0+$/.test(number)) return invalid('numeroDocumentoFiscal', 'N|10');
  if (!/^\d{1,3}$/.test(point) || /^0+$/.test(point))
    return invalid('puntoFacturacionFiscal', 'N|3, distinto de 000');
  if (!PANAMA_DATE.test(issuedAt)) return invalid('fechaEmision', 'AAAA-MM-DDThh:mm:ss-05:00');
  const contingencyDate = text(transaction, 'fechaInicioContingencia');
  if (contingencyDate !== undefined && !PANAMA_DATE.test(contingencyDate)) {
    return invalid('fechaInicioContingencia', 'AAAA-MM-DDThh:mm:ss-05:00');
  }
  const lineProblem = items.map(checkItemArithmetic).find((problem) => problem !== undefined);
  if (lineProblem) return refuse('201', `Error al procesar solicitud. ${lineProblem}`);
  const amountProblem = findBadAmount([...items, totals]);
  if (amountProblem) return invalid(amountProblem, 'un monto con hasta 6 decimales');

  const facts = {
    branch: branch.padStart(4, '0'),
    documentType: text(transaction, 'tipoDocumento') ?? '',
    number: number.padStart(10, '0'),
    billingPoint: point.padStart(3, '0'),
    emissionType: text(transaction, 'tipoEmision') ?? '',
    issuedAt,
  };
  return {
    ...facts,
    writeRfe: (cufe, securityCode, environment) =>
      xmlElement(
        'rFE',
        [
          ['dVerForm', '1.00'],
          ['dId', cufe],
          ['gDGen', generalData(transaction, client, company, facts, securityCode, environment)],
          ...items.map((item, index): XmlPart => ['gItem', itemOf(item, index)]),
          ['gTot', totalsOf(totals, transaction)],
        ],
        DGI_NAMESPACE,
      ),
  };
}

function generalData(
  transaction: XmlTreeElement,
  client: XmlTreeElement,
  company: HkaAccount,
  facts: Omit<DocumentoFacts, 'writeRfe'>,
  securityCode: string,
  environment: string,
): XmlPart[] {
  const t = (name: string) => text(transaction, name);
  return [
    ['iAmb', environment],
    ['iTpEmis', facts.emissionType],
    ['dFechaCont', t('fechaInicioContingencia')],
    ['dMotCont', t('motivoContingencia')],
    ['iDoc', facts.documentType],
    ['dNroDF', facts.number],
    ['dPtoFacDF', facts.billingPoint],
    ['dSeg', securityCode],
    ['dFechaEm', facts.issuedAt],
    ['dFechaSalida', t('fechaSalida')],
    ['iNatOp', t('naturalezaOperacion')],
    ['iTipoOp', t('tipoOperacion')],
    ['iDest', t('destinoOperacion')],
    ['iFormCAFE', t('formatoCAFE')],
    ['iEntCAFE', t('entregaCAFE')],
    ['dEnvFE', t('envioContenedor')],
    ['iProGen', t('procesoGeneracion')],
    ['iTipoTranVenta', t('tipoVenta')],
    ['iTipoSuc', text(transaction.parent ?? transaction, 'tipoSucursal')],
    ['dInfEmFE', t('informacionInteres')],
    ['gEmis', issuerOf(company, facts.branch)],
    ['gDatRec', receiverOf(client)],
    ['gFExp', exportOf(childElement(transaction, 'datosFacturaExportacion'))],
    ...listOf(transaction, 'listaDocsFiscalReferenciados').map((reference): XmlPart => [
      'gDFRef',
      referenceOf(reference, company),
    ]),
    ...listOf(transaction, 'listaAutorizadosDescargaFEyEventos').map((authorised): XmlPart => [
      'gAutXML',
      [
        [
          'gRucAutXML',
          [
            ['dTipoRuc', text(authorised, 'tipoContribuyente')],
            ['dRuc', text(authorised, 'rucReceptor')],
            ['dDV', text(authorised, 'digitoVerifRucReceptor')],
          ],
        ],
      ],
    ]),
  ];
}

function issuerOf(company: HkaAccount, branch: string): XmlPart[] {
  const [province = '8', district = '8', corregimiento = '7'] = company.locationCode.split('-');
  return [
    [
      'gRucEmi',
      [
        ['dTipoRuc', String(company.taxpayerType)],
        ['dRuc', company.ruc],
        ['dDV', company.dv],
      ],
    ],
    ['dNombEm', company.name],
    ['dSucEm', branch],
    ['dCoordEm', company.coordinates],
    ['dDirecEm', company.address],
    [
      'gUbiEm',
      [
        ['dCodUbi', company.locationCode],
        ['dCorreg', locationName(company.locationCode, corregimiento, 'corregimiento')],
        ['dDistr', locationName(company.locationCode, district, 'district')],
        ['dProv', locationName(company.locationCode, province, 'province')],
      ],
    ],
    ['dTfnEm', company.phone],
    ['dCorElectEmi', company.email],
  ];
}

// The portal's location names for the demo's codes; any other code gets its own code as the name.
const LOCATION_NAMES: Readonly<Record<string, readonly [string, string, string]>> = {
  '8-8-7': ['PANAMA', 'PANAMA', 'BELLA VISTA'],
  '4-1-1': ['CHIRIQUI', 'DAVID', 'DAVID (CABECERA)'],
  '3-1-1': ['COLON', 'COLON', 'BARRIO NORTE'],
};

function locationName(
  code: string,
  fallback: string,
  level: 'province' | 'district' | 'corregimiento',
): string {
  const names = LOCATION_NAMES[code];
  if (!names) return fallback;
  return level === 'province' ? names[0] : level === 'district' ? names[1] : names[2];
}

function receiverOf(client: XmlTreeElement): XmlPart[] {
  const c = (name: string) => text(client, name);
  const hasRuc = c('numeroRUC') !== undefined;
  const hasLocation = c('codigoUbicacion') !== undefined;
  const foreignId = c('nroIdentificacionExtranjero');
  return [
    ['iTipoRec', c('tipoClienteFE')],
    hasRuc
      ? [
          'gRucRec',
          [
            ['dTipoRuc', c('tipoContribuyente')],
            ['dRuc', c('numeroRUC')],
            ['dDV', c('digitoVerificadorRUC')],
          ],
        ]
      : ['gRucRec', undefined],
    ['dNombRec', c('razonSocial')],
    ['dDirecRec', c('direccion')],
    hasLocation
      ? [
          'gUbiRec',
          [
            ['dCodUbi', c('codigoUbicacion')],
            ['dCorreg', c('corregimiento')],
            ['dDistr', c('distrito')],
            ['dProv', c('provincia')],
          ],
        ]
      : ['gUbiRec', undefined],
    foreignId
      ? [
          'gIdExt',
          [
            ['dIdExt', foreignId],
            ['dPaisExt', c('paisExtranjero')],
          ],
        ]
      : ['gIdExt', undefined],
    ['dTfnRec', c('telefono1')],
    ['dTfnRec', c('telefono2')],
    ['dTfnRec', c('telefono3')],
    ['dCorElectRec', c('correoElectronico1')],
    ['dCorElectRec', c('correoElectronico2')],
    ['dCorElectRec', c('correoElectronico3')],
    ['cPaisRec', c('pais')],
    ['dPaisRecDesc', c('paisOtro')],
  ];
}

function exportOf(data: XmlTreeElement | undefined): XmlPart[] | undefined {
  if (!data) return undefined;
  const d = (name: string) => text(data, name);
  return [
    ['cCondEntr', d('condicionesEntrega')],
    ['cMoneda', d('monedaOperExportacion')],
    ['cMonedaDesc', d('monedaOperExportacionNonDef')],
    ['dCambio', d('tipoDeCambio')],
    ['dVTotEst', money(d('montoMonedaExtranjera'))],
    ['dPuertoEmbarq', d('puertoEmbarque')],
  ];
}

/** The referenced document's issuer is the company itself: HKA's object has no field for another. */
function referenceOf(reference: XmlTreeElement, company: HkaAccount): XmlPart[] {
  const r = (name: string) => text(reference, name);
  const cufe = r('cufeFEReferenciada');
  const paper = r('nroFacturaPapel');
  const fiscalPrinter = r('nroFacturaImpFiscal');
  const number: XmlPart = cufe
    ? ['gDFRefFE', [['dCUFERef', cufe]]]
    : paper
      ? ['gDFRefFacPap', [['dNroFacPap', paper]]]
      : ['gDFRefFacIE', [['dNroFacIE', fiscalPrinter]]];
  return [
    [
      'gRucEmDFRef',
      [
        ['dTipoRuc', String(company.taxpayerType)],
        ['dRuc', company.ruc],
        ['dDV', company.dv],
      ],
    ],
    ['dNombEmRef', company.name],
    ['dFechaDFRef', r('fechaEmisionDocFiscalReferenciado')],
    ['gDFRefNum', [number]],
  ];
}

function itemOf(item: XmlTreeElement, index: number): XmlPart[] {
  const i = (name: string) => text(item, name);
  const gtin = ['codigoGTIN', 'cantGTINCom', 'codigoGTINInv', 'cantGTINComInv'].map(i);
  const medicine = childElement(item, 'medicina');
  return [
    ['dSecItem', String(index + 1).padStart(3, '0')],
    ['dDescProd', i('descripcion')],
    ['dCodProd', i('codigo')],
    ['cUnidad', i('unidadMedida')],
    ['dCantCodInt', i('cantidad')],
    ['dFechaFab', i('fechaFabricacion')],
    ['dFechaCad', i('fechaCaducidad')],
    ['dCodCPBSabr', i('codigoCPBSAbrev')],
    ['dCodCPBScmp', i('codigoCPBS')],
    ['cUnidadCPBS', i('unidadMedidaCPBS')],
    ['dInfEmFE', i('infoItem')],
    [
      'gPrecios',
      [
        ['dPrUnit', i('precioUnitario')],
        ['dPrUnitDesc', i('precioUnitarioDescuento')],
        ['dPrItem', money(i('precioItem'))],
        ['dPrAcarItem', money(i('precioAcarreo'))],
        ['dPrSegItem', money(i('precioSeguro'))],
        ['dValTotItem', money(i('valorTotal'))],
      ],
    ],
    gtin.every((value) => value !== undefined)
      ? [
          'gCodItem',
          [
            ['dGTINCom', gtin[0]],
            ['dCantGTINCom', gtin[1]],
            ['dGTINInv', gtin[2]],
            ['dCantComInvent', gtin[3]],
          ],
        ]
      : ['gCodItem', undefined],
    [
      'gITBMSItem',
      [
        ['dTasaITBMS', i('tasaITBMS')],
        ['dValITBMS', money(i('valorITBMS'))],
      ],
    ],
    i('valorISC') === undefined
      ? ['gISCItem', undefined]
      : [
          'gISCItem',
          [
            ['dTasaISC', i('tasaISC')],
            ['dValISC', money(i('valorISC'))],
          ],
        ],
    ...listOf(item, 'listaItemOTI').map((oti): XmlPart => [
      'gOTIItem',
      [
        ['dCodOTI', text(oti, 'tasaOTI')],
        ['dValOTI', money(text(oti, 'valorTasa'))],
      ],
    ]),
    medicine
      ? [
          'gMedicina',
          [
            ['dNroLote', text(medicine, 'nroLote')],
            ['dCtLote', text(medicine, 'cantProductosLote')],
          ],
        ]
      : ['gMedicina', undefined],
  ];
}

function totalsOf(totals: XmlTreeElement, transaction: XmlTreeElement): XmlPart[] {
  const t = (name: string) => text(totals, name);
  const retention = childElement(transaction, 'retencion');
  return [
    ['dTotNeto', money(t('totalPrecioNeto'))],
    ['dTotITBMS', money(t('totalITBMS'))],
    ['dTotISC', money(t('totalISC'))],
    ['dTotGravado', money(t('totalMontoGravado'))],
    ['dTotDesc', money(t('totalDescuento'))],
    ['dTotAcar', money(t('totalAcarreoCobrado'))],
    ['dTotSeg', money(t('valorSeguroCobrado'))],
    ['dVTot', money(t('totalFactura'))],
    ['dTotRec', money(t('totalValorRecibido'))],
    ['dVuelto', money(t('vuelto'))],
    ['iPzPag', t('tiempoPago')],
    ['dNroItems', t('nroItems')],
    ['dVTotItems', money(t('totalTodosItems'))],
    ...childElements(totals, 'descuentoBonificacion').map((discount): XmlPart => [
      'gDescBonif',
      [
        ['dDetalDesc', text(discount, 'descDescuento')],
        ['dValDesc', money(text(discount, 'montoDescuento'))],
      ],
    ]),
    ...listOf(totals, 'listaFormaPago').map((payment): XmlPart => [
      'gFormaPago',
      [
        ['iFormaPago', text(payment, 'formaPagoFact')],
        ['dFormaPagoDesc', text(payment, 'descFormaPago')],
        ['dVlrCuota', money(text(payment, 'valorCuotaPagada'))],
      ],
    ]),
    retention
      ? [
          'gRetenc',
          [
            ['cCodRetenc', text(retention, 'codigoRetencion')],
            ['cValRetenc', money(text(retention, 'montoRetencion'))],
          ],
        ]
      : ['gRetenc', undefined],
    ...listOf(totals, 'listaPagoPlazo').map((instalment, index): XmlPart => [
      'gPagPlazo',
      [
        ['dSecItem', String(index + 1)],
        ['dFecItPlazo', text(instalment, 'fechaVenceCuota')],
        ['dValItPlazo', money(text(instalment, 'valorCuota'))],
        ['dInfPagPlazo', text(instalment, 'infoPagoCuota')],
      ],
    ]),
    ...listOf(totals, 'listaTotalOTI').map((oti): XmlPart => [
      'gOTITotal',
      [
        ['dCodOTITotal', text(oti, 'codigoTotalOTI')],
        ['dValOTITotal', money(text(oti, 'valorTotalOTI'))],
      ],
    ]),
  ];
}

/** §5.2: precioItem = cantidad × (precioUnitario − precioUnitarioDescuento); valorTotal = precioItem + acarreo + seguro + ITBMS + ISC. */
function checkItemArithmetic(item: XmlTreeElement, index: number): string | undefined {
  const i = (name: string) => text(item, name);
  const missing = [
    'descripcion',
    'cantidad',
    'precioUnitario',
    'precioItem',
    'valorTotal',
    'tasaITBMS',
    'valorITBMS',
  ].find((name) => i(name) === undefined);
  if (missing) return `El campo ${missing} del ítem ${index + 1} es requerido.`;
  const price = amount(i('cantidad')).times(
    amount(i('precioUnitario')).minus(amount(i('precioUnitarioDescuento'))),
  );
  if (isOffBy(amount(i('precioItem')), price)) {
    return `El precioItem del ítem ${index + 1} no es cantidad × (precioUnitario − precioUnitarioDescuento).`;
  }
  const oti = listOf(item, 'listaItemOTI').map((entry) => amount(text(entry, 'valorTasa')));
  const total = [i('precioAcarreo'), i('precioSeguro'), i('valorITBMS'), i('valorISC')]
    .map(amount)
    .concat(oti)
    .reduce((sum, value) => sum.plus(value), amount(i('precioItem')));
  if (isOffBy(amount(i('valorTotal')), total)) {
    return `El valorTotal del ítem ${index + 1} no es precioItem + acarreo + seguro + ITBMS + ISC.`;
  }
  return undefined;
}

const AMOUNT_FIELDS = new Set([
  'cantidad',
  'precioUnitario',
  'precioUnitarioDescuento',
  'precioItem',
  'precioAcarreo',
  'precioSeguro',
  'valorTotal',
  'valorITBMS',
  'valorISC',
  'totalPrecioNeto',
  'totalITBMS',
  'totalISC',
  'totalMontoGravado',
  'totalDescuento',
  'totalAcarreoCobrado',
  'valorSeguroCobrado',
  'totalFactura',
  'totalValorRecibido',
  'vuelto',
  'totalTodosItems',
  'valorCuotaPagada',
]);

function findBadAmount(parents: readonly XmlTreeElement[]): string | undefined {
  for (const parent of parents) {
    for (const child of childElements(parent)) {
      if (AMOUNT_FIELDS.has(child.localName) && !AMOUNT.test(textOf(child).trim())) return child.localName;
      const nested = childElements(child).length > 0 ? findBadAmount([child]) : undefined;
      if (nested) return nested;
    }
  }
  return undefined;
}

/** The integration manual: optional fields are left out, never sent empty. */
function findEmptyElement(element: XmlTreeElement): string | undefined {
  for (const child of childElements(element)) {
    if (childElements(child).length > 0) {
      const inner = findEmptyElement(child);
      if (inner) return inner;
    } else if (textOf(child).trim() === '') {
      return child.localName;
    }
  }
  return undefined;
}

/** The entries of a list element (listaItems/item, listaFormaPago/formaPago …), whatever their name. */
function listOf(parent: XmlTreeElement, listName: string): XmlTreeElement[] {
  const list = childElement(parent, listName);
  return list ? childElements(list) : [];
}

function text(parent: XmlTreeElement, name: string): string | undefined {
  const element = childElement(parent, name);
  return element ? textOf(element).trim() : undefined;
}

/** Totals and amounts of the rFE carry exactly 2 decimals; HKA's object may carry up to 6. */
function money(value: string | undefined): string | undefined {
  return value === undefined ? undefined : amount(value).toFixed(2);
}

function refuse(codigo: HkaRefusal['codigo'], mensaje: string): { readonly refusal: HkaRefusal } {
  return { refusal: { codigo, mensaje } };
}

function invalid(field: string, format: string) {
  return refuse('201', `Error al procesar solicitud. El campo ${field} no tiene el formato ${format}.`);
}
