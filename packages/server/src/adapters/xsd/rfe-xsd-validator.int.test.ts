import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { XmlC14NMode, XmlDocument } from 'libxml2-wasm';
import { afterAll, describe, expect, it } from 'vitest';
import { Decimal, writeRfeXml } from '@facturar/domain';
import {
  TAXPAYER_CUSTOMER,
  buildSampleDocument,
  buildSampleRfe,
  buildValidBody,
  generationCaseArbitrary,
} from '@facturar/domain/testing';
import { SIGNED_SAMPLE, SIGNED_SAMPLE_WITHOUT_QR } from '../../../test/support/dgi-sample.ts';
import { DEFAULT_XSD_DIR, SCHEMA_FILES, createRfeXsdValidator } from './index.ts';

const SHARED_DGI = join(DEFAULT_XSD_DIR, '../../../../../shared/dgi');
const validator = createRfeXsdValidator();
afterAll(() => validator.dispose());

/** Optional groups and fields of the RFE, each of which the generated requests must reach several times. */
const optionalGroups = [
  'gFExp',
  'gDFRefFE',
  'gDFRefFacPap',
  'gDFRefFacIE',
  'gAutXML',
  'gPagPlazo',
  'gRetenc',
  'gDescBonif',
  'gPedComGl',
  'gInfoLog',
  'gLcEntr',
  'gVehicNuevo',
  'gMedicina',
  'gPedComIr',
  'gOTIItem',
  'gISCItem',
  'gCodItem',
  'dFechaCont',
];

function buildXml(body: Record<string, unknown>): string {
  return writeRfeXml(buildSampleRfe(body, { customer: TAXPAYER_CUSTOMER })).xml;
}

const values = (xml: string, name: string) =>
  [...xml.matchAll(new RegExp(`<${name}>([^<]*)</${name}>`, 'g'))].map(
    (match) => new Decimal(match[1] ?? '0'),
  );
const value = (xml: string, name: string) => values(xml, name)[0] ?? new Decimal(0);
const sum = (list: readonly Decimal[]) => list.reduce((total, item) => total.plus(item), new Decimal(0));
const near = (a: Decimal, b: Decimal) => a.minus(b).abs().lessThanOrEqualTo('0.005');

/** Re-checks, on the text alone, the DGI arithmetic rules the sandbox applies (validation-codes.md §3.6–3.7). */
function checkDgiRelations(xml: string): void {
  const items = [...xml.matchAll(/<gItem>(.*?)<\/gItem>/gs)].map((match) => match[1] ?? '');
  const rates: Record<string, string> = { '00': '0', '01': '0.07', '02': '0.10', '03': '0.15' };
  for (const item of items) {
    const price = value(item, 'dPrItem');
    const expected = value(item, 'dCantCodInt').times(
      value(item, 'dPrUnit').minus(value(item, 'dPrUnitDesc')),
    );
    expect(near(price, expected), '2053').toBe(true);
    const rate = rates[/<dTasaITBMS>(\d\d)</.exec(item)?.[1] ?? ''];
    expect(rate, '2150').toBeDefined();
    expect(near(value(item, 'dValITBMS'), price.times(rate ?? '0')), '2152').toBe(true);
    const parts = [
      price,
      value(item, 'dValITBMS'),
      value(item, 'dValISC'),
      value(item, 'dPrAcarItem'),
      value(item, 'dPrSegItem'),
      ...values(item, 'dValOTI'),
    ];
    expect(value(item, 'dValTotItem').equals(sum(parts)), '2056').toBe(true);
  }
  const totals = /<gTot>(.*)<\/gTot>/s.exec(xml)?.[1] ?? '';
  expect(near(value(totals, 'dTotNeto'), sum(items.map((item) => value(item, 'dPrItem')))), '2500').toBe(
    true,
  );
  expect(value(totals, 'dTotITBMS').equals(sum(items.map((item) => value(item, 'dValITBMS')))), '2501').toBe(
    true,
  );
  const otiTotals = sum(values(totals, 'dValOTITotal'));
  expect(
    value(totals, 'dTotGravado').equals(
      value(totals, 'dTotITBMS').plus(value(totals, 'dTotISC')).plus(otiTotals),
    ),
    '2503',
  ).toBe(true);
  expect(totals.includes('<dTotAcar>') || totals.includes('<dTotSeg>'), '2505/2506').toBe(false);
  expect(
    value(totals, 'dVTot').equals(value(totals, 'dVTotItems').minus(value(totals, 'dTotDesc'))),
    '2507',
  ).toBe(true);
  expect(value(totals, 'dTotRec').equals(sum(values(totals, 'dVlrCuota'))), '2510').toBe(true);
  expect(Number(/<dNroItems>(\d+)</.exec(totals)?.[1]), '2513').toBe(items.length);
  expect(
    near(value(totals, 'dVTotItems'), sum(items.map((item) => value(item, 'dValTotItem')))),
    '2514',
  ).toBe(true);
  for (const payment of totals.matchAll(/<gFormaPago>(.*?)<\/gFormaPago>/gs)) {
    const code = /<iFormaPago>(\d+)</.exec(payment[1] ?? '')?.[1];
    expect(['01', '02', '03', '04', '05', '06', '07', '08', '99'], '2600').toContain(code);
    expect((payment[1] ?? '').includes('<dFormaPagoDesc>'), '2601/2602').toBe(code === '99');
  }
}

