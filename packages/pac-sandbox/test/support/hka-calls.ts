import { formatPanamaTimestamp } from '../../src/dgi/panama-time.ts';
import { HKA_DEMO_COMPANIES } from '../../src/index.ts';
import { readXmlTree } from '../../src/xml/xml-tree.ts';
import { childElement, childElements, textOf } from '../../src/xml/xml-reading.ts';
import type { XmlTreeElement } from '../../src/xml/xml-tree-nodes.ts';

const SOAPENV = 'http://schemas.xmlsoap.org/soap/envelope/';
const TEM = 'http://tempuri.org/';
export const SER = {
  obj: 'http://schemas.datacontract.org/2004/07/Services.ObjComprobante.v1_0',
  model: 'http://schemas.datacontract.org/2004/07/Services.Model',
  api: 'http://schemas.datacontract.org/2004/07/Services.ApiRest',
} as const;

export const DEMO_TOKENS = (() => {
  const demo = HKA_DEMO_COMPANIES[0];
  if (!demo) throw new Error('no demo HKA company');
  return { tokenEmpresa: demo.tokenEmpresa, tokenPassword: demo.tokenPassword };
})();

export type Tokens = { readonly tokenEmpresa: string; readonly tokenPassword: string };

/** An HKA answer: HTTP status, the text, and the Result's `a:` fields (null for i:nil). */
export type HkaCall = {
  readonly status: number;
  readonly text: string;
  readonly fields: Record<string, string | null>;
  readonly result: XmlTreeElement | undefined;
};

/** A SOAP 1.1 call as integrators write it (soapenv/tem/ser, SOAPAction). */
export async function callHka(
  url: string,
  method: string,
  parameters: string,
  options: { readonly serNamespace?: string; readonly soapAction?: string } = {},
): Promise<HkaCall> {
  const body =
    `<soapenv:Envelope xmlns:soapenv="${SOAPENV}" xmlns:tem="${TEM}" xmlns:ser="${options.serNamespace ?? SER.model}">` +
    `<soapenv:Header/><soapenv:Body><tem:${method}>${parameters}</tem:${method}></soapenv:Body></soapenv:Envelope>`;
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'text/xml; charset=utf-8',
      soapaction: options.soapAction ?? `"http://tempuri.org/IService/${method}"`,
    },
    body,
  });
  const text = await response.text();
  const root = readXmlTree(text).root;
  const result = childElement(root, 'Body', `${method}Response`, `${method}Result`);
  const fields: Record<string, string | null> = {};
  for (const field of result ? childElements(result) : []) {
    const isNil = field.attributes.some(
      (attribute) => attribute.localName === 'nil' && attribute.value === 'true',
    );
    fields[field.localName] = isNil ? null : textOf(field);
  }
  return { status: response.status, text, fields, result };
}

export function tokens(pair: Tokens = DEMO_TOKENS): string {
  return `<tem:tokenEmpresa>${pair.tokenEmpresa}</tem:tokenEmpresa><tem:tokenPassword>${pair.tokenPassword}</tem:tokenPassword>`;
}

export type DocumentKey = { readonly number: string; readonly point?: string; readonly type?: string };

/** datosDocumento in WCF's alphabetical order. */
export function datosDocumento(key: DocumentKey): string {
  return (
    `<tem:datosDocumento><ser:codigoSucursalEmisor>0000</ser:codigoSucursalEmisor>` +
    `<ser:numeroDocumentoFiscal>${key.number}</ser:numeroDocumentoFiscal>` +
    `<ser:puntoFacturacionFiscal>${key.point ?? '001'}</ser:puntoFacturacionFiscal>` +
    `<ser:tipoDocumento>${key.type ?? '01'}</ser:tipoDocumento><ser:tipoEmision>01</ser:tipoEmision></tem:datosDocumento>`
  );
}

export type DocumentoInput = {
  readonly number: string;
  readonly emissionType?: string;
  readonly client?: string;
  readonly item?: Partial<
    Record<'cantidad' | 'precioUnitario' | 'precioItem' | 'valorTotal' | 'valorITBMS', string>
  >;
  readonly issuedAt?: Date;
  readonly contingency?: boolean;
};

