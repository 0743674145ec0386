import { CPBS_FAMILIES, CPBS_SEGMENTS, UNIT_MEASURES, listUnitFamilies, listUnits } from '@facturar/domain';
import { cpbsCodingOf } from './product-row.ts';

// The product form's cascades (spec 001 §7 'Products'), from the DGI schema's catalogues in the domain.

export function listMeasures() {
  return UNIT_MEASURES.map(({ idMedida, medida }) => ({ idMedida, medida }));
}

export function listMeasureFamilies(idMedida: number) {
  return listUnitFamilies(idMedida).map(({ idFamiliaMedida, nombre }) => ({ idFamiliaMedida, nombre }));
}

export function listUnitsOfFamily(idFamiliaMedida: number) {
  return listUnits(idFamiliaMedida).map(({ idUnidadMedida, comentario, simbolo }) => ({
    idUnidadMedida,
    comentario,
    simbolo,
  }));
}

/** Segments: codes of 2 digits, no parent. */
export function listCpbsSegments() {
  return CPBS_SEGMENTS.map((segment) => ({
    idCodificacionBienesServicios: Number(segment.codigo),
    codigo: segment.codigo,
    nombre: segment.nombre,
    padreCodificacion: null,
  }));
}

/** A segment's families: codes of 4 digits whose first two are the segment (its id is its code). */
export function listCpbsFamilies(idSegmento: number) {
  const segment = String(idSegmento).padStart(2, '0');
  return CPBS_FAMILIES.filter((family) => family.segmento === segment).flatMap((family) => {
    const coding = cpbsCodingOf(family.codigo);
    return coding ? [coding] : [];
  });
}
