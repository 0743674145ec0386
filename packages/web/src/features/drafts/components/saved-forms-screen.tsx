import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { ClientPagedTable, type DataTableProps } from '#web/components/data-table/index.ts';

type SavedFormsScreenProps<Row, Id extends string | number> = Omit<DataTableProps<Row, Id>, 'pagination'> & {
  title: string;
  /** Its dialogs. */
  children?: ReactNode;
};

/**
 * 'Borradores' and 'Cotizaciones' (issue 28): the page's title over the company's saved forms, which the
 * server answers whole and are paged here.
 */
export function SavedFormsScreen<Row, Id extends string | number>(props: SavedFormsScreenProps<Row, Id>) {
  const { title, rows, children, ...table } = props;
  return (
    <Stack spacing={2}>
      <Typography variant="h5" component="h1">
        {title}
      </Typography>
      <ClientPagedTable {...table} rows={rows} />
      {children}
    </Stack>
  );
}
