import { formatPanamaTimestamp } from '../../src/dgi/panama-time.ts';
import { testCertificate } from './test-documents.ts';
import { signXml } from './test-signer.ts';

export const SOAP12 = 'http://www.w3.org/2003/05/soap-envelope';
export const WSDL = 'http://dgi-fep.mef.gob.pa/wsdl/FeRecepFE';
export const DGI = 'http://dgi-fep.mef.gob.pa';

export type SoapCall = { readonly status: number; readonly text: string; readonly codes: string[] };

/** The envelope of ws-examples.md §3 around a request root, with its children in the given namespace. */
export function envelope(
  root: string,
  fields: string,
  requestNamespace = WSDL,
  soapNamespace = SOAP12,
): string {
  return (
    `<soap:Envelope xmlns:soap="${soapNamespace}" xmlns:fer="${WSDL}" xmlns:req="${requestNamespace}">` +
    `<soap:Header><fer:feHeaderMsg><fer:dVerForm>1.00</fer:dVerForm></fer:feHeaderMsg></soap:Header>` +
    `<soap:Body><fer:feDatosMsg><req:${root}>${fields}</req:${root}></fer:feDatosMsg></soap:Body></soap:Envelope>`
  );
}

export function common(controlId = '1', iAmb = '2'): string {
  return `<req:dVerForm>1.00</req:dVerForm><req:dId>${controlId}</req:dId><req:iAmb>${iAmb}</req:iAmb>`;
}

export function cdata(text: string): string {
  return `<![CDATA[${text.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;
}

export async function callService(
  baseUrl: string,
  service: string,
  body: string,
  contentType = 'application/soap+xml; charset=utf-8',
): Promise<SoapCall> {
  const response = await fetch(`${baseUrl}/FepWcfService/${service}.svc`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  const text = await response.text();
  return {
    status: response.status,
    text,
    codes: [...text.matchAll(/<dCodRes>([^<]+)<\/dCodRes>/g)].map((match) => match[1] ?? ''),
  };
}

export function sendDocument(
  baseUrl: string,
  rfe: string,
  options: { embedAsElement?: boolean; iAmb?: string } = {},
): Promise<SoapCall> {
  const content = options.embedAsElement ? rfe.replace(/^<\?xml[^?]*\?>\s*/, '') : cdata(rfe);
  return callService(
    baseUrl,
    'feRecepFE',
    envelope('rEnviFe', `${common('101', options.iAmb)}<req:xFe>${content}</req:xFe>`),
  );
}

export function consultDocument(baseUrl: string, cufe: string): Promise<SoapCall> {
  return callService(
    baseUrl,
    'feConsFE',
    envelope('rEnviConsFe', `${common('102')}<req:dCufe>${cufe}</req:dCufe>`),
  );
}

export function sendEvent(baseUrl: string, eventXml: string): Promise<SoapCall> {
  return callService(
    baseUrl,
    'feRecepEvento',
    envelope('rEnviEventoFe', `${common('103')}<req:dEvReg>${cdata(eventXml)}</req:dEvReg>`),
  );
}

export function checkRuc(baseUrl: string, ruc: string, type: 1 | 2): Promise<SoapCall> {
  return callService(
    baseUrl,
    'feConsRucDV',
    envelope(
      'rEnviConsRucDV',
      `${common('104')}<req:dRuc>${ruc}</req:dRuc><req:dTipoRuc>${type}</req:dTipoRuc>`,
    ),
  );
}

/** A cancellation event (FACTS.md §6) signed with the test certificate. */
export function signedCancellation(input: {
  readonly cufe: string;
  readonly issuerRuc?: string;
  readonly issuerDv?: string;
  readonly iAmb?: string;
  readonly reason?: string;
}): string {
  const unsigned =
    `<rEvAnulaFe xmlns="${DGI}"><dVerForm>1.00</dVerForm><gInfProt>` +
    `<dIdFirma>ID${formatPanamaTimestamp(new Date()).replace(/\D/g, '').slice(0, 14).padEnd(20, '0')}</dIdFirma>` +
    `<iAmb>${input.iAmb ?? '2'}</iAmb><dCufe>${input.cufe}</dCufe>` +
    `<gRucEm><dTipContEm>2</dTipContEm><dRucEm>${input.issuerRuc ?? '155596713-2-2015'}</dRucEm>` +
    `<dDvEm>${input.issuerDv ?? '59'}</dDvEm></gRucEm>` +
    `<dMotivoAn>${input.reason ?? 'La operación no se realizó por desistimiento del cliente'}</dMotivoAn></gInfProt></rEvAnulaFe>`;
  return signXml(unsigned, testCertificate());
}
