import { useState, type ReactNode } from 'react';
import { PagedListTable, type DataTableColumn } from '#web/components/data-table/index.ts';
import { ZipDownloadBar } from '#web/features/voucher-actions/index.ts';
import type { PagedSearchState } from '#web/lib/use-paged-search.ts';
import { VoucherSearchForm } from './voucher-search-form.tsx';
import { ScreenSection } from '#web/components/screen-section.tsx';

type RepositoryRow = { comprobanteElectronico: { idComprobanteElectronico: number } };

type RepositoryScreenProps<Row extends RepositoryRow> = {
  title: string;
  list: PagedSearchState<Row>;
  columns: readonly DataTableColumn<Row>[];
  /** With it, rows get checkboxes (so labelled) and the ZIP bar appears. */
  selectionLabel?: (row: Row) => string;
  resetLabel: string;
  /** The search's label for the other party ('Receptor' by default, 'Emisor' for received vouchers). */
  counterpartLabel?: string;
  /** Shown above the search (the pending list's 'Importante'). */
  notice?: ReactNode;
};

/** A voucher repository (spec 001 §2): its search, its paged table and, where it has them, selection and ZIP. */
export function RepositoryScreen<Row extends RepositoryRow>(props: RepositoryScreenProps<Row>) {
  const { title, list, columns, selectionLabel, resetLabel, counterpartLabel, notice } = props;
  const [selectedIds, setSelectedIds] = useState<number[]>([]);

  return (
    <ScreenSection title={title}>
      {notice}
      <VoucherSearchForm
        resetLabel={resetLabel}
        {...(counterpartLabel ? { counterpartLabel } : {})}
        onSearch={(params) => {
          setSelectedIds([]);
          list.runSearch(params);
        }}
        onReset={() => {
          setSelectedIds([]);
          list.clearSearch();
        }}
      />
      {selectionLabel && <ZipDownloadBar selectedIds={selectedIds} />}
      <PagedListTable
        ariaLabel={title}
        columns={columns}
        list={list}
        rowId={(row) => row.comprobanteElectronico.idComprobanteElectronico}
        isCompact
        {...(selectionLabel
          ? { selection: { selectedIds, onChange: setSelectedIds, rowLabel: selectionLabel } }
          : {})}
      />
    </ScreenSection>
  );
}
