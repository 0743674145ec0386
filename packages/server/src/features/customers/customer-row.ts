import { CORREGIMIENTOS, describeLocation, findEntry } from '@facturar/domain';
import type { CustomerRow, GeographicItem } from '@facturar/contracts';
import type { CustomerRecord } from './customer-repository.ts';

/** A corregimiento as the unified location picker names it: 'PROVINCIA / DISTRITO / CORREGIMIENTO'. */
export function unifiedLocationOf(code: string): GeographicItem | null {
  const names = describeLocation(code);
  if (!names || !findEntry(CORREGIMIENTOS, code)) return null;
  return {
    idUbicacionGeografica: code,
    nombre: `${names.provincia} / ${names.distrito} / ${names.corregimiento}`,
    secuencial: code,
  };
}

/** A stored customer as the lists, searches and edit dialog read it (spec 001 §3 'Customer'). */
export function toCustomerRow(record: CustomerRecord): CustomerRow {
  return {
    idAsignacionEmpresaCliente: record.id,
    cliente: {
      idCliente: record.identification,
      tipoReceptor: record.receiver_type,
      tipoContribuyente: record.taxpayer_type,
    },
    digitoVerificador: record.dv,
    nombres: record.name,
    correo: record.email,
    direccion: record.address,
    telefono: record.phone,
    ubicacionGeografica: record.location_code ? unifiedLocationOf(record.location_code) : null,
    paisReceptor: record.country_code,
    paisReceptorDesc: record.country_description,
    fechaRegistro: record.created_at.toISOString(),
  };
}
