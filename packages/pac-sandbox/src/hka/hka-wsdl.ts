import {
  CONSULTAR_RUC_DV_REQUEST,
  DATOS_DOCUMENTO,
  DOCUMENTO_TYPES,
  INFO_RUC_FIELDS,
  LIST_ENTRY_NAMES,
  NESTED_RESPONSE_TYPES,
  RESPONSE_FIELDS,
  TRACKING_FIELDS,
  type ContractType,
} from './hka-contract.ts';
import { RESPONSE_NAMESPACE, TEMPURI } from './hka-envelope.ts';
import { HKA_METHODS, type HkaMethod } from './hka-methods.ts';
import { escapeXml } from './hka-xml.ts';

const XS = 'http://www.w3.org/2001/XMLSchema';
const CONTRACTS = 'http://schemas.datacontract.org/2004/07/';
const NAMESPACES = {
  obj: `${CONTRACTS}Services.ObjComprobante.v1_0`,
  model: `${CONTRACTS}Services.Model`,
  api: `${CONTRACTS}Services.ApiRest`,
  res: RESPONSE_NAMESPACE,
} as const;

/** Each method's parameters after the token pair (none for ConsultarRucDV, whose request holds them). */
const PARAMETERS: Readonly<Record<HkaMethod, readonly (readonly [string, string])[]>> = {
  Enviar: [['documento', 'obj:DocumentoElectronico']],
  EstadoDocumento: [['datosDocumento', 'model:DatosDocumento']],
  AnulacionDocumento: [
    ['motivoAnulacion', 'xs:string'],
    ['datosDocumento', 'model:DatosDocumento'],
  ],
  DescargaXML: [['datosDocumento', 'model:DatosDocumento']],
  DescargaPDF: [['datosDocumento', 'model:DatosDocumento']],
  FoliosRestantes: [],
  ConsultarRucDV: [],
  EnvioCorreo: [
    ['datosDocumento', 'model:DatosDocumento'],
    ['correo', 'xs:string'],
  ],
  RastreoCorreo: [['cufe', 'xs:string']],
};

/**
 * The service's WSDL as WCF's `?singleWsdl` gives it: one document, every schema inline (tempuri's
 * operation elements and the data contracts of §2.1), a document/literal SOAP 1.1 binding with the
 * `http://tempuri.org/IService/<Method>` actions, and the endpoint at `location`.
 */
