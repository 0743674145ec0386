import type { CompanyAdminRow } from '@facturar/contracts';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { editColumn, type DataTableColumn } from '#web/components/data-table/index.ts';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { useCompanyList } from '../hooks/use-company-list.ts';
import { CompaniesTable } from './companies-table.tsx';
import { SubscriptionKeyDialog } from './subscription-key-dialog.tsx';
import { ScreenSection } from '#web/components/screen-section.tsx';

/** SUS, 'Clave de Suscripción' (spec 001 §2): every company with its key, edited in a dialog. */
export function SubscriptionKeysScreen({ resource }: ScreenProps) {
  const list = useCompanyList();
  const [editing, setEditing] = useState<CompanyAdminRow | null>(null);
  const columns: readonly DataTableColumn<CompanyAdminRow>[] = [
    { key: 'ruc', header: 'RUC', render: (row) => row.idEmpresa },
    { key: 'razon', header: 'Razón Social', render: (row) => row.razonSocialempresa },
    {
      key: 'clave',
      header: 'Clave de Suscripción',
      render: (row) => (
        <Typography variant="body2" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
          {row.subscriptionKey ?? '—'}
        </Typography>
      ),
    },
    editColumn<CompanyAdminRow>((row) => `la clave de ${row.razonSocialempresa}`, setEditing),
  ];
  return (
    <ScreenSection title={resource.titlePage}>
      <CompaniesTable label={resource.titlePage} list={list} columns={columns} />
      {editing && <SubscriptionKeyDialog company={editing} onClose={() => setEditing(null)} />}
    </ScreenSection>
  );
}
