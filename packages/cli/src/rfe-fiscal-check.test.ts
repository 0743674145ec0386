import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { writeRfeXml } from '@facturar/domain';
import {
  TAXPAYER_CUSTOMER,
  buildSampleRfe,
  buildValidBody,
  generationCaseArbitrary,
} from '@facturar/domain/testing';
import { RfeParseError } from '@facturar/server/xml';
import { SIGNED_SAMPLE } from '@facturar/server/testing';
import { checkRfeFiscalRules } from './rfe-fiscal-check.ts';

const SAMPLE = SIGNED_SAMPLE.toString('utf8');

/** An invoice of 2 × 10.00 at 7 %: dPrItem 20.00, dValITBMS 1.40, dValTotItem 21.40, paid 21.40 in cash. */
function buildInvoice(body: Record<string, unknown> = buildValidBody('01')): string {
  return writeRfeXml(buildSampleRfe(body, { customer: TAXPAYER_CUSTOMER })).xml;
}

/** Replaces the one occurrence of `from` in the text, failing the test when it is not there exactly once. */
function tamper(xml: string, from: string, to: string): string {
  expect(xml.split(from)).toHaveLength(2);
  return xml.replace(from, to);
}

const codesAt = (xml: string) => checkRfeFiscalRules(xml).map(({ code, location }) => `${code} ${location}`);

