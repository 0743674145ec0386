import MoreVert from '@mui/icons-material/MoreVert';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useMenuAnchor } from '../use-menu-anchor.ts';

export type RowAction = {
  key: string;
  /** What the menu shows ('Anular'). */
  text: string;
  /** The accessible name when the text alone is ambiguous across rows ('Anular 0000-001-0000000012'). */
  ariaLabel?: string;
  isDestructive?: boolean;
  /** While its write runs (a second 'Aceptar' would send it twice). */
  isDisabled?: boolean;
  onSelect: () => void;
};

/**
 * A row's less frequent actions behind one button, so a wide list keeps its columns on screen (issue 29).
 * The menu closes before the action runs: an action that opens a dialog keeps that dialog's state in the
 * row (the menu's items unmount when it closes).
 */
export function RowActionsMenu({ rowName, actions }: { rowName: string; actions: readonly RowAction[] }) {
  const menu = useMenuAnchor();
  if (actions.length === 0) return null;
  return (
    <>
      <Tooltip title="Acciones">
        <IconButton
          size="small"
          aria-label={`Acciones de ${rowName}`}
          aria-haspopup="menu"
          {...menu.buttonProps}
        >
          <MoreVert fontSize="small" />
        </IconButton>
      </Tooltip>
      <Menu {...menu.menuProps}>
        {actions.map((action) => (
          <MenuItem
            key={action.key}
            aria-label={action.ariaLabel ?? action.text}
            sx={action.isDestructive ? { color: 'error.main' } : undefined}
            disabled={action.isDisabled}
            onClick={() => {
              menu.close();
              action.onSelect();
            }}
          >
            {action.text}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
