/**
 * Generates the DGI catalogues of packages/domain/src/catalogues/generated/ from the DGI schema
 * (FACTS.md §1: "its enumerations hold the official catalogues ... load the catalogues from it rather than
 * typing them"). The domain stays pure: the generated modules are plain data, committed, and a unit test
 * re-runs this generation in memory to notice a replaced schema.
 *
 * Usage: node scripts/generate-catalogues.ts [path/to/FE_v1.00.xsd]
 */
import { readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { format, resolveConfig } from 'prettier';

const XS = 'http://www.w3.org/2001/XMLSchema';
const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));

export const DEFAULT_SCHEMA_PATH = resolve(REPO_ROOT, 'packages/server/assets/xsd/FE_v1.00.xsd');
export const GENERATED_DIR = resolve(REPO_ROOT, 'packages/domain/src/catalogues/generated');

export interface SchemaEnumeration {
  readonly value: string;
  readonly documentation: string;
}

/** Enumerations of the schema: by named simple type, and by element name for anonymous types. */
export interface SchemaEnumerations {
  readonly types: ReadonlyMap<string, readonly SchemaEnumeration[]>;
  readonly elements: ReadonlyMap<string, readonly SchemaEnumeration[]>;
}

export interface GeneratedFile {
  readonly fileName: string;
  readonly content: string;
}

/** A schema that lacks what the catalogues need: the generator stops rather than write partial data. */
export class SchemaCatalogueError extends Error {
  readonly code = 'SCHEMA_CATALOGUE_INVALID';
}

function normaliseText(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function readDocumentation(enumeration: Element): string {
  const documentation = enumeration.getElementsByTagNameNS(XS, 'documentation').item(0);
  return normaliseText(documentation?.textContent ?? '');
}

function findOwnerElementName(simpleType: Element): string | null {
  for (let node = simpleType.parentNode; node; node = node.parentNode) {
    const element = node as Element;
    if (element.localName === 'element' && element.namespaceURI === XS) return element.getAttribute('name');
  }
  return null;
}

/** Adds the values not seen yet under the key: a repeated value (the units' empty one, ISC's 0.00) keeps its first documentation. */
function appendNewValues(
  target: Map<string, SchemaEnumeration[]>,
  key: string,
  enumerations: SchemaEnumeration[],
): void {
  const kept = [...(target.get(key) ?? [])];
  const seen = new Set(kept.map((enumeration) => enumeration.value));
  for (const enumeration of enumerations) {
    if (seen.has(enumeration.value)) continue;
    seen.add(enumeration.value);
    kept.push(enumeration);
  }
  target.set(key, kept);
}

/** Reads every enumeration of the schema with its documentation text (whitespace collapsed). */
export function readSchemaEnumerations(xsdText: string): SchemaEnumerations {
  const document = new DOMParser().parseFromString(xsdText, 'text/xml');
  const types = new Map<string, SchemaEnumeration[]>();
  const elements = new Map<string, SchemaEnumeration[]>();
  const simpleTypes = document.getElementsByTagNameNS(XS, 'simpleType');
  for (let i = 0; i < simpleTypes.length; i += 1) {
    const simpleType = simpleTypes.item(i);
    if (!simpleType) continue;
    const nodes = simpleType.getElementsByTagNameNS(XS, 'enumeration');
    const enumerations: SchemaEnumeration[] = [];
    for (let j = 0; j < nodes.length; j += 1) {
      const node = nodes.item(j);
      if (node)
        enumerations.push({
          value: node.getAttribute('value') ?? '',
          documentation: readDocumentation(node),
        });
    }
    if (enumerations.length === 0) continue;
    const typeName = simpleType.getAttribute('name');
    if (typeName) {
      appendNewValues(types, typeName, enumerations);
      continue;
    }
    const elementName = findOwnerElementName(simpleType);
    if (elementName) appendNewValues(elements, elementName, enumerations);
  }
  return { types, elements };
}

function requireType(enumerations: SchemaEnumerations, typeName: string): readonly SchemaEnumeration[] {
  const values = enumerations.types.get(typeName);
  if (!values || values.length === 0) {
    throw new SchemaCatalogueError(`The schema has no enumerated simple type "${typeName}".`);
  }
  return values;
}

function compareCodes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareNumericPaths(a: string, b: string): number {
  const left = a.split('-').map(Number);
  const right = b.split('-').map(Number);
  for (let i = 0; i < Math.max(left.length, right.length); i += 1) {
    const difference = (left[i] ?? -1) - (right[i] ?? -1);
    if (difference !== 0) return difference;
  }
  return 0;
}

function countCommonPrefix(lists: readonly (readonly string[])[]): number {
  const [first, ...rest] = lists;
  if (!first) return 0;
  let length = 0;
  while (length < first.length && rest.every((list) => list[length] === first[length])) length += 1;
  return length;
}

interface LocationRow {
  readonly province: string;
  readonly district: string;
  readonly corregimiento: string;
  readonly tokens: readonly string[];
}

interface Locations {
  readonly provinces: { codigo: string; nombre: string }[];
  readonly districts: { codigo: string; provincia: string; nombre: string }[];
  readonly corregimientos: { codigo: string; provincia: string; distrito: string; nombre: string }[];
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) groups.set(keyOf(row), [...(groups.get(keyOf(row)) ?? []), row]);
  return groups;
}

