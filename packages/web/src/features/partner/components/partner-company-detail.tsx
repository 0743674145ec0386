import Assessment from '@mui/icons-material/Assessment';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import Stack from '@mui/material/Stack';
import type { PartnerCompanyRow } from '@facturar/contracts';
import { useQuery } from '@tanstack/react-query';
import { PageSpinner } from '#web/components/page-spinner.tsx';
import { CompanyInfoDialog } from '#web/features/company-admin/index.ts';
import { PeriodArchiveButton } from '#web/features/reports/index.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { partnerCompaniesQueryOptions } from '../api/partner-api.ts';
import type { AttentionGroup } from '../attention-groups.ts';
import { ListLoadFailure } from '#web/components/list-load-failure.tsx';

type PartnerCompanyDetailProps = {
  partnerRuc: string;
  /** The company opened, with its reasons when it came from 'Requieren atención'. */
  company: Pick<AttentionGroup, 'idEmpresa' | 'razonSocialempresa'> &
    Partial<Pick<AttentionGroup, 'reasons'>>;
  onReport: (row: PartnerCompanyRow) => void;
  onClose: () => void;
};

/**
 * A partner's company detail (issue 29): its information, why it needs attention, and its report and period
 * archive; the row is the partner's own list's, found by the company's RUC.
 */
export function PartnerCompanyDetail({ partnerRuc, company, onReport, onClose }: PartnerCompanyDetailProps) {
  const { http } = useAppServices();
  const found = useQuery(
    partnerCompaniesQueryOptions(http, {
      partnerRuc,
      page: 0,
      size: 15,
      search: { parametroBusqueda: company.idEmpresa },
    }),
  );
  const row = found.data?.content.find((candidate) => candidate.idEmpresa === company.idEmpresa);
  if (!row) {
    return (
      <Dialog open onClose={onClose} aria-label="Información de la Empresa">
        <DialogContent>{found.isPending ? <PageSpinner /> : <ListLoadFailure />}</DialogContent>
      </Dialog>
    );
  }
  return (
    <CompanyInfoDialog company={row} onClose={onClose}>
      <Stack spacing={1} sx={{ mt: 2 }}>
        {(company.reasons ?? []).map((reason) => (
          <Alert key={reason.tipo} severity={reason.severity}>
            {reason.mensaje}
          </Alert>
        ))}
        <Stack direction="row" spacing={1}>
          <Button size="small" startIcon={<Assessment />} onClick={() => onReport(row)}>
            Rep. Comp. Emitidos
          </Button>
          <PeriodArchiveButton company={{ ruc: row.idEmpresa, name: row.razonSocialempresa }} />
        </Stack>
      </Stack>
    </CompanyInfoDialog>
  );
}
