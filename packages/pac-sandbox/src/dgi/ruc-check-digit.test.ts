import { describe, expect, it } from 'vitest';
import { DEMO_TAXPAYERS, DGI_SAMPLE_TAXPAYER } from '../state/demo-taxpayers.ts';
import { computeRucCheckDigit, hasValidCheckDigit } from './ruc-check-digit.ts';

describe('RUC check digit (DGI algorithm, version 201805)', () => {
  it.each([
    ['8-274-125', 1, '91'],
    ['10102-64-103462', 2, '30'],
    ['PE-1-19', 1, '60'],
    ['E-8-110361', 1, '95'],
    ['8-NT-1-24', 1, '33'],
    ['155596713-2-2015', 2, '59'],
  ] as const)('gives FACTS.md §3 example %s (type %i) the DV %s', (ruc, type, dv) => {
    expect(computeRucCheckDigit(ruc, type)).toBe(dv);
  });

  it.each([
    ['1102-85-117211', 2, '95', 'old juridical, cross-referenced tomo'],
    ['8-2743-1253', 1, '31', 'natural with a four-digit tomo'],
    ['8-NT-1-123456', 1, '76', 'NT with a six-digit asiento'],
    ['8-NT-1-419', 2, '68', 'NT of an institution (no natural marker)'],
    ['E-1-11', 1, '63', 'foreigner'],
    ['8PI-1-80', 1, '05', 'indigenous Panamanian'],
    ['8AV-1-196', 1, '90', 'natural before the RUC law'],
    ['E-8788-26', 1, '50', 'foreigner with a four-digit tomo'],
  ] as const)('follows the PDF example %s (type %i, %s: %s)', (ruc, type, dv, _layout) => {
    expect(computeRucCheckDigit(ruc, type)).toBe(dv);
  });

  it('agrees with the DGI-accepted sample and the certificate that signed it', () => {
    expect(computeRucCheckDigit('521-136-113133', 2)).toBe('02');
    expect(computeRucCheckDigit('155646463-2-2017', 2)).toBe('86');
  });

  it('depends on the taxpayer type: the same NT text gives different digits', () => {
    expect(computeRucCheckDigit('8-NT-1-123456', 1)).toBe('76');
    expect(computeRucCheckDigit('8-NT-1-123456', 2)).toBe('52');
  });

  it('does not compute a DV for text that is not a RUC layout', () => {
    for (const text of ['', 'ABC', '8--125', '12345678901-1-1', '8-274', 'X-1-1', '8-274-1234567']) {
      expect(computeRucCheckDigit(text, 1)).toBeUndefined();
    }
    expect(computeRucCheckDigit('155596713-2', 2)).toBeUndefined();
  });

  it('holds the right DV for every taxpayer of the demo registry', () => {
    for (const taxpayer of [...DEMO_TAXPAYERS, DGI_SAMPLE_TAXPAYER]) {
      expect(hasValidCheckDigit(taxpayer.ruc, taxpayer.taxpayerType, taxpayer.dv), taxpayer.ruc).toBe(true);
    }
  });
});
