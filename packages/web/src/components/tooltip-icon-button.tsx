import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';

type TooltipIconButtonProps = {
  /** What the tooltip says. */
  title: string;
  /** The accessible name: the title unless the row's name makes it unique ('Editar de Ana'). */
  label?: string;
  icon: ReactNode;
  onClick: () => void;
  size?: 'small' | 'medium';
  color?: 'default' | 'primary' | 'error';
  /** For a toggle (a toolbar's 'Negrita'): whether it is on now. */
  isPressed?: boolean;
};

/** An icon alone as a button: its tooltip says what it does and a screen reader hears it as its name. */
export function TooltipIconButton(props: TooltipIconButtonProps) {
  const { title, label = title, icon, onClick, size = 'medium', color = 'default', isPressed } = props;
  return (
    <Tooltip title={title}>
      <IconButton size={size} color={color} aria-label={label} aria-pressed={isPressed} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
