import type {
  CountrySearchResult,
  CurrencySearchResult,
  GeographicItem,
  IncotermSearchResult,
} from '@facturar/contracts';
import {
  COUNTRIES,
  CURRENCIES,
  INCOTERMS,
  PROVINCES,
  listCorregimientos,
  listDistricts,
  listUnifiedLocations as listDomainUnifiedLocations,
} from '@facturar/domain';

// The DGI catalogues of the emission form (spec 002 §7), from the domain: one source for every part.

const maxCurrencies = 30;

function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Districts and corregimientos are addressed by full code ('8-8') or by their own part ('8'). */
function fullCode(parent: string, code: string): string {
  return code.includes('-') ? code : `${parent}-${code}`;
}

function toGeographicItem(place: { codigo: string; nombre: string }): GeographicItem {
  return { idUbicacionGeografica: place.codigo, nombre: place.nombre, secuencial: place.codigo };
}

export function listProvinces(): GeographicItem[] {
  return PROVINCES.map(toGeographicItem);
}

export function listProvinceDistricts(provinceId: string): GeographicItem[] {
  return listDistricts(provinceId).map(toGeographicItem);
}

export function listDistrictCorregimientos(provinceId: string, districtId: string): GeographicItem[] {
  return listCorregimientos(fullCode(provinceId, districtId)).map(toGeographicItem);
}

export function searchCurrencies(term: string): CurrencySearchResult {
  const wanted = normalise(term);
  return CURRENCIES.filter((currency) => normalise(`${currency.codigo} ${currency.nombre}`).includes(wanted))
    .slice(0, maxCurrencies)
    .map((currency) => ({
      id: currency.codigo,
      codigo: currency.codigo,
      divisa: currency.nombre,
      numero: currency.codigo,
    }));
}

export function searchIncoterms(term: string): IncotermSearchResult {
  const wanted = normalise(term);
  return INCOTERMS.filter((incoterm) =>
    normalise(`${incoterm.codigo} ${incoterm.nombre}`).includes(wanted),
  ).map((incoterm) => ({
    id: incoterm.codigo,
    condicion: incoterm.codigo,
    interpretacion: incoterm.nombre,
    textoOriginal:
      'descripcion' in incoterm && typeof incoterm.descripcion === 'string'
        ? incoterm.descripcion
        : incoterm.nombre,
  }));
}

const unifiedLocationItems: GeographicItem[] = listDomainUnifiedLocations().map((location) => ({
  idUbicacionGeografica: location.codigo,
  nombre: location.nombre,
  secuencial: location.codigo,
}));

/** GET /admin/ubicacionGeografica/unificada: every corregimiento with its province and district. */
export function listUnifiedLocations(): GeographicItem[] {
  return unifiedLocationItems;
}

/** GET /admin/pais/buscar: countries whose code or name contains the term (the DGI's list). */
export function searchCountries(term: string): CountrySearchResult {
  const wanted = normalise(term);
  return COUNTRIES.filter((country) => normalise(`${country.codigo} ${country.nombre}`).includes(wanted)).map(
    (country) => ({ id: country.codigo, codigo: country.codigo, nombre: country.nombre }),
  );
}
