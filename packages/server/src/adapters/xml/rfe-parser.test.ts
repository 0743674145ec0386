import { describe, expect, it } from 'vitest';
import { MAX_XML_BYTES, RfeParseError, parseRfe } from './index.ts';
import { SIGNED_SAMPLE } from '../../../test/support/dgi-sample.ts';

const SAMPLE = SIGNED_SAMPLE.toString('utf8');

function parseError(xml: string): RfeParseError {
  try {
    parseRfe(xml);
  } catch (error) {
    if (error instanceof RfeParseError) return error;
    throw error;
  }
  throw new Error('parseRfe accepted the XML');
}

describe('reading a signed rFE for its CAFE', () => {
  it('reads the DGI-accepted sample document: parties, numbering, dates and the QR', () => {
    const view = parseRfe(SAMPLE);
    expect(view.cufe).toBe('FE012000000521-136-113133-0270062022051590000008910080125781091727');
    expect(view).toMatchObject({
      environment: '2',
      emissionType: '01',
      contingency: undefined,
      documentType: '01',
      number: '9000000891',
      billingPoint: '008',
      issuedAt: '2022-05-15T01:00:00-05:00',
      cafeFormat: '1',
    });
    expect(view.issuer).toMatchObject({
      ruc: { type: '2', ruc: '521-136-113133', dv: '02' },
      branch: '7006',
      location: { code: '8-8-7', corregimiento: 'BELLA VISTA', district: 'PANAMA', province: 'PANAMA' },
      phones: ['300-9200'],
    });
    expect(view.receiver).toMatchObject({
      type: '02',
      ruc: { type: '1', ruc: '6-67-5306', dv: undefined },
      name: 'PRUEBA Operación Interna',
      emails: ['equiroz@hypernovalabs.com'],
      countryCode: 'PA',
    });
    expect(view.qrUrl).toMatch(
      /^https:\/\/dgi-fep-test\.mef\.gob\.pa:40001\/Consultas\/FacturasPorQR\?chFE=FE0120/,
    );
    expect(view.protocol).toBeUndefined();
  });

  it('keeps every amount exactly as the XML writes it', () => {
    const view = parseRfe(SAMPLE);
    expect(view.items).toHaveLength(12);
    expect(view.items[0]).toMatchObject({
      sequence: '001',
      description: 'Agua embotellada individual 300ml',
      code: 'P0000001',
      quantity: '35.000000',
      unitPrice: '0.350000',
      unitDiscount: '0.00',
      amount: '12.25',
      itbmsRate: '01',
      itbmsAmount: '0.86',
      total: '13.11',
    });
    expect(view.items[11]).toMatchObject({
      unit: 'dm',
      freight: '5.00',
      note: 'FACTURA DE PRUEBA PRODUCT X CON ESPECIFICACIONS X',
    });
    expect(view.totals).toMatchObject({
      net: '645.57',
      itbms: '45.09',
      discount: '10.00',
      total: '685.66',
      received: '685.66',
      change: undefined,
      paymentTerm: '1',
      itemCount: '12',
    });
    expect(view.payments).toEqual([{ form: '04', description: undefined, amount: '685.66' }]);
    expect(view.additionalDiscounts).toEqual([{ description: 'Descuento de compra', amount: '10.00' }]);
  });

  it('adds up the ITBMS per rate exactly from the items', () => {
    expect(parseRfe(SAMPLE).itbmsByRate).toEqual([
      { rate: '00', base: '1.75', tax: '0.00' },
      { rate: '01', base: '643.82', tax: '45.09' },
    ]);
  });

  it('reads contingency data, change, instalments and a referenced document', () => {
    const xml = SAMPLE.replace(
      '<iTpEmis>01</iTpEmis>',
      '<iTpEmis>02</iTpEmis><dFechaCont>2022-05-15T00:30:00-05:00</dFechaCont><dMotCont>Servicio del PAC no disponible</dMotCont>',
    )
      .replace(
        '</gAutXML>',
        '</gAutXML><gDFRef><gRucEmDFRef><dTipoRuc>2</dTipoRuc><dRuc>155596713-2-2015</dRuc><dDV>59</dDV></gRucEmDFRef><dNombEmRef>Proveedor S.A.</dNombEmRef><dFechaDFRef>2022-05-01T10:00:00-05:00</dFechaDFRef><gDFRefNum><gDFRefFacPap><dNroFacPap>A-0001</dNroFacPap></gDFRefFacPap></gDFRefNum></gDFRef>',
      )
      .replace('<dTotRec>685.66</dTotRec>', '<dTotRec>700.00</dTotRec><dVuelto>14.34</dVuelto>')
      .replace(
        '</gFormaPago>',
        '</gFormaPago><gPagPlazo><dSecItem>1</dSecItem><dFecItPlazo>2022-06-15T00:00:00-05:00</dFecItPlazo><dValItPlazo>685.66</dValItPlazo></gPagPlazo>',
      );
    const view = parseRfe(xml);
    expect(view.emissionType).toBe('02');
    expect(view.contingency).toEqual({
      startedAt: '2022-05-15T00:30:00-05:00',
      reason: 'Servicio del PAC no disponible',
    });
    expect(view.totals.change).toBe('14.34');
    expect(view.instalments).toEqual([
      { sequence: '1', dueDate: '2022-06-15T00:00:00-05:00', amount: '685.66', note: undefined },
    ]);
    expect(view.references).toEqual([
      {
        issuerRuc: { type: '2', ruc: '155596713-2-2015', dv: '59' },
        issuerName: 'Proveedor S.A.',
        date: '2022-05-01T10:00:00-05:00',
        cufe: undefined,
        paperNumber: 'A-0001',
        printerNumber: undefined,
      },
    ]);
  });

  it('reads the namespace, not the prefix: a prefixed document gives the same view', () => {
    const prefixed = SAMPLE.replace(
      /<(\/?)(?!Signature|SignedInfo|Canonicalization|SignatureMethod|Reference|Transforms|Transform|DigestMethod|DigestValue|SignatureValue|KeyInfo|X509)([A-Za-z]\w*)/g,
      '<$1fe:$2',
    ).replace('<fe:rFE xmlns="http://dgi-fep.mef.gob.pa">', '<fe:rFE xmlns:fe="http://dgi-fep.mef.gob.pa">');
    expect(prefixed).toContain('<fe:dId>');
    expect(parseRfe(prefixed)).toEqual(parseRfe(SAMPLE));
  });

  it('carries the authorisation protocol the caller knows', () => {
    const protocol = { number: '20220515000000000123', date: '2022-05-15T01:00:05-05:00' };
    expect(parseRfe(SAMPLE, { protocol }).protocol).toEqual(protocol);
  });

  it('reads a preview that has no QR yet', () => {
    const unsigned = SAMPLE.replace(/<Signature[\s\S]*<\/gNoFirm>/, '');
    expect(parseRfe(unsigned).qrUrl).toBeUndefined();
  });
});

