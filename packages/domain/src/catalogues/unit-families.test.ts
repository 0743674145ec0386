import { describe, expect, it } from 'vitest';
import { UNITS_OF_MEASURE } from './generated/units-catalogue.ts';
import {
  UNIT_FAMILIES,
  UNIT_MEASURES,
  UNITS,
  listUnitFamilies,
  listUnits,
  locateUnit,
} from './unit-families.ts';

describe('the units of measure as measure → family → unit', () => {
  it('places every unit of the DGI schema in exactly one family', () => {
    expect(UNITS.map((unit) => unit.simbolo).toSorted()).toEqual(
      UNITS_OF_MEASURE.map((unit) => unit.codigo).toSorted(),
    );
  });

  it('gives every measure a family and every family units', () => {
    for (const measure of UNIT_MEASURES) expect(listUnitFamilies(measure.idMedida).length).toBeGreaterThan(0);
    for (const family of UNIT_FAMILIES) expect(listUnits(family.idFamiliaMedida).length).toBeGreaterThan(0);
  });

  it('finds where a unit sits', () => {
    expect(locateUnit('kg')).toMatchObject({
      idMedida: 4,
      idFamiliaMedida: 10,
      unit: { comentario: 'Kilogramo: 1000 g' },
    });
    expect(locateUnit('und')?.idMedida).toBe(5);
    expect(locateUnit('no-existe')).toBeUndefined();
  });
});
