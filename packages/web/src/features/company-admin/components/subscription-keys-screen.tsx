import type { CompanyAdminRow } from '@facturar/contracts';
import Edit from '@mui/icons-material/Edit';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DataTable, type DataTableColumn, listPagination } from '#web/components/data-table/index.ts';
import { SearchBox } from '#web/components/search-box.tsx';
import type { ScreenProps } from '#web/lib/screen-props.ts';
import { companyPageSizes, useCompanyList } from '../hooks/use-company-list.ts';
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
    {
      key: 'editar',
      header: 'Editar',
      align: 'center',
      render: (row) => (
        <IconButton
          aria-label={`Editar la clave de ${row.razonSocialempresa}`}
          onClick={() => setEditing(row)}
        >
          <Edit fontSize="small" />
        </IconButton>
      ),
    },
  ];
  return (
    <ScreenSection title={resource.titlePage}>
      <SearchBox
        label="RUC/Razón Social"
        onSearch={(term) => list.runSearch({ parametroBusqueda: term })}
        onClear={list.clearSearch}
      />
      <Paper variant="outlined">
        <DataTable
          ariaLabel={resource.titlePage}
          columns={columns}
          rows={list.rows}
          rowId={(row) => row.idEmpresa}
          isLoading={list.isLoading}
          pagination={listPagination(list, companyPageSizes)}
        />
      </Paper>
      {editing && <SubscriptionKeyDialog company={editing} onClose={() => setEditing(null)} />}
    </ScreenSection>
  );
}
