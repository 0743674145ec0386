import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessKeyOf, DGI_SAMPLE_TAXPAYER, startPacSandbox, type PacSandbox } from '../src/index.ts';
import {
  callService,
  checkRuc,
  common,
  consultDocument,
  DGI,
  envelope,
  sendDocument,
  SOAP12,
} from './support/soap-calls.ts';
import { buildTestDocument, DGI_SAMPLE_CUFE, DGI_SAMPLE_XML } from './support/test-documents.ts';

let sandbox: PacSandbox;

beforeAll(async () => {
  sandbox = await startPacSandbox({ taxpayers: [DGI_SAMPLE_TAXPAYER] });
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

describe('feRecepFE over SOAP 1.2', () => {
  it('authorises the DGI sample with a protocol number and the 1519 notification for its old date', async () => {
    const answer = await sendDocument(sandbox.url, DGI_SAMPLE_XML);
    expect(answer.status).toBe(200);
    expect(answer.codes).toEqual(['0260', '1519']);
    expect(answer.text).toContain('<rRetEnviFe xmlns="http://dgi-fep.mef.gob.pa/wsdl/FeRecepFE">');
    expect(answer.text).toMatch(
      /<xProtFe><rProtFe xmlns="http:\/\/dgi-fep.mef.gob.pa"><dVerForm>1.00<\/dVerForm><gInfProt><dId>ID(\d{20})<\/dId>/,
    );
    expect(answer.text).toContain(`<dCUFE>${DGI_SAMPLE_CUFE}</dCUFE>`);
    expect(answer.text).toMatch(
      /<dFecProc>\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d-05:00<\/dFecProc><dProAut>\d{20}<\/dProAut>/,
    );
    expect(answer.text).toContain('<dDigVal>6DAmQE2MHCLS5sCNiivAVTFcSVz4VcVcWkrEFIpT8RY=</dDigVal>');
    expect(answer.text).toContain('<dMsgRes>Autorizado el uso de la FE</dMsgRes>');
  });

  it('answers 0185 for the sample when its issuer is not affiliated to the PAC', async () => {
    const strict = await startPacSandbox();
    try {
      expect((await sendDocument(strict.url, DGI_SAMPLE_XML)).codes).toEqual(['0185', '1519']);
    } finally {
      await strict.close();
    }
  });

  it('takes the rFE embedded as an element, and request wrappers in the dgi-fep namespace', async () => {
    const document = buildTestDocument();
    const answer = await callService(
      sandbox.url,
      'feRecepFE',
      envelope('rEnviFe', `${common()}<req:xFe>${document.xml}</req:xFe>`, DGI),
    );
    expect(answer.codes).toEqual(['0260']);
  });

  it('rejects the sample with one byte changed (1003), and a wrong CUFE digit (1001)', async () => {
    const tampered = DGI_SAMPLE_XML.replace('<dVTot>685.66</dVTot>', '<dVTot>685.76</dVTot>');
    expect((await sendDocument(sandbox.url, tampered)).codes).toEqual(['2507', '1003', '1519']);
    const wrongDigit = DGI_SAMPLE_XML.replaceAll('1091727<', '1091720<');
    const answer = await sendDocument(sandbox.url, wrongDigit);
    expect(answer.codes).toEqual(['1001', '1003', '1519']);
    expect(answer.text).toContain('Valor del CUFE no está calculado correctamente');
    expect(answer.text).not.toContain('<dProAut>');
  });

  it('rejects wrong totals signed by the issuer with the DGI codes', async () => {
    const document = buildTestDocument({
      edit: (xml) => xml.replace('<dPrItem>21.00</dPrItem>', '<dPrItem>20.00</dPrItem>'),
    });
    const answer = await sendDocument(sandbox.url, document.xml);
    expect(answer.codes).toEqual(['2053', '2056', '2152', '2500']);
    expect(answer.text).toContain('<dMsgRes>Precio del ítem inválido</dMsgRes>');
  });

  it('answers 0100 with the schema validator’s text', async () => {
    const answer = await sendDocument(sandbox.url, DGI_SAMPLE_XML.replace('<cPaisRec>PA</cPaisRec>', ''));
    expect(answer.codes).toEqual(['0100']);
    expect(answer.text).toMatch(/<dMsgRes>[^<]*gDatRec[^<]*<\/dMsgRes>/);
  });

  it('answers 1002 to the same document twice, and to another document with the same number', async () => {
    const first = buildTestDocument({ number: 77 });
    expect((await sendDocument(sandbox.url, first.xml)).codes).toEqual(['0260']);
    expect((await sendDocument(sandbox.url, first.xml)).codes).toEqual(['1002']);
    const sameNumber = buildTestDocument({ number: 77, securityCode: '555555555' });
    expect(sameNumber.cufe).not.toBe(first.cufe);
    expect((await sendDocument(sandbox.url, sameNumber.xml)).codes).toEqual(['1002']);
    expect(
      (await sendDocument(sandbox.url, buildTestDocument({ number: 77, billingPoint: '002' }).xml)).codes,
    ).toEqual(['0260']);
  });

  it('rejects a document sent with another environment in the envelope (1500)', async () => {
    expect((await sendDocument(sandbox.url, buildTestDocument().xml, { iAmb: '1' })).codes).toEqual(['1500']);
  });

  it('answers 0100 to a request without xFe, and 1000 to another format version', async () => {
    expect((await callService(sandbox.url, 'feRecepFE', envelope('rEnviFe', common()))).codes).toEqual([
      '0100',
    ]);
    const oldVersion = common().replace('<req:dVerForm>1.00', '<req:dVerForm>0.90');
    expect((await callService(sandbox.url, 'feRecepFE', envelope('rEnviFe', oldVersion))).codes).toEqual([
      '1000',
    ]);
  });
});

describe('feConsFE', () => {
  it('finds an authorised document with its protocol (0422) and answers 0423 for an unknown CUFE', async () => {
    const document = buildTestDocument();
    await sendDocument(sandbox.url, document.xml);
    const found = await consultDocument(sandbox.url, document.cufe);
    expect(found.codes).toEqual(['0422', '0260']);
    expect(found.text).toMatch(
      /<dCodRes>0422<\/dCodRes><dMsgRes>Exito en la consulta<\/dMsgRes><xContenFE><rContFe><dVerForm>1.00<\/dVerForm><xFe><rFE xmlns="http:\/\/dgi-fep.mef.gob.pa">/,
    );
    expect(found.text).toContain('<xProtFe><rProtFe');
    const otherDigit = String((Number(document.cufe.slice(65)) + 1) % 10);
    const missing = await consultDocument(sandbox.url, document.cufe.slice(0, 65) + otherDigit);
    expect(missing.codes).toEqual(['0423']);
    expect(missing.text).not.toContain('xContenFE');
  });

  it('does not keep rejected documents', async () => {
    const rejected = buildTestDocument({ payments: [{ form: '99' }] });
    expect((await sendDocument(sandbox.url, rejected.xml)).codes).toEqual(['2601']);
    expect((await consultDocument(sandbox.url, rejected.cufe)).codes).toEqual(['0423']);
  });
});

describe('feDescFE by access key', () => {
  function download(receiverRuc: string, accessKey: string) {
    return callService(
      sandbox.url,
      'feDescFE',
      envelope(
        'rEnviDescFe',
        `${common('105')}<req:gRucRec><req:dRuc>${receiverRuc}</req:dRuc></req:gRucRec>` +
          `<req:dClaveAcceso>${accessKey}</req:dClaveAcceso>`,
      ),
    );
  }

  it('hands the receiver its document byte for byte with the protocol (0761)', async () => {
    const document = buildTestDocument();
    await sendDocument(sandbox.url, document.xml);
    const key = accessKeyOf(document.cufe);
    expect(key).toMatch(/^\d{49}$/);
    const found = await download('155601234-2-2015', key);
    expect(found.codes).toEqual(['0761', '0260']);
    expect(found.text).toContain('<dTotdoc>1</dTotdoc>');
    expect(found.text).toContain(`<xFe><![CDATA[${document.xml.replace(/^<\?xml[^?]*\?>\s*/, '')}]]></xFe>`);
  });

  it('hands nothing to another RUC, for an unknown key (0762) or a malformed key (0100)', async () => {
    const document = buildTestDocument();
    await sendDocument(sandbox.url, document.xml);
    const key = accessKeyOf(document.cufe);
    expect((await download('155596713-2-2015', key)).codes).toEqual(['0762']);
    expect((await download('155601234-2-2015', accessKeyOf('otro'))).codes).toEqual(['0762']);
    expect((await download('155601234-2-2015', '123')).codes).toEqual(['0100']);
  });
});

describe('feConsRucDV', () => {
  it('answers the registry’s DV, name and e-invoicing authorisation (0680), or 0640', async () => {
    const demo = await checkRuc(sandbox.url, '155596713-2-2015', 2);
    expect(demo.codes).toEqual(['0680']);
    expect(demo.text).toContain(
      '<gResRucDV><dRuc>155596713-2-2015</dRuc><dTipoRuc>2</dTipoRuc><dNomb>Comercializadora Demo Facturar, S.A.</dNomb><dDV>59</dDV><iAfilFE>1</iAfilFE><dTipoRec>01</dTipoRec>',
    );
    expect((await checkRuc(sandbox.url, '8-274-125', 1)).text).toContain('<dDV>91</dDV><iAfilFE>2</iAfilFE>');
    const unknown = await checkRuc(sandbox.url, '8-274-125', 2);
    expect(unknown.codes).toEqual(['0640']);
    expect(unknown.text).toContain('CONTRIBUYENTE NO INSCRITO');
  });
});

describe('malformed requests get SOAP faults', () => {
  it('answers a Sender fault (HTTP 400) to text that is not an envelope', async () => {
    const answer = await callService(sandbox.url, 'feRecepFE', '<notSoap/>');
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(
      `<s:Envelope xmlns:s="${SOAP12}"><s:Body><s:Fault><s:Code><s:Value>s:Sender</s:Value>`,
    );
  });

  it('answers a Sender fault to XML that is not well formed, and to the wrong request root', async () => {
    expect((await callService(sandbox.url, 'feConsFE', '<soap:Envelope xmlns:soap="x"><a></b>')).status).toBe(
      400,
    );
    const wrongRoot = await callService(sandbox.url, 'feConsFE', envelope('rEnviFe', common()));
    expect(wrongRoot.status).toBe(400);
    expect(wrongRoot.text).toContain('feDatosMsg debe contener rEnviConsFe.');
  });

  it('answers VersionMismatch to SOAP 1.1', async () => {
    const soap11 = envelope('rEnviConsFe', common(), undefined, 'http://schemas.xmlsoap.org/soap/envelope/');
    const answer = await callService(sandbox.url, 'feConsFE', soap11, 'text/xml; charset=utf-8');
    expect(answer.status).toBe(400);
    expect(answer.text).toContain('<s:Value>s:VersionMismatch</s:Value>');
  });

  it('refuses a DOCTYPE in the envelope without expanding it', async () => {
    const withEntity = `<!DOCTYPE x [<!ENTITY e SYSTEM "file:///etc/passwd">]>${envelope('rEnviConsFe', `${common()}<req:dCufe>&e;</req:dCufe>`)}`;
    const answer = await callService(sandbox.url, 'feConsFE', withEntity);
    expect(answer.status).toBe(400);
    expect(answer.text).not.toContain('root:');
  });
});
