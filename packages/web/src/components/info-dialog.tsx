import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';

type InfoDialogProps = {
  /** Also the dialog's accessible name. */
  title: ReactNode;
  onClose: () => void;
  /** Defaults to open: most are mounted only while shown. */
  isOpen?: boolean;
  maxWidth: 'xs' | 'sm' | 'md' | 'lg';
  /** A long list scrolls between dividers, the title and 'Cerrar' staying in sight. */
  isScrolling?: boolean;
  /** Whether Escape and a click outside close it; one holding typed values closes only by its buttons. */
  isDismissible?: boolean;
  /**
   * A notice the user acknowledges ('Aceptar' for an error or a result): its one button instead of
   * 'Cerrar', contained and with the focus, and the text describes the dialog.
   */
  acknowledgeLabel?: string;
  /** Buttons before 'Cerrar'. */
  actions?: ReactNode;
  /** The dialog's own work after 'Cerrar', rightmost as a form's submit ('Guardar'). */
  mainActions?: ReactNode;
  children: ReactNode;
};

/** A dialog that shows something (a list, a report form, a screen) and closes by 'Cerrar', Escape or a click outside. */
export function InfoDialog(props: InfoDialogProps) {
  const { title, onClose, isOpen = true, maxWidth, isScrolling = false, isDismissible = true } = props;
  const { acknowledgeLabel } = props;
  const titleId = useId();
  const contentId = useId();
  return (
    <Dialog
      open={isOpen}
      onClose={isDismissible ? onClose : undefined}
      aria-labelledby={titleId}
      {...(acknowledgeLabel ? { 'aria-describedby': contentId } : {})}
      maxWidth={maxWidth}
      fullWidth
      {...(isScrolling ? { scroll: 'paper' as const } : {})}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent id={contentId} dividers={isScrolling}>
        {props.children}
      </DialogContent>
      <DialogActions>
        {props.actions}
        {acknowledgeLabel ? (
          <Button variant="contained" onClick={onClose} autoFocus>
            {acknowledgeLabel}
          </Button>
        ) : (
          <Button onClick={onClose}>Cerrar</Button>
        )}
        {props.mainActions}
      </DialogActions>
    </Dialog>
  );
}
