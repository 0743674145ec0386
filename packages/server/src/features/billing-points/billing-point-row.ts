import { padDocumentNumber } from '@facturar/domain';
import type { BillingPointRow } from '@facturar/contracts';
import type { PointFields } from './billing-point-repository.ts';

type PointRecord = PointFields & { id: number; company_ruc: string; next_number: string };

/** A point as the screens read it; its current invoice number is the last one it issued. */
export function toBillingPointRow(record: PointRecord): BillingPointRow {
  return {
    idSecuencial: record.id,
    idEmpresa: record.company_ruc,
    codigoSucursal: record.branch_code,
    puntoFacturacion: record.point_code,
    direccion: record.description,
    coordenadaSucursal: record.coordinates,
    estado: record.active,
    secuencialFactura: padDocumentNumber((BigInt(record.next_number) - 1n).toString()),
  };
}

/** '0001-002': how messages name a point. */
export function pointLabel(record: { branch_code: string; point_code: string }): string {
  return `${record.branch_code}-${record.point_code}`;
}
