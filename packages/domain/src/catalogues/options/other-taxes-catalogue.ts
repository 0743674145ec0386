import type { SpecCatalogueEntry } from '../catalogue-types.ts';

/**
 * Other taxes of an item (OTI row codigo → dCodOTI; spec 002 §3). Names are the spec's. Schema v1.00
 * enumerates only 01 and 02 (it spells 01 'SUMA911'), so 03 fails the XSD check for now.
 */
export const OTHER_TAXES = [
  { codigo: '01', nombre: 'SUME 911', isInDgiSchema: true },
  { codigo: '02', nombre: 'Tasa Portabilidad Numérica', isInDgiSchema: true },
  { codigo: '03', nombre: 'Impuesto sobre seguro', isInDgiSchema: false },
] as const satisfies readonly SpecCatalogueEntry[];