export const REGISTERED_CLIENT =
  '<ser:tipoClienteFE>01</ser:tipoClienteFE><ser:tipoContribuyente>2</ser:tipoContribuyente>' +
  '<ser:numeroRUC>155601234-2-2015</ser:numeroRUC><ser:digitoVerificadorRUC>80</ser:digitoVerificadorRUC>' +
  '<ser:razonSocial>Distribuidora del Canal, S.A.</ser:razonSocial><ser:direccion>Calle 50, Obarrio</ser:direccion>' +
  '<ser:codigoUbicacion>8-8-7</ser:codigoUbicacion><ser:provincia>PANAMA</ser:provincia>' +
  '<ser:distrito>PANAMA</ser:distrito><ser:corregimiento>BELLA VISTA</ser:corregimiento>' +
  '<ser:correoElectronico1>compras@distribuidora.test</ser:correoElectronico1><ser:pais>PA</ser:pais>';

/** A DocumentoElectronico of one line (2 × 10.50 at 7 %) in the wiki's order (§2.3). */
export function documento(input: DocumentoInput): string {
  const item = {
    cantidad: '2.00',
    precioUnitario: '10.50',
    precioItem: '21.00',
    valorTotal: '22.47',
    valorITBMS: '1.47',
    ...input.item,
  };
  const issuedAt = formatPanamaTimestamp(input.issuedAt ?? new Date());
  return (
    `<tem:documento><ser:codigoSucursalEmisor>0000</ser:codigoSucursalEmisor><ser:tipoSucursal>1</ser:tipoSucursal>` +
    `<ser:datosTransaccion><ser:tipoEmision>${input.emissionType ?? '01'}</ser:tipoEmision>` +
    (input.contingency
      ? `<ser:fechaInicioContingencia>${issuedAt}</ser:fechaInicioContingencia>` +
        '<ser:motivoContingencia>Falla de comunicación con la DGI</ser:motivoContingencia>'
      : '') +
    `<ser:tipoDocumento>01</ser:tipoDocumento><ser:numeroDocumentoFiscal>${input.number}</ser:numeroDocumentoFiscal>` +
    `<ser:puntoFacturacionFiscal>001</ser:puntoFacturacionFiscal><ser:fechaEmision>${issuedAt}</ser:fechaEmision>` +
    '<ser:naturalezaOperacion>01</ser:naturalezaOperacion><ser:tipoOperacion>1</ser:tipoOperacion>' +
    '<ser:destinoOperacion>1</ser:destinoOperacion><ser:formatoCAFE>1</ser:formatoCAFE><ser:entregaCAFE>1</ser:entregaCAFE>' +
    '<ser:envioContenedor>1</ser:envioContenedor><ser:procesoGeneracion>1</ser:procesoGeneracion><ser:tipoVenta>1</ser:tipoVenta>' +
    `<ser:cliente>${input.client ?? REGISTERED_CLIENT}</ser:cliente></ser:datosTransaccion>` +
    '<ser:listaItems><ser:item><ser:descripcion>Arroz Grado A 5 lb</ser:descripcion><ser:codigo>ARZ-005</ser:codigo>' +
    `<ser:cantidad>${item.cantidad}</ser:cantidad><ser:precioUnitario>${item.precioUnitario}</ser:precioUnitario>` +
    `<ser:precioUnitarioDescuento>0.00</ser:precioUnitarioDescuento><ser:precioItem>${item.precioItem}</ser:precioItem>` +
    `<ser:valorTotal>${item.valorTotal}</ser:valorTotal><ser:tasaITBMS>01</ser:tasaITBMS><ser:valorITBMS>${item.valorITBMS}</ser:valorITBMS>` +
    '</ser:item></ser:listaItems><ser:totalesSubTotales><ser:totalPrecioNeto>21.00</ser:totalPrecioNeto>' +
    '<ser:totalITBMS>1.47</ser:totalITBMS><ser:totalMontoGravado>1.47</ser:totalMontoGravado>' +
    '<ser:totalFactura>22.47</ser:totalFactura><ser:totalValorRecibido>22.47</ser:totalValorRecibido>' +
    '<ser:tiempoPago>1</ser:tiempoPago><ser:nroItems>1</ser:nroItems><ser:totalTodosItems>22.47</ser:totalTodosItems>' +
    '<ser:listaFormaPago><ser:formaPago><ser:formaPagoFact>02</ser:formaPagoFact>' +
    '<ser:valorCuotaPagada>22.47</ser:valorCuotaPagada></ser:formaPago></ser:listaFormaPago>' +
    '</ser:totalesSubTotales></tem:documento>'
  );
}

export function send(url: string, input: DocumentoInput, pair?: Tokens): Promise<HkaCall> {
  return callHka(url, 'Enviar', `${tokens(pair)}${documento(input)}`, { serNamespace: SER.obj });
}
