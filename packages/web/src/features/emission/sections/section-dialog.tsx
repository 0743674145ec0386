import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import { useId, type FormEvent, type ReactNode } from 'react';

type SectionDialogProps = {
  isOpen: boolean;
  title: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  onCancel: () => void;
  children: ReactNode;
};

/** The 'Nuevo …' dialog of a list section: its fields in a grid, 'Agregar' and 'Cancelar'. */
export function SectionDialog({ isOpen, title, onSubmit, onCancel, children }: SectionDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={isOpen} onClose={onCancel} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <form noValidate onSubmit={onSubmit}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>
          <Grid container spacing={2} sx={{ pt: 1 }}>
            {children}
          </Grid>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel}>Cancelar</Button>
          <Button type="submit" variant="contained">
            Agregar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