/**
 * Splits `PROVINCE-DISTRICT-CORREGIMIENTO` names. Some province names hold a hyphen themselves
 * (`COMARCA NGÄBE-BUGLÉ`), so the split is the one on which every row of a province (and of a district)
 * agrees: the province is the hyphen-separated prefix its rows share, less the district when it has only
 * one (Kuna Yala's district repeats the province's name).
 */
function splitLocations(enumerations: readonly SchemaEnumeration[]): Locations {
  const rows: LocationRow[] = enumerations.map(({ value, documentation }) => {
    const [province, district, corregimiento, ...extra] = value.split('-');
    if (!province || !district || !corregimiento || extra.length > 0) {
      throw new SchemaCatalogueError(`Location code "${value}" is not province-district-corregimiento.`);
    }
    return { province, district, corregimiento, tokens: documentation.replace(/\s*-\s*/g, '-').split('-') };
  });
  const locations: Locations = { provinces: [], districts: [], corregimientos: [] };
  for (const [province, provinceRows] of groupBy(rows, (row) => row.province)) {
    const districtCount = new Set(provinceRows.map((row) => row.district)).size;
    const shared = countCommonPrefix(provinceRows.map((row) => row.tokens));
    const fewestTokens = Math.min(...provinceRows.map((row) => row.tokens.length));
    const provinceLength = Math.min(districtCount > 1 ? shared : shared - 1, fewestTokens - 2);
    const [sample] = provinceRows;
    if (!sample || provinceLength < 1) {
      throw new SchemaCatalogueError(`Cannot tell the province name of location ${province}.`);
    }
    locations.provinces.push({ codigo: province, nombre: sample.tokens.slice(0, provinceLength).join('-') });
    for (const [district, districtRows] of groupBy(provinceRows, (row) => row.district)) {
      const rests = districtRows.map((row) => row.tokens.slice(provinceLength));
      const districtLength = Math.min(
        countCommonPrefix(rests),
        Math.min(...rests.map((rest) => rest.length)) - 1,
      );
      const [firstRest] = rests;
      if (!firstRest || districtLength < 1) {
        throw new SchemaCatalogueError(`Cannot tell the district name of location ${province}-${district}.`);
      }
      const districtCode = `${province}-${district}`;
      locations.districts.push({
        codigo: districtCode,
        provincia: province,
        nombre: firstRest.slice(0, districtLength).join('-'),
      });
      districtRows.forEach((row, index) => {
        locations.corregimientos.push({
          codigo: `${districtCode}-${row.corregimiento}`,
          provincia: province,
          distrito: districtCode,
          nombre: (rests[index] ?? []).slice(districtLength).join('-'),
        });
      });
    }
  }
  locations.provinces.sort((a, b) => compareNumericPaths(a.codigo, b.codigo));
  locations.districts.sort((a, b) => compareNumericPaths(a.codigo, b.codigo));
  locations.corregimientos.sort((a, b) => compareNumericPaths(a.codigo, b.codigo));
  return locations;
}

interface CatalogueModule {
  readonly fileName: string;
  readonly constName: string;
  readonly entryType:
    'CatalogueEntry' | 'DistrictEntry' | 'CorregimientoEntry' | 'IncotermEntry' | 'CpbsFamilyEntry';
  readonly source: string;
  readonly description: string;
  readonly entries: readonly object[];
}

function renderModule(module: CatalogueModule): string {
  const rows = module.entries.map((entry) => `  ${JSON.stringify(entry)},`).join('\n');
  return [
    `// Generated by scripts/generate-catalogues.ts from the DGI schema (${module.source}). Do not edit:`,
    '// run `node scripts/generate-catalogues.ts` after replacing the schema.',
    `import type { ${module.entryType} } from '../catalogue-types.ts';`,
    '',
    `/** ${module.description} */`,
    `export const ${module.constName}: readonly ${module.entryType}[] = [`,
    rows,
    '];',
    '',
  ].join('\n');
}

function splitIncoterm({ value, documentation }: SchemaEnumeration): object {
  const separator = documentation.indexOf(' : ');
  return separator < 0
    ? { codigo: value, nombre: documentation, descripcion: '' }
    : {
        codigo: value,
        nombre: documentation.slice(0, separator).trim(),
        descripcion: documentation.slice(separator + 3).trim(),
      };
}

