import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { issuedReportDefinition } from '../report-definitions.ts';
import { ReportForm } from './report-form.tsx';

type CompanyReportDialogProps = {
  company: { ruc: string; name: string };
  onClose: () => void;
};

/**
 * The issued-vouchers report of one company, opened from a company row by its partner (PAR) or the platform
 * administrator (AEM) (spec 001 §2 'Partner companies', ADR 0130): start, end and type, and the report
 * form's own checks, file and messages.
 */
export function CompanyReportDialog({ company, onClose }: CompanyReportDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>Reporte de Comprobantes Emitidos de {company.name}</DialogTitle>
      <DialogContent>
        <ReportForm definition={issuedReportDefinition} companyRuc={company.ruc} />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
