import IconButton from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import type { DataTableColumn } from './data-table.tsx';

type IconColumnOptions<Row> = {
  key: string;
  header: string;
  /** The button's accessible name for a row ('Ver información de <company>'). */
  label: (row: Row) => string;
  icon: ReactNode;
  onClick: (row: Row) => void;
  /** The master-data lists use the compact button. */
  size?: 'small' | 'medium';
};

/** A column of one icon button per row, centred, named for its row for screen readers. */
export function iconColumn<Row>(options: IconColumnOptions<Row>): DataTableColumn<Row> {
  const { key, header, label, icon, onClick, size = 'medium' } = options;
  return {
    key,
    header,
    align: 'center',
    render: (row) => (
      <IconButton size={size} aria-label={label(row)} onClick={() => onClick(row)}>
        {icon}
      </IconButton>
    ),
  };
}