function listModules(enumerations: SchemaEnumerations): CatalogueModule[] {
  const locations = splitLocations(requireType(enumerations, 'ubicaciones'));
  const byCode = (values: readonly SchemaEnumeration[]) =>
    [...values].sort((a, b) => compareCodes(a.value, b.value));
  return [
    {
      fileName: 'provinces-catalogue.ts',
      constName: 'PROVINCES',
      entryType: 'CatalogueEntry',
      source: 'simpleType ubicaciones',
      description: 'Provinces and comarcas, the first part of a location code (dCodUbi).',
      entries: locations.provinces,
    },
    {
      fileName: 'districts-catalogue.ts',
      constName: 'DISTRICTS',
      entryType: 'DistrictEntry',
      source: 'simpleType ubicaciones',
      description: 'Districts of each province (codigo = province-district).',
      entries: locations.districts,
    },
    {
      fileName: 'corregimientos-catalogue.ts',
      constName: 'CORREGIMIENTOS',
      entryType: 'CorregimientoEntry',
      source: 'simpleType ubicaciones',
      description:
        'Corregimientos: the location codes of the rFE (dCodUbi), e.g. `8-8-7` = PANAMA-PANAMA-BELLA VISTA.',
      entries: locations.corregimientos,
    },
    {
      fileName: 'countries-catalogue.ts',
      constName: 'COUNTRIES',
      entryType: 'CatalogueEntry',
      source: 'simpleType paisType',
      description: 'Countries (cPaisRec and the other country fields), by code.',
      entries: byCode(requireType(enumerations, 'paisType')).map(({ value, documentation }) => ({
        codigo: value,
        nombre: documentation,
      })),
    },
    {
      fileName: 'currencies-catalogue.ts',
      constName: 'CURRENCIES',
      entryType: 'CatalogueEntry',
      source: 'simpleType monedasType',
      description:
        'Currencies of export operations (cMoneda), by code; the schema names each by the country that uses it, and `ZZZ` asks for the currency in a text field.',
      entries: byCode(requireType(enumerations, 'monedasType')).map(({ value, documentation }) => ({
        codigo: value,
        nombre: documentation,
      })),
    },
    {
      fileName: 'incoterms-catalogue.ts',
      constName: 'INCOTERMS',
      entryType: 'IncotermEntry',
      source: 'simpleType incotermsType',
      description: 'Delivery conditions of export operations (cCondEntr), in the schema order.',
      entries: requireType(enumerations, 'incotermsType').map(splitIncoterm),
    },
    {
      fileName: 'units-catalogue.ts',
      constName: 'UNITS_OF_MEASURE',
      entryType: 'CatalogueEntry',
      source: 'simpleType unidadesMedida',
      description:
        'Units of measure of items (cUnidad, cUnidadCPBS), in the schema order. The schema also admits an empty unit, which is not a choice; units it leaves undescribed are named by their code.',
      entries: requireType(enumerations, 'unidadesMedida')
        .filter(({ value }) => value !== '')
        .map(({ value, documentation }) => ({ codigo: value, nombre: documentation || value })),
    },
    {
      fileName: 'cpbs-segments-catalogue.ts',
      constName: 'CPBS_SEGMENTS',
      entryType: 'CatalogueEntry',
      source: 'simpleType catBienes',
      description: 'Segments of the goods and services catalogue (dCodCPBSabr), by code.',
      entries: byCode(requireType(enumerations, 'catBienes')).map(({ value, documentation }) => ({
        codigo: value,
        nombre: documentation,
      })),
    },
    {
      fileName: 'cpbs-families-catalogue.ts',
      constName: 'CPBS_FAMILIES',
      entryType: 'CpbsFamilyEntry',
      source: 'simpleType descBienes',
      description:
        'Families of the goods and services catalogue (dCodCPBScmp), by code; the first two digits are the segment.',
      entries: byCode(requireType(enumerations, 'descBienes')).map(({ value, documentation }) => ({
        codigo: value,
        segmento: value.slice(0, 2),
        nombre: documentation,
      })),
    },
  ];
}

/** Renders the generated catalogue modules of a schema, formatted as the repository's Prettier would. */
export async function renderCatalogueFiles(xsdText: string): Promise<GeneratedFile[]> {
  const modules = listModules(readSchemaEnumerations(xsdText));
  return Promise.all(
    modules.map(async (module) => {
      const filepath = resolve(GENERATED_DIR, module.fileName);
      const options = (await resolveConfig(filepath)) ?? {};
      return {
        fileName: module.fileName,
        content: await format(renderModule(module), { ...options, filepath }),
      };
    }),
  );
}

async function writeCatalogueFiles(schemaPath: string): Promise<void> {
  const files = await renderCatalogueFiles(await readFile(schemaPath, 'utf8'));
  const wanted = new Set(files.map((file) => file.fileName));
  for (const stale of (await readdir(GENERATED_DIR)).filter((name) => !wanted.has(name))) {
    await rm(resolve(GENERATED_DIR, stale));
  }
  for (const file of files) await writeFile(resolve(GENERATED_DIR, file.fileName), file.content);
  console.log(`Wrote ${files.length} catalogue modules to ${GENERATED_DIR} from ${schemaPath}.`);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await writeCatalogueFiles(resolve(process.argv[2] ?? DEFAULT_SCHEMA_PATH));
}
