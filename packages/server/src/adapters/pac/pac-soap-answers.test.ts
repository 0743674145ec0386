import { describe, expect, it } from 'vitest';
import { PacError } from './pac-errors.ts';
import {
  readConsultationAnswer,
  readEventAnswer,
  readReceptionAnswer,
  readSoapBody,
  readTaxpayerAnswer,
} from './pac-soap-answers.ts';
import { SANDBOX_STATUS_CODES } from './pac-client.ts';

const CUFE = 'FE012000000521-136-113133-0270062022051590000008910080125781091727';
const SOAP = 'http://www.w3.org/2003/05/soap-envelope';
const WSDL = 'http://dgi-fep.mef.gob.pa/wsdl/FeRecepFE';

function envelope(body: string): string {
  return `<s:Envelope xmlns:s="${SOAP}"><s:Body>${body}</s:Body></s:Envelope>`;
}

function rootOf(body: string) {
  const read = readSoapBody(envelope(body));
  if (!('root' in read)) throw new Error('fault');
  return read.root;
}

function results(...codes: [string, string][]): string {
  return codes
    .map(([code, message]) => `<gResProc><dCodRes>${code}</dCodRes><dMsgRes>${message}</dMsgRes></gResProc>`)
    .join('');
}

const PROTOCOL_FIELDS = `<dCUFE>${CUFE}</dCUFE><dFecProc>2026-03-02T10:15:00-05:00</dFecProc>`;

describe('reading feRecepFE answers', () => {
  it('reads an authorisation inside xProtFe, with its warnings and the rProtFe it came in', () => {
    const answer = readReceptionAnswer(
      rootOf(
        `<rRetEnviFe xmlns="${WSDL}"><dVerForm>1.00</dVerForm><iAmb>2</iAmb><dVerApl>1.00</dVerApl><xProtFe>` +
          `<rProtFe xmlns="http://dgi-fep.mef.gob.pa"><dVerForm>1.00</dVerForm><gInfProt><dId>ID00000000000000000123</dId><iAmb>2</iAmb>` +
          `<dVerApl>1.00</dVerApl>${PROTOCOL_FIELDS}<dProAut>00000000000000000123</dProAut><dDigVal>abc=</dDigVal>` +
          `${results(['0260', 'Autorizado el uso de la FE'], ['1519', 'Fecha de emisión muy antigua'])}</gInfProt></rProtFe></xProtFe></rRetEnviFe>`,
      ),
      SANDBOX_STATUS_CODES,
    );
    expect(answer).toMatchObject({
      kind: 'authorised',
      cufe: CUFE,
      protocol: '00000000000000000123',
      processedAt: new Date('2026-03-02T15:15:00Z'),
      digestValue: 'abc=',
      warnings: [{ code: '1519', message: 'Fecha de emisión muy antigua' }],
    });
    expect(answer.kind === 'authorised' && answer.protocolXml).toMatch(
      /^<rProtFe xmlns="http:\/\/dgi-fep.mef.gob.pa">/,
    );
  });

  it('reads a production answer with rProtFe directly under the root and dProtAut', () => {
    const answer = readReceptionAnswer(
      rootOf(
        `<rRetEnviFe xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" xmlns="${WSDL}"><dVerForm>1.00</dVerForm><iAmb>1</iAmb>` +
          `<dVerApl>1.00</dVerApl><rProtFe><dVerForm>1.00</dVerForm><gInfProt><iAmb>1</iAmb><dVerApl>1.00</dVerApl>${PROTOCOL_FIELDS}` +
          `<dProtAut>999</dProtAut><dDigVal>d=</dDigVal>${results(['0260', 'Autorizado el uso de la FE'])}</gInfProt><Signature/></rProtFe></rRetEnviFe>`,
      ),
      SANDBOX_STATUS_CODES,
    );
    expect(answer).toMatchObject({ kind: 'authorised', protocol: '999', warnings: [] });
  });

  it('reads a rejection with every code, and tells a duplicate apart', () => {
    const rejection = (codes: [string, string][]) =>
      readReceptionAnswer(
        rootOf(
          `<rRetEnviFe xmlns="${WSDL}"><xProtFe><rProtFe><gInfProt><iAmb>2</iAmb>${PROTOCOL_FIELDS}${results(...codes)}</gInfProt>` +
            `<Signature /></rProtFe></xProtFe></rRetEnviFe>`,
        ),
        SANDBOX_STATUS_CODES,
      );
    expect(
      rejection([
        ['1601', 'Regla de formación del RUC invalida'],
        ['1602', 'RUC inexistente en los registros de la DGI'],
      ]),
    ).toEqual({
      kind: 'rejected',
      cufe: CUFE,
      codes: [
        { code: '1601', message: 'Regla de formación del RUC invalida' },
        { code: '1602', message: 'RUC inexistente en los registros de la DGI' },
      ],
      isDuplicate: false,
      processedAt: new Date('2026-03-02T15:15:00Z'),
    });
    expect(rejection([['1002', 'Documento duplicado']])).toMatchObject({
      kind: 'rejected',
      isDuplicate: true,
    });
  });

  it('reads the PAC’s in-process and returned answers as pending', () => {
    const pending = (code: string) =>
      readReceptionAnswer(
        rootOf(
          `<rRetEnviFe xmlns="${WSDL}"><xProtFe><rProtFe><gInfProt>${results([code, 'x'])}</gInfProt></rProtFe></xProtFe></rRetEnviFe>`,
        ),
        {
          ...SANDBOX_STATUS_CODES,
          returned: ['0262', '9911'],
        },
      );
    expect(pending('0261').kind).toBe('in_process');
    expect(pending('9911').kind).toBe('returned');
  });

  it('refuses an authorisation without its protocol number, and answers that are not SOAP', () => {
    const withoutProtocol = `<rRetEnviFe xmlns="${WSDL}"><gInfProt>${PROTOCOL_FIELDS}${results(['0260', 'ok'])}</gInfProt></rRetEnviFe>`;
    expect(() => readReceptionAnswer(rootOf(withoutProtocol), SANDBOX_STATUS_CODES)).toThrow(
      expect.objectContaining({ code: 'PAC_MALFORMED_ANSWER', isOutcomeUnknown: true }),
    );
    expect(() => readSoapBody('<html>Bad gateway</html>')).toThrow(PacError);
    expect(() => readSoapBody('<!DOCTYPE x [<!ENTITY e "y">]><x>&e;</x>')).toThrow(PacError);
    expect(() => readSoapBody('not xml')).toThrow(PacError);
  });

  it('returns a SOAP Fault’s code and reason', () => {
    const fault = `<s:Fault><s:Code><s:Value>s:Sender</s:Value></s:Code><s:Reason><s:Text xml:lang="es">feDatosMsg debe contener rEnviFe.</s:Text></s:Reason></s:Fault>`;
    expect(readSoapBody(envelope(fault))).toEqual({
      fault: { code: 'Sender', reason: 'feDatosMsg debe contener rEnviFe.' },
    });
  });
});

