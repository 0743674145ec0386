import { issuedReportDefinition } from '../report-definitions.ts';
import { ReportForm } from './report-form.tsx';
import { InfoDialog } from '#web/components/info-dialog.tsx';

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
  return (
    <InfoDialog title={`Reporte de Comprobantes Emitidos de ${company.name}`} onClose={onClose} maxWidth="md">
      <ReportForm definition={issuedReportDefinition} companyRuc={company.ruc} />
    </InfoDialog>
  );
}
