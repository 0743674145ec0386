import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { DataTableColumn } from './data-table.tsx';
import type { RowAction } from './row-actions-menu.tsx';

/**
 * A row's actions as small text buttons side by side, for a list with room for them (the saved forms, the
 * schedules, the webhooks); `false` stands for an action the row does not offer in its state.
 */
export function RowButtons({ actions }: { actions: readonly (RowAction | false)[] }) {
  return (
    <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {actions.map(
        (action) =>
          action && (
            <Button
              key={action.key}
              size="small"
              color={action.isDestructive ? 'error' : 'primary'}
              aria-label={action.ariaLabel}
              disabled={action.isDisabled}
              onClick={action.onSelect}
            >
              {action.text}
            </Button>
          ),
      )}
    </Stack>
  );
}

/** The 'Acciones' column of such a list: each row's buttons, as its state allows them. */
export function rowButtonsColumn<Row>(
  actionsOf: (row: Row) => readonly (RowAction | false)[],
): DataTableColumn<Row> {
  return { key: 'acciones', header: 'Acciones', render: (row) => <RowButtons actions={actionsOf(row)} /> };
}