describe('reading feConsFE, feRecepEvento and feConsRucDV answers', () => {
  const consultation = (code: string, content = '') =>
    readConsultationAnswer(
      rootOf(
        `<rRetEnviConsFe xmlns="${WSDL}"><dFecProc>2026-03-02T10:15:00-05:00</dFecProc><dCodRes>${code}</dCodRes><dMsgRes>m</dMsgRes>${content}</rRetEnviConsFe>`,
      ),
      CUFE,
      SANDBOX_STATUS_CODES,
    );

  it('reads a found document with its protocol, or without one when the PAC sends none', () => {
    const withProtocol = consultation(
      '0422',
      `<xContenFE><rContFe><dVerForm>1.00</dVerForm><xFe><rFE xmlns="http://dgi-fep.mef.gob.pa"><dId>${CUFE}</dId></rFE></xFe>` +
        `<xProtFe><rProtFe xmlns="http://dgi-fep.mef.gob.pa"><gInfProt>${PROTOCOL_FIELDS}<dProAut>5</dProAut><dDigVal>d=</dDigVal>` +
        `${results(['0260', 'ok'])}</gInfProt></rProtFe></xProtFe></rContFe></xContenFE>`,
    );
    expect(withProtocol).toMatchObject({
      kind: 'found',
      cufe: CUFE,
      authorisation: { protocol: '5', digestValue: 'd=' },
    });
    expect(withProtocol.kind === 'found' && withProtocol.documentXml).toBe(
      `<rFE xmlns="http://dgi-fep.mef.gob.pa"><dId>${CUFE}</dId></rFE>`,
    );
    expect(consultation('0422', '<xContenFE><rContFe><xFe><rFE/></xFe></rContFe></xContenFE>')).toMatchObject(
      {
        kind: 'found',
        authorisation: null,
      },
    );
  });

  it('reads in process and not found, and refuses any other code', () => {
    expect(consultation('0261').kind).toBe('in_process');
    expect(consultation('0423')).toEqual({ kind: 'not_found', code: { code: '0423', message: 'm' } });
    expect(() => consultation('0100')).toThrow(expect.objectContaining({ code: 'PAC_REFUSED_REQUEST' }));
  });

  it('reads a registered cancellation, a repeated one, and a rejected one', () => {
    const event = (code: string) =>
      readEventAnswer(
        rootOf(
          `<rRetEnviEventoFe xmlns="${WSDL}"><dFecProc>2026-03-02T10:15:00-05:00</dFecProc>${results([code, 'm'])}</rRetEnviEventoFe>`,
        ),
      );
    expect(event('0600')).toEqual({
      kind: 'registered',
      processedAt: new Date('2026-03-02T15:15:00Z'),
      code: { code: '0600', message: 'm' },
    });
    expect(event('0622').kind).toBe('already_cancelled');
    expect(event('0620')).toEqual({ kind: 'rejected', codes: [{ code: '0620', message: 'm' }] });
  });

  it('reads a taxpayer and an unregistered RUC', () => {
    const taxpayer = (group: string) =>
      readTaxpayerAnswer(
        rootOf(`<rRetEnviConsRucDV xmlns="${WSDL}"><gResRucDV>${group}</gResRucDV></rRetEnviConsRucDV>`),
      );
    expect(
      taxpayer(
        `<dRuc>8-274-125</dRuc><dTipoRuc>1</dTipoRuc><dNomb>María</dNomb><dDV>91</dDV><iAfilFE>2</iAfilFE>${results(['0680', 'ok'])}`,
      ),
    ).toEqual({
      kind: 'found',
      ruc: '8-274-125',
      taxpayerType: 1,
      dv: '91',
      name: 'María',
      isAuthorisedToIssue: false,
      receiverType: undefined,
      code: { code: '0680', message: 'ok' },
    });
    expect(taxpayer(results(['0640', 'CONTRIBUYENTE NO INSCRITO'])).kind).toBe('not_registered');
  });
});
