import type { PacEnvironment } from './pac-types.ts';

/** SOAP 1.2 and the DGI's web-service namespace (FACTS.md §6, ws-examples.md §2–§8). */
export const SOAP12_NAMESPACE = 'http://www.w3.org/2003/05/soap-envelope';
export const DGI_WSDL_NAMESPACE = 'http://dgi-fep.mef.gob.pa/wsdl/FeRecepFE';
export const SOAP_CONTENT_TYPE = 'application/soap+xml; charset=utf-8';
const FORMAT_VERSION = '1.00';

/** The DGI services the adapter calls, one .svc each under /FepWcfService/. */
export type DgiService = 'feRecepFE' | 'feConsFE' | 'feDescFE' | 'feRecepEvento' | 'feConsRucDV';

type Common = { readonly controlId: string; readonly iAmb: PacEnvironment };

/** rEnviFe: dVerForm, dId, iAmb, xFe (the signed rFE in a CDATA section). */
export function buildSendDocumentEnvelope(request: Common & { readonly signedXml: string }): string {
  return envelope('rEnviFe', request, `<fer:xFe>${cdata(request.signedXml)}</fer:xFe>`);
}

/** rEnviConsFe: dVerForm, dId, iAmb, dCufe. */
export function buildConsultEnvelope(request: Common & { readonly cufe: string }): string {
  return envelope('rEnviConsFe', request, `<fer:dCufe>${escapeXmlText(request.cufe)}</fer:dCufe>`);
}

/**
 * rEnviDescFe (download by criteria, ws-examples.md §7) narrowed to one document: the receiver's RUC and
 * the PAC's access key (dClaveAcceso, not a DGI element: see packages/pac-sandbox/README.md).
 */
export function buildDownloadEnvelope(
  request: Common & { readonly receiverRuc: string; readonly accessKey: string },
): string {
  return envelope(
    'rEnviDescFe',
    request,
    `<fer:gRucRec><fer:dRuc>${escapeXmlText(request.receiverRuc)}</fer:dRuc></fer:gRucRec>` +
      `<fer:dClaveAcceso>${escapeXmlText(request.accessKey)}</fer:dClaveAcceso>`,
  );
}

/** rEnviEventoFe: dVerForm, dId, iAmb, dEvReg (the signed event in a CDATA section). */
export function buildEventEnvelope(request: Common & { readonly signedEventXml: string }): string {
  return envelope('rEnviEventoFe', request, `<fer:dEvReg>${cdata(request.signedEventXml)}</fer:dEvReg>`);
}

/** rEnviConsRucDV: dVerForm, dId, iAmb, dRuc, dTipoRuc. */
export function buildTaxpayerEnvelope(
  request: Common & { readonly ruc: string; readonly taxpayerType: 1 | 2 },
): string {
  return envelope(
    'rEnviConsRucDV',
    request,
    `<fer:dRuc>${escapeXmlText(request.ruc)}</fer:dRuc><fer:dTipoRuc>${request.taxpayerType}</fer:dTipoRuc>`,
  );
}

/**
 * A CDATA section holding any XML text: a `]]>` inside it (the end of the CDATA that wraps an rFE's QR,
 * for one) is split across two sections, so the reader gets the text back unchanged.
 */
export function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

export function escapeXmlText(text: string): string {
  return text.replace(/[&<>]/g, (character) =>
    character === '&' ? '&amp;' : character === '<' ? '&lt;' : '&gt;',
  );
}

function envelope(root: string, common: Common, fields: string): string {
  return (
    `<soap:Envelope xmlns:soap="${SOAP12_NAMESPACE}" xmlns:fer="${DGI_WSDL_NAMESPACE}">` +
    `<soap:Header><fer:feHeaderMsg><fer:dVerForm>${FORMAT_VERSION}</fer:dVerForm></fer:feHeaderMsg></soap:Header>` +
    `<soap:Body><fer:feDatosMsg><fer:${root}><fer:dVerForm>${FORMAT_VERSION}</fer:dVerForm>` +
    `<fer:dId>${common.controlId}</fer:dId><fer:iAmb>${common.iAmb}</fer:iAmb>${fields}</fer:${root}>` +
    `</fer:feDatosMsg></soap:Body></soap:Envelope>`
  );
}
