import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCHEMA_PATH, readSchemaEnumerations } from '../../../../scripts/generate-catalogues.ts';
import {
  BRANCH_TYPES,
  CAFE_DELIVERIES,
  CAFE_FORMATS,
  CONTAINER_SENDINGS,
  DESTINATIONS,
  DOCUMENT_TYPES,
  EMISSION_TYPES,
  ENVIRONMENTS,
  FUEL_TYPES,
  ISC_RATES,
  ITBMS_RATES,
  OPERATION_DIRECTIONS,
  OPERATION_NATURES,
  OTHER_TAXES,
  PAINT_TYPES,
  PAYMENT_FORMS,
  PAYMENT_TERMS,
  PERSON_TYPES,
  PRODUCT_STATES,
  RECEIVER_TYPES,
  RETENTIONS,
  SALE_TRANSACTION_TYPES,
  VEHICLE_SALE_TYPES,
  VEHICLE_TYPES,
  VEHICLE_USES,
  WEIGHT_UNITS,
  findEntry,
  hasEntry,
  type CatalogueEntry,
} from './index.ts';

/** Each option catalogue with the schema element whose enumeration it must match. */
const CATALOGUES_BY_ELEMENT: readonly [string, readonly CatalogueEntry[]][] = [
  ['iDoc', DOCUMENT_TYPES],
  ['iFormaPago', PAYMENT_FORMS],
  ['dTasaITBMS', ITBMS_RATES],
  ['dTasaISC', ISC_RATES],
  ['cCodRetenc', RETENTIONS],
  ['iEntCAFE', CAFE_DELIVERIES],
  ['iFormCAFE', CAFE_FORMATS],
  ['dEnvFE', CONTAINER_SENDINGS],
  ['iModOpVN', VEHICLE_SALE_TYPES],
  ['iCombust', FUEL_TYPES],
  ['iTipoPintura', PAINT_TYPES],
  ['cTipoVehic', VEHICLE_TYPES],
  ['cUsoVehic', VEHICLE_USES],
  ['dUnPesoTot', WEIGHT_UNITS],
  ['dTipoRuc', PERSON_TYPES],
  ['iCondVehic', PRODUCT_STATES],
  ['iNatOp', OPERATION_NATURES],
  ['iPzPag', PAYMENT_TERMS],
  ['iTipoOp', OPERATION_DIRECTIONS],
  ['iTipoSuc', BRANCH_TYPES],
  ['iTipoTranVenta', SALE_TRANSACTION_TYPES],
  ['iDest', DESTINATIONS],
  ['iTpEmis', EMISSION_TYPES],
  ['iTipoRec', RECEIVER_TYPES],
  ['dCodOTI', OTHER_TAXES],
  ['iAmb', ENVIRONMENTS],
];

function isOutsideSchema(entry: CatalogueEntry): boolean {
  return 'isInDgiSchema' in entry && entry.isInDgiSchema === false;
}

function listCodes(entries: readonly CatalogueEntry[]): string[] {
  return entries.map((entry) => entry.codigo);
}

describe('option catalogues of the emission form', () => {
  it.each(CATALOGUES_BY_ELEMENT)(
    'offer exactly the codes the DGI schema enumerates for %s',
    async (element, entries) => {
      const schema = readSchemaEnumerations(await readFile(DEFAULT_SCHEMA_PATH, 'utf8'));
      const schemaCodes = (schema.elements.get(element) ?? []).map((enumeration) => enumeration.value).sort();

      expect(listCodes(entries.filter((entry) => !isOutsideSchema(entry))).sort()).toEqual(schemaCodes);
      for (const entry of entries.filter(isOutsideSchema)) expect(schemaCodes).not.toContain(entry.codigo);
    },
  );

  it.each(CATALOGUES_BY_ELEMENT)('name every %s code once, in Spanish text', (_element, entries) => {
    expect(new Set(listCodes(entries)).size).toBe(entries.length);
    for (const entry of entries) expect(entry.nombre.trim()).not.toBe('');
  });

  it('title the nine document types as the emission screens do, with their menu ids', () => {
    expect(DOCUMENT_TYPES.map((type) => `${type.codigo} ${type.menu}`)).toEqual([
      '01 FOP',
      '02 FIM',
      '03 FEX',
      '04 NCR',
      '05 NDR',
      '06 NCG',
      '07 NDG',
      '08 FZF',
      '09 REE',
    ]);
    expect(findEntry(DOCUMENT_TYPES, '04')?.nombre).toBe('Nota de Crédito Referente a una o varias FE');
  });

  it('offer the spec payment forms, flagging cheque and payment point as unknown to schema v1.00', () => {
    expect(listCodes(PAYMENT_FORMS)).toEqual([
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '09',
      '10',
      '99',
    ]);
    expect(PAYMENT_FORMS.filter(isOutsideSchema).map((form) => form.nombre)).toEqual([
      'Cheque',
      'Punto de pago',
    ]);
  });

  it('carry the ITBMS rates 0, 7, 10 and 15 % and the spec other-rate list', () => {
    expect(ITBMS_RATES.map((rate) => `${rate.codigo}=${rate.tasa}`)).toEqual([
      '00=0.00',
      '01=0.07',
      '02=0.10',
      '03=0.15',
    ]);
    expect(ISC_RATES.map((rate) => Number(rate.tasa)).sort()).toEqual([0, 0.035, 0.05, 0.06, 0.1325, 0.325]);
  });

  it('retain all, half or none of the ITBMS by retention code', () => {
    expect(RETENTIONS.map((retention) => `${retention.codigo}:${retention.porcentaje}`)).toEqual([
      '1:100',
      '2:50',
      '3:100',
      '4:50',
      '7:50',
      '8:0',
    ]);
  });

  it('look a code up exactly, without trimming or padding it', () => {
    expect(findEntry(PAYMENT_TERMS, '2')?.nombre).toBe('Crédito');
    expect(hasEntry(OPERATION_NATURES, '01')).toBe(true);
    expect(hasEntry(OPERATION_NATURES, '1')).toBe(false);
    expect(findEntry(OPERATION_NATURES, ' 01')).toBeUndefined();
  });
});
