import type { CompanyAdminRow } from '@facturar/contracts';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useId } from 'react';
import { formatAvailableVouchers } from '#web/lib/amount-format.ts';
import { formatRegistrationDate } from '../company-format.ts';

type CompanyInfoDialogProps = { company: CompanyAdminRow; onClose: () => void };

/** 'Ver Información' (spec 001 §2): RUC, razón social, correo, fecha de registro, issued and available. */
export function CompanyInfoDialog({ company, onClose }: CompanyInfoDialogProps) {
  const titleId = useId();
  const rows: [string, string][] = [
    ['RUC', `${company.idEmpresa} DV ${company.digitoVerificador}`],
    ['Razón Social', company.razonSocialempresa],
    ['Correo', company.correoPrincipal],
    ['Fecha de Registro', formatRegistrationDate(company.fechaRegistro)],
    ['Comprobantes Emitidos', String(company.comprobantesUtilizados)],
    ['Comprobantes Disponibles', formatAvailableVouchers(company.comprobantesDisponibles)],
  ];
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Información de la Empresa</DialogTitle>
      <DialogContent>
        <Table size="small" aria-label="Información de la Empresa">
          <TableBody>
            {rows.map(([label, value]) => (
              <TableRow key={label}>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, width: '40%' }}>
                  {label}
                </TableCell>
                <TableCell>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
