import type { BillingPointRow } from '@facturar/contracts';
import { DetailDialog } from '#web/components/detail-dialog.tsx';
import { pointStateLabels } from './state-field.tsx';

/** 'Detalle del Punto de Facturación': its data and the current invoice number (spec 001 §2). */
export function BillingPointDetailDialog({
  point,
  onClose,
}: {
  point: BillingPointRow;
  onClose: () => void;
}) {
  const fields = [
    ['Establecimiento', point.codigoSucursal],
    ['Punto de Facturación', point.puntoFacturacion],
    ['Número de factura actual', point.secuencialFactura],
    ['Estado', point.estado ? pointStateLabels.active : pointStateLabels.inactive],
    ['Dirección', point.direccion],
    ['Coordenadas', point.coordenadaSucursal],
  ] as const;
  return (
    <DetailDialog title="Detalle del Punto de Facturación" fields={fields} onClose={onClose} columns={2} />
  );
}
