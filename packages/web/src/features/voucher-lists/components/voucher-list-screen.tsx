import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { VoucherListKind, VoucherRow } from '@facturar/contracts';
import { useState, type ReactNode } from 'react';
import { DataTable, type DataTableColumn } from '#web/components/data-table/index.ts';
import { ZipDownloadBar } from '#web/features/voucher-actions/index.ts';
import { useVoucherList } from '../hooks/use-voucher-list.ts';
import { repositoryPageSizes } from '../voucher-list-messages.ts';
import { formatVoucherNumber } from '../voucher-format.ts';
import { VoucherSearchForm } from './voucher-search-form.tsx';

type VoucherListScreenProps = {
  title: string;
  kind: VoucherListKind;
  columns: readonly DataTableColumn<VoucherRow>[];
  /** Checkboxes and the ZIP bar (the authorised list). */
  isSelectable?: boolean;
  resetLabel?: string;
  /** Shown above the search (the pending list's 'Importante'). */
  notice?: ReactNode;
};

/** One issued-voucher repository: its search, its table and, where the spec has them, selection and ZIP. */
export function VoucherListScreen(props: VoucherListScreenProps) {
  const { title, kind, columns, isSelectable = false, resetLabel = 'Limpiar', notice } = props;
  const list = useVoucherList(kind);
  const [selectedIds, setSelectedIds] = useState<number[]>([]);

  return (
    <Stack component="section" aria-label={title} spacing={2}>
      <Typography variant="h5" component="h2">
        {title}
      </Typography>
      {notice}
      <VoucherSearchForm
        resetLabel={resetLabel}
        onSearch={(params) => {
          setSelectedIds([]);
          list.runSearch(params);
        }}
        onReset={() => {
          setSelectedIds([]);
          list.clearSearch();
        }}
      />
      {isSelectable && <ZipDownloadBar selectedIds={selectedIds} />}
      <Paper variant="outlined">
        <DataTable
          ariaLabel={title}
          columns={columns}
          rows={list.rows}
          rowId={(row) => row.comprobanteElectronico.idComprobanteElectronico}
          isLoading={list.isLoading}
          {...(isSelectable
            ? {
                selection: {
                  selectedIds,
                  onChange: setSelectedIds,
                  rowLabel: (row: VoucherRow) => `Seleccionar ${formatVoucherNumber(row)}`,
                },
              }
            : {})}
          pagination={{
            page: list.page,
            size: list.size,
            total: list.total,
            sizeOptions: repositoryPageSizes,
            onPageChange: list.changePage,
            onSizeChange: list.changeSize,
          }}
        />
      </Paper>
    </Stack>
  );
}
