import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import type { ReactNode } from 'react';
import {
  DataTable,
  type DataTableColumn,
  listPagination,
  type ListPages,
} from '#web/components/data-table/index.ts';
import { SearchBox } from '#web/components/search-box.tsx';
import { ScreenSection } from '#web/components/screen-section.tsx';

type ListState<Row> = ListPages & {
  rows: Row[];
  isLoading: boolean;
  search: (term: string) => void;
  clearSearch: () => void;
};

export type MasterDataScreenProps<Row, Id extends string | number> = {
  title: string;
  /** The search box's label; a list without search leaves it out. */
  searchLabel?: string;
  /** The buttons above the table ('Nuevo …', export). */
  actions: ReactNode;
  list: ListState<Row>;
  columns: readonly DataTableColumn<Row>[];
  rowId: (row: Row) => Id;
  /** The dialogs the screen opens. */
  children?: ReactNode;
};

/** A master-data screen (spec 001 §2): title, search, actions and the paged table (15, 10, 20 rows). */
export function MasterDataScreen<Row, Id extends string | number>(props: MasterDataScreenProps<Row, Id>) {
  const { title, searchLabel, actions, list, columns, rowId, children } = props;
  return (
    <ScreenSection title={title}>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
            {searchLabel !== undefined && (
              <SearchBox
                label={searchLabel}
                minLength={3}
                helperText="Ingrese al menos 3 caracteres"
                onSearch={list.search}
                onClear={list.clearSearch}
              />
            )}
            <Stack direction="row" spacing={1} sx={{ ml: { md: 'auto' } }}>
              {actions}
            </Stack>
          </Stack>
          <DataTable
            ariaLabel={title}
            columns={columns}
            rows={list.rows}
            rowId={rowId}
            isLoading={list.isLoading}
            pagination={listPagination(list)}
          />
        </Stack>
      </Paper>
      {children}
    </ScreenSection>
  );
}