describe('refusing XML that is not a readable rFE', () => {
  it('refuses a DTD, the door to entity expansion', () => {
    const bomb =
      '<?xml version="1.0"?><!DOCTYPE rFE [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>' +
      '<rFE xmlns="http://dgi-fep.mef.gob.pa"><dId>&b;</dId></rFE>';
    const error = parseError(bomb);
    expect(error.code).toBe('XML_DTD_FORBIDDEN');
    expect(error.mensaje).toBe('El XML no puede contener declaraciones DOCTYPE ni ENTITY.');
  });

  it('refuses an external entity reference', () => {
    const xxe = '<!DOCTYPE rFE SYSTEM "file:///etc/passwd"><rFE xmlns="http://dgi-fep.mef.gob.pa"/>';
    expect(parseError(xxe).code).toBe('XML_DTD_FORBIDDEN');
  });

  it('refuses an undeclared entity', () => {
    const xml = SAMPLE.replace('<dNombEm>FE generada', '<dNombEm>&secret; FE generada');
    expect(parseError(xml)).toMatchObject({
      code: 'XML_MALFORMED',
      mensaje: 'El XML está mal formado y no se puede leer.',
    });
  });

  it('refuses a document larger than the limit before parsing it', () => {
    const huge = `<rFE xmlns="http://dgi-fep.mef.gob.pa"><dId>${'x'.repeat(MAX_XML_BYTES)}</dId></rFE>`;
    expect(parseError(huge)).toMatchObject({
      code: 'XML_TOO_LARGE',
      mensaje: 'El XML supera el tamaño máximo permitido de 8 MB.',
    });
  });

  it('refuses malformed XML with a Spanish message', () => {
    expect(parseError(SAMPLE.replace('</gDGen>', '')).code).toBe('XML_MALFORMED');
    expect(parseError('').code).toBe('XML_MALFORMED');
    expect(parseError('factura').code).toBe('XML_MALFORMED');
  });

  it('refuses XML that is not a DGI rFE', () => {
    expect(parseError('<rFE><dId>x</dId></rFE>')).toMatchObject({
      code: 'XML_NOT_RFE',
      mensaje: 'El XML no es un documento electrónico rFE de la DGI.',
    });
    expect(parseError('<rEvAnulaFe xmlns="http://dgi-fep.mef.gob.pa"/>').code).toBe('XML_NOT_RFE');
  });

  it('names the missing element', () => {
    expect(parseError(SAMPLE.replace(/<dNombEm>[^<]*<\/dNombEm>/, ''))).toMatchObject({
      code: 'XML_MISSING_ELEMENT',
      mensaje: 'Falta el elemento obligatorio rFE/gDGen/gEmis/dNombEm en el documento.',
    });
    expect(parseError(SAMPLE.replace(/<gItem>[\s\S]*<\/gItem>/, '')).code).toBe('XML_MISSING_ELEMENT');
  });

  it('refuses an amount that is not a number', () => {
    expect(parseError(SAMPLE.replace('<dVTot>685.66</dVTot>', '<dVTot>685,66</dVTot>'))).toMatchObject({
      code: 'XML_INVALID_VALUE',
      mensaje: "El valor '685,66' de rFE/gTot/dVTot no es un número válido.",
    });
  });

  it('refuses a date that is not a DGI date', () => {
    expect(parseError(SAMPLE.replace('2022-05-15T01:00:00-05:00', '15/05/2022')).code).toBe(
      'XML_INVALID_VALUE',
    );
  });
});
