import { findEntry } from './catalogue-lookup.ts';
import type { CorregimientoEntry, DistrictEntry } from './catalogue-types.ts';
import { CORREGIMIENTOS } from './generated/corregimientos-catalogue.ts';
import { DISTRICTS } from './generated/districts-catalogue.ts';
import { PROVINCES } from './generated/provinces-catalogue.ts';

/** The names of a location code's three levels, as the CAFE prints an address. */
export interface LocationNames {
  readonly provincia: string;
  readonly distrito: string;
  readonly corregimiento: string;
}

/** Districts of a province, in code order (e.g. `8` → `8-1` … `8-8`). */
export function listDistricts(provinceCode: string): readonly DistrictEntry[] {
  return DISTRICTS.filter((district) => district.provincia === provinceCode);
}

/** Corregimientos of a district, in code order (e.g. `8-8` → `8-8-1` …). */
export function listCorregimientos(districtCode: string): readonly CorregimientoEntry[] {
  return CORREGIMIENTOS.filter((corregimiento) => corregimiento.distrito === districtCode);
}

/** Names of a corregimiento code (dCodUbi), e.g. `8-8-7` → PANAMA / PANAMA / BELLA VISTA; undefined if unknown. */
export function describeLocation(corregimientoCode: string): LocationNames | undefined {
  const corregimiento = findEntry(CORREGIMIENTOS, corregimientoCode);
  if (!corregimiento) return undefined;
  const district = findEntry(DISTRICTS, corregimiento.distrito);
  const province = findEntry(PROVINCES, corregimiento.provincia);
  if (!district || !province) return undefined;
  return { provincia: province.nombre, distrito: district.nombre, corregimiento: corregimiento.nombre };
}
