import { CPBS_FAMILIES, findEntry, formatUpTo6, locateUnit, parseDecimal } from '@facturar/domain';
import type { ProductRow } from '@facturar/contracts';
import type { ProductRecord } from './product-repository.ts';

/** A CPBS code (segment of 2 digits or family of 4) as the lookups answer it. */
export function cpbsCodingOf(code: string) {
  const family = findEntry(CPBS_FAMILIES, code);
  if (!family) return null;
  return {
    idCodificacionBienesServicios: Number(family.codigo),
    codigo: family.codigo,
    nombre: family.nombre,
    padreCodificacion: family.segmento,
  };
}

/** A stored product as the lists, searches and edit dialog read it (spec 001 §3 'Product'). */
export function toProductRow(record: ProductRecord): ProductRow {
  const located = record.unit_code ? locateUnit(record.unit_code) : undefined;
  return {
    idProducto: record.id,
    idEmpresa: record.company_ruc,
    codigoPrincipal: record.main_code,
    codigoAuxiliar: record.aux_code,
    descripcion: record.description,
    precioUnitario: formatUpTo6(parseDecimal(record.unit_price)),
    codigoItbms: record.itbms_code,
    estado: record.active,
    gtinComercializacion: record.gtin_commercial,
    gtinInventario: record.gtin_inventory,
    codigoUnidadMedida: record.unit_code,
    unidadMedida: located
      ? {
          idMedida: located.idMedida,
          idFamiliaMedida: located.idFamiliaMedida,
          simbolo: located.unit.simbolo,
          comentario: located.unit.comentario,
        }
      : null,
    codigoBienesServicios: record.cpbs_code,
    codificacionBienesServicios: record.cpbs_code ? cpbsCodingOf(record.cpbs_code) : null,
  };
}
