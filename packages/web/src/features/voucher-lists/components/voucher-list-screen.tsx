import type { VoucherListKind, VoucherRow } from '@facturar/contracts';
import type { ReactNode } from 'react';
import type { DataTableColumn } from '#web/components/data-table/index.ts';
import { useVoucherList } from '../hooks/use-voucher-list.ts';
import { formatVoucherNumber } from '../voucher-format.ts';
import { RepositoryScreen } from './repository-screen.tsx';

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
  return (
    <RepositoryScreen
      title={title}
      list={list}
      columns={columns}
      resetLabel={resetLabel}
      notice={notice}
      {...(isSelectable
        ? { selectionLabel: (row: VoucherRow) => `Seleccionar ${formatVoucherNumber(row)}` }
        : {})}
    />
  );
}
