import type { CompanyAdminRow } from '@facturar/contracts';
import Visibility from '@mui/icons-material/Visibility';
import SettingsEthernet from '@mui/icons-material/SettingsEthernet';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddBusiness from '@mui/icons-material/AddBusiness';
import Button from '@mui/material/Button';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { RegistrationDialog } from '#web/features/registration/index.ts';
import { CompanyReportDialog } from '#web/features/reports/index.ts';
import { companyPagesKey } from '../api/company-admin-api.ts';
import { editColumn, iconColumn, type DataTableColumn } from '#web/components/data-table/index.ts';
import { formatAvailableVouchers } from '#web/lib/amount-format.ts';
import { useCompanyList } from '../hooks/use-company-list.ts';
import { CompaniesTable } from './companies-table.tsx';
import { CompanyFilterForm } from './company-filter-form.tsx';
import { CompanyInfoDialog } from './company-info-dialog.tsx';
import { CompanyUpdateDialog } from './company-update-dialog.tsx';
import { PacConnectionDialog } from './pac-connection-dialog.tsx';

type OpenDialog = { kind: 'info' | 'edit' | 'pac' | 'report'; company: CompanyAdminRow } | null;

type CompaniesScreenProps = { title: string };

/**
 * The administrative company list (AEM and '/company', spec 001 §2): the search form, the search box, and
 * per company its counts, payment type, accounting firm, partner flag, information and update form.
 */
export function CompaniesScreen({ title }: CompaniesScreenProps) {
  const list = useCompanyList();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [isAdding, setIsAdding] = useState(false);
  const queryClient = useQueryClient();
  const columns: readonly DataTableColumn<CompanyAdminRow>[] = [
    { key: 'ruc', header: 'RUC', render: (row) => row.idEmpresa },
    { key: 'razon', header: 'Razón Social/Nombres', render: (row) => row.razonSocialempresa },
    {
      key: 'emitidos',
      header: 'Rep. Comp. Emitidos',
      align: 'right',
      // ADR 0130: the count of issued vouchers is the button that opens the company's report.
      render: (row) => (
        <Button
          size="small"
          aria-label={`Reporte de comprobantes emitidos de ${row.razonSocialempresa}`}
          onClick={() => setDialog({ kind: 'report', company: row })}
        >
          {row.comprobantesUtilizados}
        </Button>
      ),
    },
    {
      key: 'disponibles',
      header: '# Comp. Disponibles',
      align: 'right',
      render: (row) => formatAvailableVouchers(row.comprobantesDisponibles),
    },
    { key: 'pago', header: 'Tipo Pago', render: (row) => row.tipoPago },
    { key: 'contadora', header: 'Empresa Contadora', render: (row) => row.empresaContadora ?? '—' },
    { key: 'partner', header: 'Partner', align: 'center', render: (row) => (row.esPartner ? 'Sí' : 'No') },
    iconColumn({
      key: 'info',
      header: 'Ver Información',
      label: (row) => `Ver información de ${row.razonSocialempresa}`,
      icon: <Visibility fontSize="small" />,
      onClick: (row) => setDialog({ kind: 'info', company: row }),
    }),
    iconColumn({
      key: 'pac',
      header: 'Conexión PAC',
      label: (row) => `Conexión PAC de ${row.razonSocialempresa}`,
      icon: <SettingsEthernet fontSize="small" />,
      onClick: (row) => setDialog({ kind: 'pac', company: row }),
    }),
    editColumn(
      (row) => row.razonSocialempresa,
      (row) => setDialog({ kind: 'edit', company: row }),
    ),
  ];
  return (
    <Stack component="section" aria-label={title} spacing={2}>
      <Stack
        direction="row"
        sx={{ alignItems: 'center', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}
      >
        <Typography variant="h5" component="h2">
          {title}
        </Typography>
        <Button variant="contained" startIcon={<AddBusiness />} onClick={() => setIsAdding(true)}>
          Agregar Empresa
        </Button>
      </Stack>
      <CompanyFilterForm onSearch={list.runSearch} onReset={list.clearSearch} />
      <CompaniesTable label={title} list={list} columns={columns} />
      {isAdding && (
        <RegistrationDialog
          title="Nuevo Empresa"
          onRegistered={() => void queryClient.invalidateQueries({ queryKey: companyPagesKey })}
          onClose={() => setIsAdding(false)}
        />
      )}
      {dialog?.kind === 'info' && (
        <CompanyInfoDialog company={dialog.company} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'pac' && (
        <PacConnectionDialog company={dialog.company} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'report' && (
        <CompanyReportDialog
          company={{ ruc: dialog.company.idEmpresa, name: dialog.company.razonSocialempresa }}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'edit' && (
        <CompanyUpdateDialog company={dialog.company} onClose={() => setDialog(null)} />
      )}
    </Stack>
  );
}
