import { UNITS_OF_MEASURE } from './generated/units-catalogue.ts';

/**
 * The DGI's units of measure (the schema's `unidadesMedida`, in its order) grouped as the product form picks
 * them: measure → family → unit (spec 001 §3 'Lookups'). The schema lists the units already grouped; the
 * groups' names are ours. Every unit of the schema is in exactly one family (a test says so).
 */
export type UnitMeasure = { readonly idMedida: number; readonly medida: string };
export type UnitFamily = {
  readonly idFamiliaMedida: number;
  readonly idMedida: number;
  readonly nombre: string;
};
export type Unit = {
  readonly idUnidadMedida: number;
  readonly idFamiliaMedida: number;
  readonly simbolo: string;
  readonly comentario: string;
};

export const UNIT_MEASURES: readonly UnitMeasure[] = [
  { idMedida: 1, medida: 'Longitud' },
  { idMedida: 2, medida: 'Superficie' },
  { idMedida: 3, medida: 'Volumen' },
  { idMedida: 4, medida: 'Masa' },
  { idMedida: 5, medida: 'Cantidad' },
  { idMedida: 6, medida: 'Energía y potencia' },
  { idMedida: 7, medida: 'Información' },
  { idMedida: 8, medida: 'Telecomunicaciones' },
  { idMedida: 9, medida: 'Textiles' },
  { idMedida: 10, medida: 'Tiempo' },
  { idMedida: 11, medida: 'Trabajo' },
];

/** Each family with its units as runs of the schema's order: [first, last] codes, both included. */
const familyRuns: readonly (readonly [number, number, string, readonly (readonly [string, string])[]])[] = [
  [1, 1, 'Sistema métrico', [['um', 'km']]],
  [2, 1, 'Sistema anglosajón', [['mi', 'yd']]],
  [3, 2, 'Sistema métrico', [['mm2', 'km2']]],
  [4, 2, 'Sistema anglosajón y otras', [['acre', 'yd2']]],
  [5, 3, 'Sistema métrico', [['ul', 'm3']]],
  [6, 3, 'Líquidos (EUA)', [['fl oz', 'gal']]],
  [7, 3, 'Líquidos (Reino Unido)', [['fl oz UK', 'gal UK']]],
  [8, 3, 'Áridos', [['pinta seca', 'bu UK']]],
  [9, 3, 'Cúbicas anglosajonas', [['in3', 'yd3']]],
  [10, 4, 'Sistema métrico', [['ug', 't']]],
  [11, 4, 'Toneladas', [['ton', 'TN']]],
  [12, 4, 'Avoirdupois', [['gr', 'cwt']]],
  [13, 4, 'Troy y quilates', [['ozt', 'ct']]],
  [14, 5, 'Unidades y empaques', [['und', 'Cesta']]],
  [15, 6, 'Potencia', [['W', 'TW']]],
  [
    16,
    6,
    'Energía',
    [
      ['BTU', 'BTU'],
      ['Wh', 'TWh'],
    ],
  ],
  [17, 6, 'Potencia aparente', [['VA', 'MVA']]],
  [18, 7, 'Bits', [['bit', 'Tbit']]],
  [19, 7, 'Bytes', [['byte', 'Tibyte']]],
  [20, 7, 'Caracteres e imágenes', [['Kcaracter', 'dpi']]],
  [21, 8, 'Líneas, llamadas y puertos', [['Lineas acceso', 'Puerto']]],
  [22, 9, 'Hilos', [['Denier', 'Madeja']]],
  [23, 10, 'Calendario', [['Ano', 'Semana']]],
  [24, 11, 'Trabajo y servicios', [['Actividad', 'Puesto']]],
];

export const UNIT_FAMILIES: readonly UnitFamily[] = familyRuns.map(([idFamiliaMedida, idMedida, nombre]) => ({
  idFamiliaMedida,
  idMedida,
  nombre,
}));

const codes = UNITS_OF_MEASURE.map((unit) => unit.codigo);

function unitsOfRun(first: string, last: string): string[] {
  const from = codes.indexOf(first);
  const to = codes.indexOf(last);
  if (from < 0 || to < from) throw new Error(`Unit run ${first}..${last} is not in the DGI schema's order.`);
  return codes.slice(from, to + 1);
}

export const UNITS: readonly Unit[] = familyRuns.flatMap(([idFamiliaMedida, , , runs]) =>
  runs
    .flatMap(([first, last]) => unitsOfRun(first, last))
    .map((simbolo) => ({
      idUnidadMedida: codes.indexOf(simbolo) + 1,
      idFamiliaMedida,
      simbolo,
      comentario: UNITS_OF_MEASURE.find((unit) => unit.codigo === simbolo)?.nombre ?? simbolo,
    })),
);

export function listUnitFamilies(idMedida: number): UnitFamily[] {
  return UNIT_FAMILIES.filter((family) => family.idMedida === idMedida);
}

export function listUnits(idFamiliaMedida: number): Unit[] {
  return UNITS.filter((unit) => unit.idFamiliaMedida === idFamiliaMedida);
}

/** Where a unit code sits in the cascade (the edit dialog opens on it), or undefined for a code not listed. */
export function locateUnit(
  code: string,
): { idMedida: number; idFamiliaMedida: number; unit: Unit } | undefined {
  const unit = UNITS.find((entry) => entry.simbolo === code);
  const family = unit && UNIT_FAMILIES.find((entry) => entry.idFamiliaMedida === unit.idFamiliaMedida);
  return unit && family
    ? { idMedida: family.idMedida, idFamiliaMedida: family.idFamiliaMedida, unit }
    : undefined;
}
