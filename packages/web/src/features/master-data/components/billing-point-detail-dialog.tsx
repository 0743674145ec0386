import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import type { BillingPointRow } from '@facturar/contracts';
import { useId } from 'react';
import { FormGrid } from './customer-form-fields.tsx';

/** 'Detalle del Punto de Facturación': its data and the current invoice number (spec 001 §2). */
export function BillingPointDetailDialog({
  point,
  onClose,
}: {
  point: BillingPointRow;
  onClose: () => void;
}) {
  const titleId = useId();
  const fields = [
    ['Establecimiento', point.codigoSucursal],
    ['Punto de Facturación', point.puntoFacturacion],
    ['Número de factura actual', point.secuencialFactura],
    ['Estado', point.estado ? 'Abierto' : 'Cerrado'],
    ['Dirección', point.direccion],
    ['Coordenadas', point.coordenadaSucursal],
  ] as const;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Detalle del Punto de Facturación</DialogTitle>
      <DialogContent>
        <FormGrid>
          {fields.map(([label, value]) => (
            <TextField
              key={label}
              size="small"
              label={label}
              value={value}
              slotProps={{ input: { readOnly: true } }}
            />
          ))}
        </FormGrid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
