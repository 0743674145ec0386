import { CORREGIMIENTOS, DISTRICTS, PROVINCES } from '@facturar/domain';

/** Which level of a location code its written names fail to match. */
export type LocationMismatch = 'province' | 'district' | 'corregimiento';

// The sandbox takes only the catalogue data from the domain and indexes it itself.
const provinceNames = new Map(PROVINCES.map((entry) => [entry.codigo, entry.nombre]));
const districtNames = new Map(DISTRICTS.map((entry) => [entry.codigo, entry.nombre]));
const corregimientoNames = new Map(CORREGIMIENTOS.map((entry) => [entry.codigo, entry.nombre]));

/**
 * The levels whose names do not belong to the location code (dCodUbi, `province-district-corregimiento`);
 * names are compared without accents, case or extra spaces.
 */
export function findLocationMismatches(
  code: string,
  names: { province: string; district: string; corregimiento: string },
): LocationMismatch[] {
  const [province = '', district = ''] = code.split('-');
  const mismatches: LocationMismatch[] = [];
  if (!isSameName(provinceNames.get(province), names.province)) mismatches.push('province');
  if (!isSameName(districtNames.get(`${province}-${district}`), names.district)) mismatches.push('district');
  if (!isSameName(corregimientoNames.get(code), names.corregimiento)) mismatches.push('corregimiento');
  return mismatches;
}

function isSameName(expected: string | undefined, written: string): boolean {
  return expected !== undefined && normalise(expected) === normalise(written);
}

function normalise(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}
