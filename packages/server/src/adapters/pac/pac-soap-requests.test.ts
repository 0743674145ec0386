import { DOMParser, type Element, type Node } from '@xmldom/xmldom';
import { describe, expect, it } from 'vitest';
import {
  buildConsultEnvelope,
  buildEventEnvelope,
  buildSendDocumentEnvelope,
  buildTaxpayerEnvelope,
  cdata,
} from './pac-soap-requests.ts';
import { SIGNED_SAMPLE } from '../../../test/support/dgi-sample.ts';

const SAMPLE = SIGNED_SAMPLE.toString('utf8');

function parse(xml: string) {
  return new DOMParser({
    onError: (level, message) => {
      throw new Error(`${level}: ${message}`);
    },
  }).parseFromString(xml, 'text/xml');
}

function requestFields(xml: string): [string, string][] {
  const request = parse(xml).getElementsByTagNameNS(
    'http://dgi-fep.mef.gob.pa/wsdl/FeRecepFE',
    'feDatosMsg',
  )[0]?.firstChild as Element | null;
  if (!request) throw new Error('no request');
  return Array.from(request.childNodes)
    .filter((node: Node): node is Element => node.nodeType === 1)
    .map((field) => [field.localName ?? '', field.textContent ?? '']);
}

describe('SOAP 1.2 requests to the PAC', () => {
  it('wraps rEnviFe in feDatosMsg with the header feHeaderMsg/dVerForm and the fields in DGI order', () => {
    const xml = buildSendDocumentEnvelope({ controlId: '42', iAmb: 2, signedXml: '<rFE/>' });
    expect(xml).toContain(
      '<soap:Envelope xmlns:soap="http://www.w3.org/2003/05/soap-envelope" xmlns:fer="http://dgi-fep.mef.gob.pa/wsdl/FeRecepFE">' +
        '<soap:Header><fer:feHeaderMsg><fer:dVerForm>1.00</fer:dVerForm></fer:feHeaderMsg></soap:Header>',
    );
    expect(requestFields(xml)).toEqual([
      ['dVerForm', '1.00'],
      ['dId', '42'],
      ['iAmb', '2'],
      ['xFe', '<rFE/>'],
    ]);
  });

  it('carries the DGI sample, CDATA QR included, through its CDATA section unchanged', () => {
    expect(SAMPLE).toContain(']]>');
    const xml = buildSendDocumentEnvelope({ controlId: '1', iAmb: 2, signedXml: SAMPLE });
    expect(requestFields(xml).find(([name]) => name === 'xFe')?.[1]).toBe(SAMPLE);
  });

  it('splits every ]]> of the text it wraps', () => {
    const text = 'a]]>b]]>c';
    expect(parse(`<x>${cdata(text)}</x>`).documentElement?.textContent).toBe(text);
  });

  it('writes the consultation, the event and the RUC check in the order of ws-examples.md', () => {
    expect(requestFields(buildConsultEnvelope({ controlId: '7', iAmb: 1, cufe: 'FE01<&>' }))).toEqual([
      ['dVerForm', '1.00'],
      ['dId', '7'],
      ['iAmb', '1'],
      ['dCufe', 'FE01<&>'],
    ]);
    expect(
      requestFields(buildEventEnvelope({ controlId: '8', iAmb: 2, signedEventXml: '<rEvAnulaFe/>' })).map(
        ([name]) => name,
      ),
    ).toEqual(['dVerForm', 'dId', 'iAmb', 'dEvReg']);
    expect(
      requestFields(buildTaxpayerEnvelope({ controlId: '9', iAmb: 2, ruc: '8-274-125', taxpayerType: 1 })),
    ).toEqual([
      ['dVerForm', '1.00'],
      ['dId', '9'],
      ['iAmb', '2'],
      ['dRuc', '8-274-125'],
      ['dTipoRuc', '1'],
    ]);
  });
});