describe('XSD validation of rFE documents', () => {
  it.skipIf(!existsSync(SHARED_DGI))('keeps byte-for-byte copies of the DGI schema files', () => {
    for (const file of [...SCHEMA_FILES, 'FE_v1.00.xsd']) {
      expect(
        readFileSync(join(DEFAULT_XSD_DIR, file)).equals(readFileSync(join(SHARED_DGI, 'xsd', file))),
        file,
      ).toBe(true);
    }
  });

  it('accepts the DGI-accepted sample, and its signed part without the QR only as signed', () => {
    const complete = SIGNED_SAMPLE.toString('utf8');
    const withoutQr = SIGNED_SAMPLE_WITHOUT_QR.toString('utf8');
    expect(validator.validate(complete, 'complete')).toEqual([]);
    expect(validator.validate(withoutQr, 'signed')).toEqual([]);
    expect(validator.validate(withoutQr, 'complete')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Missing child element(s)') }),
    ]);
  });

  it('accepts an unsigned document only before signing', () => {
    const xml = buildXml(buildValidBody());
    expect(validator.validate(xml, 'unsigned')).toEqual([]);
    expect(validator.validate(xml, 'signed')).toEqual([
      expect.objectContaining({ message: expect.stringContaining('Signature') }),
    ]);
  });

  it('lists each problem with its line and place instead of throwing', () => {
    const xml = buildXml(buildValidBody())
      .replace('<iAmb>2</iAmb>', '<iAmb>7</iAmb>')
      .replace('><dNroItems>', '>\n<dNroItems>x');
    const problems = validator.validate(xml, 'unsigned');
    expect(problems).toEqual([
      expect.objectContaining({
        line: 1,
        path: '/*/*[3]/*[1]',
        message: expect.stringContaining("The value '7' is not an element of the set"),
      }),
      expect.objectContaining({ line: 2, message: expect.stringContaining("'x1' is not a valid value") }),
    ]);
    expect(validator.validate('<rFE xmlns="http://dgi-fep.mef.gob.pa"><dVerForm>', 'unsigned')).toEqual([
      expect.objectContaining({ line: 1, message: expect.any(String) }),
    ]);
  });

  it('validates a document with the 1000 items the schema allows', () => {
    const line = {
      idProducto: 2,
      cantidad: '1.5',
      precioProducto: '3.333333',
      codigoItbms: '03',
      otis: [{ codigo: '02', valor: '0.1' }],
    };
    const xml = buildXml({
      ...buildValidBody(),
      detalles: Array.from({ length: 1000 }, () => line),
      formasPago: [{ codigo: '02', valor: '5850.00' }],
    });
    expect(validator.validate(xml, 'unsigned')).toEqual([]);
    checkDgiRelations(xml);
  });

  it('turns hundreds of generated requests of every type and option into valid, canonical documents that satisfy the DGI rules', () => {
    const seen = new Map<string, number>();
    const count = (key: string) => seen.set(key, (seen.get(key) ?? 0) + 1);
    fc.assert(
      fc.property(generationCaseArbitrary(), ({ body, customer }) => {
        const result = buildSampleDocument(body, { customer });
        expect(result.ok ? [] : result.problems).toEqual([]);
        if (!result.ok) return;
        const { xml } = writeRfeXml(result.value);
        expect(validator.validate(xml, 'unsigned')).toEqual([]);
        const parsed = XmlDocument.fromString(xml);
        try {
          expect(parsed.canonicalizeToString({ mode: XmlC14NMode.XML_C14N_EXCLUSIVE_1_0 })).toBe(xml);
        } finally {
          parsed.dispose();
        }
        checkDgiRelations(xml);
        count(`iDoc ${result.value.gDGen.iDoc}`);
        count(`receiver ${result.value.gDGen.gDatRec.iTipoRec}`);
        for (const group of optionalGroups) if (xml.includes(`<${group}>`)) count(group);
      }),
      { numRuns: 400, seed: 20_250_314 },
    );
    const types = ['01', '02', '03', '04', '05', '06', '07', '08', '09'].map((type) => `iDoc ${type}`);
    for (const key of [...types, 'receiver 01', 'receiver 02', 'receiver 03', 'receiver 04']) {
      expect(seen.get(key) ?? 0, key).toBeGreaterThan(0);
    }
    for (const group of optionalGroups) {
      expect(seen.get(group) ?? 0, group).toBeGreaterThan(5);
    }
  });
});
