import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useSingleFlight } from '#web/components/use-single-flight.ts';

type MasterDataDialogProps = {
  title: string;
  onCancel: () => void;
  /** Returns the promise of the save it starts: the buttons wait for it, and a second click is ignored. */
  onSave: () => unknown;
  isSaving: boolean;
  saveLabel?: string;
  children: ReactNode;
};

/**
 * The add and edit dialogs of the master-data screens. They close only by 'Cancelar' or a successful save,
 * never by the backdrop or Escape (spec 001 §4: it has no onClose), so a half-typed form is never lost.
 */
export function MasterDataDialog(props: MasterDataDialogProps) {
  const { title, onCancel, onSave, isSaving, saveLabel = 'Guardar', children } = props;
  const titleId = useId();
  const { isRunning, runOnce } = useSingleFlight();
  const isBusy = isSaving || isRunning;
  return (
    <Dialog open aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 2 }}>
          Los campos marcados con * son obligatorios.
        </Typography>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isBusy}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={() => runOnce(onSave)} loading={isBusy}>
          {saveLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