export function writeHkaWsdl(location: string): string {
  const prefixes = Object.entries(NAMESPACES)
    .map(([prefix, uri]) => ` xmlns:${prefix}="${uri}"`)
    .join('');
  const schemaOpen = (namespace: string) =>
    `<xs:schema elementFormDefault="qualified" targetNamespace="${namespace}" xmlns:xs="${XS}"${prefixes} xmlns:tns="${TEMPURI}">` +
    Object.values(NAMESPACES)
      .filter((uri) => uri !== namespace)
      .map((uri) => `<xs:import namespace="${uri}"/>`)
      .join('');
  const operationsSchema =
    schemaOpen(TEMPURI) +
    HKA_METHODS.map((method) => {
      const parameters: (readonly [string, string])[] =
        method === 'ConsultarRucDV'
          ? [['consultarRucDVRequest', 'api:ConsultarRucDVRequest']]
          : [['tokenEmpresa', 'xs:string'], ['tokenPassword', 'xs:string'], ...PARAMETERS[method]];
      return (
        `<xs:element name="${method}">${sequence(parameters)}</xs:element>` +
        `<xs:element name="${method}Response">${sequence([[`${method}Result`, `res:${method}Response`]])}</xs:element>`
      );
    }).join('') +
    '</xs:schema>';
  const documentoSchema =
    schemaOpen(NAMESPACES.obj) +
    Object.entries(DOCUMENTO_TYPES)
      .map(([name, fields]) => contractType(name, fields, 'obj'))
      .join('') +
    Object.entries(LIST_ENTRY_NAMES)
      .map(
        ([type, entry]) =>
          `<xs:complexType name="ArrayOf${type}"><xs:sequence>` +
          `<xs:element minOccurs="0" maxOccurs="unbounded" name="${entry}" nillable="true" type="obj:${type}"/>` +
          `</xs:sequence></xs:complexType>`,
      )
      .join('') +
    '</xs:schema>';
  const modelSchema = `${schemaOpen(NAMESPACES.model)}${contractType('DatosDocumento', DATOS_DOCUMENTO, 'model')}</xs:schema>`;
  const apiSchema = `${schemaOpen(NAMESPACES.api)}${contractType('ConsultarRucDVRequest', CONSULTAR_RUC_DV_REQUEST, 'api')}</xs:schema>`;
  const responseSchema =
    schemaOpen(NAMESPACES.res) +
    HKA_METHODS.map((method) =>
      contractType(
        `${method}Response`,
        RESPONSE_FIELDS[method].map((field) => {
          const nested = NESTED_RESPONSE_TYPES[field];
          return nested ? ([field, nested] as const) : ([field] as const);
        }),
        'res',
      ),
    ).join('') +
    contractType(
      'InfoRuc',
      INFO_RUC_FIELDS.map((field) => [field] as const),
      'res',
    ) +
    contractType(
      'Tracking',
      TRACKING_FIELDS.map((field) => [field] as const),
      'res',
    ) +
    '<xs:complexType name="ArrayOfTracking"><xs:sequence>' +
    '<xs:element minOccurs="0" maxOccurs="unbounded" name="listTracking" nillable="true" type="res:Tracking"/>' +
    '</xs:sequence></xs:complexType></xs:schema>';

  const messages = HKA_METHODS.map(
    (method) =>
      `<wsdl:message name="IService_${method}_InputMessage"><wsdl:part name="parameters" element="tns:${method}"/></wsdl:message>` +
      `<wsdl:message name="IService_${method}_OutputMessage"><wsdl:part name="parameters" element="tns:${method}Response"/></wsdl:message>`,
  ).join('');
  const portOperations = HKA_METHODS.map(
    (method) =>
      `<wsdl:operation name="${method}">` +
      `<wsdl:input wsaw:Action="${TEMPURI}IService/${method}" message="tns:IService_${method}_InputMessage"/>` +
      `<wsdl:output wsaw:Action="${TEMPURI}IService/${method}Response" message="tns:IService_${method}_OutputMessage"/>` +
      `</wsdl:operation>`,
  ).join('');
  const bindingOperations = HKA_METHODS.map(
    (method) =>
      `<wsdl:operation name="${method}"><soap:operation soapAction="${TEMPURI}IService/${method}" style="document"/>` +
      `<wsdl:input><soap:body use="literal"/></wsdl:input><wsdl:output><soap:body use="literal"/></wsdl:output></wsdl:operation>`,
  ).join('');
  return (
    '<?xml version="1.0" encoding="utf-8"?>' +
    `<wsdl:definitions name="Service" targetNamespace="${TEMPURI}" xmlns:wsdl="http://schemas.xmlsoap.org/wsdl/"` +
    ` xmlns:soap="http://schemas.xmlsoap.org/wsdl/soap/" xmlns:tns="${TEMPURI}" xmlns:xsd="${XS}"` +
    ` xmlns:wsaw="http://www.w3.org/2006/05/addressing/wsdl">` +
    `<wsdl:types>${operationsSchema}${documentoSchema}${modelSchema}${apiSchema}${responseSchema}</wsdl:types>` +
    messages +
    `<wsdl:portType name="IService">${portOperations}</wsdl:portType>` +
    `<wsdl:binding name="BasicHttpBinding_IService" type="tns:IService">` +
    `<soap:binding transport="http://schemas.xmlsoap.org/soap/http"/>${bindingOperations}</wsdl:binding>` +
    `<wsdl:service name="Service"><wsdl:port name="BasicHttpBinding_IService" binding="tns:BasicHttpBinding_IService">` +
    `<soap:address location="${escapeXml(location)}"/></wsdl:port></wsdl:service>` +
    '</wsdl:definitions>'
  );
}

function sequence(fields: readonly (readonly [string, string])[]): string {
  return (
    '<xs:complexType><xs:sequence>' +
    fields
      .map(([name, type]) => `<xs:element minOccurs="0" name="${name}" nillable="true" type="${type}"/>`)
      .join('') +
    '</xs:sequence></xs:complexType>'
  );
}

function contractType(name: string, fields: ContractType, prefix: string): string {
  return (
    `<xs:complexType name="${name}"><xs:sequence>` +
    fields
      .map(([field, type, isList]) => {
        const reference =
          type === undefined ? 'xs:string' : isList ? `${prefix}:ArrayOf${type}` : `${prefix}:${type}`;
        return `<xs:element minOccurs="0" name="${field}" nillable="true" type="${reference}"/>`;
      })
      .join('') +
    `</xs:sequence></xs:complexType>`
  );
}