describe('fiscal rules of an rFE read from its XML', () => {
  it('finds nothing wrong in the document the DGI accepted in its test environment', () => {
    expect(checkRfeFiscalRules(SAMPLE)).toEqual([]);
  });

  it('finds nothing wrong in any document the domain builds, of every type and option', () => {
    fc.assert(
      fc.property(generationCaseArbitrary(), ({ body, customer }) => {
        expect(checkRfeFiscalRules(writeRfeXml(buildSampleRfe(body, { customer })).xml)).toEqual([]);
      }),
      { numRuns: 100 },
    );
  });

  it('points at the item whose price is not quantity × (price − discount), and at what it throws off', () => {
    const xml = tamper(buildInvoice(), '<dPrItem>20.00</dPrItem>', '<dPrItem>20.50</dPrItem>');
    const problems = checkRfeFiscalRules(xml);
    expect(problems[0]).toEqual({
      code: '2053',
      location: 'rFE/gItem[1]/gPrecios/dPrItem',
      message: 'Precio del ítem inválido: dPrItem es 20.50 y dCantCodInt × (dPrUnit − dPrUnitDesc) da 20.00.',
    });
    expect(problems.map((problem) => problem.code)).toEqual(['2053', '2056', '2152', '2500']);
  });

  it('lets a difference of one cent pass, as the DGI does (Ficha §8.4.1)', () => {
    const xml = tamper(buildInvoice(), '<dValITBMS>1.40</dValITBMS>', '<dValITBMS>1.41</dValITBMS>');
    expect(codesAt(xml)).toEqual([]);
  });

  it('reports an item ITBMS that does not match its rate, and an unknown rate', () => {
    const wrongAmount = tamper(buildInvoice(), '<dValITBMS>1.40</dValITBMS>', '<dValITBMS>1.50</dValITBMS>');
    expect(codesAt(wrongAmount)).toEqual([
      '2056 rFE/gItem[1]/gPrecios/dValTotItem',
      '2152 rFE/gItem[1]/gITBMSItem/dValITBMS',
      '2501 rFE/gTot/dTotITBMS',
    ]);
    const unknownRate = tamper(buildInvoice(), '<dTasaITBMS>01</dTasaITBMS>', '<dTasaITBMS>07</dTasaITBMS>');
    expect(codesAt(unknownRate)).toEqual(['2150 rFE/gItem[1]/gITBMSItem/dTasaITBMS']);
  });

  it('checks each document total against its items and payments', () => {
    const invoice = buildInvoice();
    expect(codesAt(tamper(invoice, '<dVTot>21.40</dVTot>', '<dVTot>25.00</dVTot>'))).toEqual([
      '2507 rFE/gTot/dVTot',
    ]);
    expect(codesAt(tamper(invoice, '<dTotRec>21.40</dTotRec>', '<dTotRec>30.00</dTotRec>'))).toEqual([
      '2510 rFE/gTot/dTotRec',
    ]);
    expect(codesAt(tamper(invoice, '<dNroItems>1</dNroItems>', '<dNroItems>2</dNroItems>'))).toEqual([
      '2513 rFE/gTot/dNroItems',
    ]);
    expect(
      codesAt(tamper(invoice, '<dTotGravado>1.40</dTotGravado>', '<dTotGravado>0.00</dTotGravado>')),
    ).toEqual(['2503 rFE/gTot/dTotGravado']);
  });

  it('tells which document field no longer matches its CUFE', () => {
    const xml = tamper(buildInvoice(), '<dNroDF>0000001234</dNroDF>', '<dNroDF>0000001235</dNroDF>');
    expect(checkRfeFiscalRules(xml)).toEqual([
      {
        code: '1514',
        location: 'rFE/gDGen/dNroDF',
        message:
          "CUFE malformado: Número del documento fiscal. El CUFE lleva '0000001234' y el documento '0000001235'.",
      },
    ]);
    const security = tamper(buildInvoice(), '<dSeg>578109172</dSeg>', '<dSeg>578109173</dSeg>');
    expect(codesAt(security)).toEqual(['1518 rFE/gDGen/dSeg']);
  });

  it('reports a CUFE whose check digit is wrong', () => {
    const sampleCufe = 'FE012000000521-136-113133-0270062022051590000008910080125781091727';
    const xml = tamper(SAMPLE, `<dId>${sampleCufe}</dId>`, `<dId>${sampleCufe.slice(0, 65)}8</dId>`);
    expect(checkRfeFiscalRules(xml)).toEqual([
      {
        code: '1001',
        location: 'rFE/dId',
        message:
          'Valor del CUFE no está calculado correctamente: El dígito verificador del CUFE no es correcto: debería ser 7.',
      },
    ]);
  });

  it('checks the issuer check digit, which the CUFE carries too', () => {
    const xml = tamper(SAMPLE, '<dDV>02</dDV></gRucEmi>', '<dDV>03</dDV></gRucEmi>');
    expect(codesAt(xml)).toEqual(['1564 rFE/gDGen/gEmis/gRucEmi/dDV', '1560 rFE/gDGen/gEmis/gRucEmi/dDV']);
    expect(checkRfeFiscalRules(xml)[1]?.message).toBe(
      'Regla de formación del RUC del emisor inválida: El dígito verificador no corresponde al RUC; debería ser 02.',
    );
  });

  it('checks a receiver check digit when the document carries one', () => {
    const xml = tamper(buildInvoice(), '<dDV>30</dDV>', '<dDV>31</dDV>');
    expect(codesAt(xml)).toEqual(['1601 rFE/gDGen/gDatRec/gRucRec/dDV']);
  });

  it('reports a referenced CUFE with a wrong check digit', () => {
    const note = buildInvoice(buildValidBody('04'));
    const cufe = 'FE012000000521-136-113133-0270062022051590000008910080125781091727';
    const xml = tamper(note, `<dCUFERef>${cufe}</dCUFERef>`, `<dCUFERef>${cufe.slice(0, 65)}0</dCUFERef>`);
    expect(codesAt(xml)).toEqual(['1704 rFE/gDGen/gDFRef[1]/gDFRefNum/gDFRefFE/dCUFERef']);
  });

  it('refuses a text that is not an rFE with a typed error', () => {
    expect(() => checkRfeFiscalRules('<factura></factura>')).toThrow(RfeParseError);
    expect(() => checkRfeFiscalRules('<rFE')).toThrow(RfeParseError);
  });
});
