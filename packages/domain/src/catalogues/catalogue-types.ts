/**
 * Shapes of the fiscal catalogues. `codigo` is the value written in the rFE (or sent by the forms) and
 * `nombre` the Spanish text users see; both keep the spec's and the DGI's wording.
 */
export interface CatalogueEntry {
  readonly codigo: string;
  readonly nombre: string;
}

/** A district (`codigo` = province-district, e.g. `8-8`). */
export interface DistrictEntry extends CatalogueEntry {
  readonly provincia: string;
}

/** A corregimiento (`codigo` = province-district-corregimiento, e.g. `8-8-7`), the rFE's dCodUbi. */
export interface CorregimientoEntry extends CatalogueEntry {
  readonly provincia: string;
  readonly distrito: string;
}

/** An incoterm: `nombre` is the term's English name as the DGI writes it, `descripcion` its Spanish meaning. */
export interface IncotermEntry extends CatalogueEntry {
  readonly descripcion: string;
}

/** A family of the goods and services catalogue (CPBS), under its two-digit segment. */
export interface CpbsFamilyEntry extends CatalogueEntry {
  readonly segmento: string;
}

/** A catalogue entry whose code the spec offers but schema v1.00 does not enumerate (so it fails XSD checks). */
export interface SpecCatalogueEntry extends CatalogueEntry {
  readonly isInDgiSchema: boolean;
}

/** A tax rate: `tasa` is the fraction as decimal text (`0.07` for 7 %). */
export interface RateEntry extends CatalogueEntry {
  readonly tasa: string;
}

/** A percentage as decimal text (`50` for half), applied as `amount × porcentaje / 100`. */
export interface PercentageEntry extends CatalogueEntry {
  readonly porcentaje: string;
}

/** A document type (iDoc) with the menu id of its emission form. */
export interface DocumentTypeEntry extends CatalogueEntry {
  readonly menu: string;
}
