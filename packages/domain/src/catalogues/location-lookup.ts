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

/** A corregimiento as the pickers offer it: its code (dCodUbi) and 'PROVINCIA / DISTRITO / CORREGIMIENTO'. */
export interface UnifiedLocation {
  readonly codigo: string;
  readonly nombre: string;
}

let unifiedLocations: readonly UnifiedLocation[] | undefined;

/**
 * Every corregimiento with its province and district, in alphabetical order: the one list behind the
 * location pickers (registration, customers, providers) and the server's `ubicacionGeografica/unificada`.
 * Built on first use, so a bundle that imports the domain pays for it only where a picker opens.
 */
export function listUnifiedLocations(): readonly UnifiedLocation[] {
  unifiedLocations ??= CORREGIMIENTOS.map((corregimiento) => {
    const names = describeLocation(corregimiento.codigo);
    return {
      codigo: corregimiento.codigo,
      nombre: names
        ? `${names.provincia} / ${names.distrito} / ${names.corregimiento}`
        : corregimiento.nombre,
    };
  }).sort((a, b) => a.nombre.localeCompare(b.nombre, 'es'));
  return unifiedLocations;
}
