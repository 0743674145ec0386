import { describe, expect, it } from 'vitest';
import {
  CORREGIMIENTOS,
  COUNTRIES,
  CPBS_FAMILIES,
  CPBS_SEGMENTS,
  CURRENCIES,
  DISTRICTS,
  INCOTERMS,
  PROVINCES,
  UNITS_OF_MEASURE,
  describeLocation,
  findEntry,
  hasEntry,
  listCorregimientos,
  listDistricts,
  listUnifiedLocations,
} from './index.ts';

describe('locations of the DGI schema', () => {
  it('offer every corregimiento once to the pickers, as PROVINCIA / DISTRITO / CORREGIMIENTO in alphabetical order', () => {
    const locations = listUnifiedLocations();
    expect(locations).toHaveLength(CORREGIMIENTOS.length);
    expect(new Set(locations.map((location) => location.codigo)).size).toBe(CORREGIMIENTOS.length);
    expect(locations.find((location) => location.codigo === '8-8-7')?.nombre).toBe(
      'PANAMA / PANAMA / BELLA VISTA',
    );
    const names = locations.map((location) => location.nombre);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'es')));
  });

  it('name 8-8-7 as Bella Vista, in the district and province of Panamá', () => {
    expect(describeLocation('8-8-7')).toEqual({
      provincia: 'PANAMA',
      distrito: 'PANAMA',
      corregimiento: 'BELLA VISTA',
    });
  });

  it('keep the hyphen inside a comarca name instead of splitting on it', () => {
    expect(findEntry(PROVINCES, '12')?.nombre).toBe('COMARCA NGÄBE-BUGLÉ');
    expect(findEntry(PROVINCES, '11')?.nombre).toBe('COMARCA EMBERA-WOUNAAN');
    expect(describeLocation('12-9-2')).toEqual({
      provincia: 'COMARCA NGÄBE-BUGLÉ',
      distrito: 'SANTA CATALINA O CALOVEBORA (BLEDESHIA)',
      corregimiento: 'ALTO BILINGUE (GDOGUESHIA)',
    });
  });

  it('give Kuna Yala its single district, named like the comarca', () => {
    expect(listDistricts('10')).toEqual([{ codigo: '10-1', provincia: '10', nombre: 'COMARCA KUNA YALA' }]);
    expect(listCorregimientos('10-1').map((corregimiento) => corregimiento.nombre)).toContain('AILIGANDI');
  });

  it('cover the 13 provinces and comarcas and all 641 corregimientos, each under a known district', () => {
    expect(PROVINCES.map((province) => province.codigo)).toEqual(
      Array.from({ length: 13 }, (_, index) => String(index + 1)),
    );
    expect(CORREGIMIENTOS).toHaveLength(641);
    for (const corregimiento of CORREGIMIENTOS) {
      expect(findEntry(DISTRICTS, corregimiento.distrito)?.provincia).toBe(corregimiento.provincia);
      expect(corregimiento.codigo.startsWith(`${corregimiento.distrito}-`)).toBe(true);
    }
  });

  it('list the districts of a province and the corregimientos of a district in numeric code order', () => {
    expect(listDistricts('8').map((district) => `${district.codigo} ${district.nombre}`)).toEqual([
      '8-2 BALBOA',
      '8-5 CHEPO',
      '8-6 CHIMAN',
      '8-8 PANAMA',
      '8-10 SAN MIGUELITO',
      '8-11 TABOGA',
    ]);
    const codes = listCorregimientos('8-8').map((corregimiento) =>
      Number(corregimiento.codigo.split('-')[2]),
    );
    expect(codes).toEqual([...codes].sort((a, b) => a - b));
  });

  it('answer nothing for an unknown location', () => {
    expect(describeLocation('8-8-99')).toBeUndefined();
    expect(listDistricts('14')).toEqual([]);
  });
});

describe('other catalogues of the DGI schema', () => {
  it('know Panamá as a country and the US dollar as a currency', () => {
    expect(findEntry(COUNTRIES, 'PA')?.nombre).toBe('PANAMA');
    expect(hasEntry(CURRENCIES, 'USD')).toBe(true);
    expect(findEntry(CURRENCIES, 'ZZZ')?.nombre).toBe('Especificar en el campo');
  });

  it('split an incoterm into its name and its Spanish meaning', () => {
    const fob = findEntry(INCOTERMS, 'FOB');
    expect(fob?.nombre).toBe('Free On Board');
    expect(fob?.descripcion).toMatch(/^El vendedor entrega la mercancía sobre el buque/);
  });

  it('offer units of measure without the empty value the schema admits', () => {
    expect(findEntry(UNITS_OF_MEASURE, 'kg')?.nombre).toBe('Kilogramo: 1000 g');
    expect(findEntry(UNITS_OF_MEASURE, 'Caja')?.nombre).toBe('Caja');
    expect(hasEntry(UNITS_OF_MEASURE, '')).toBe(false);
    expect(new Set(UNITS_OF_MEASURE.map((unit) => unit.codigo)).size).toBe(UNITS_OF_MEASURE.length);
  });

  it('place every CPBS family under a known segment', () => {
    expect(findEntry(CPBS_FAMILIES, '1010')).toEqual({
      codigo: '1010',
      segmento: '10',
      nombre: 'Animales vivos',
    });
    for (const family of CPBS_FAMILIES) expect(hasEntry(CPBS_SEGMENTS, family.segmento)).toBe(true);
  });
});
