import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useId } from 'react';

type DetailDialogProps = {
  title: string;
  /** Label and value of each field, in order. */
  fields: readonly (readonly [string, string])[];
  onClose: () => void;
  /** Two columns from small screens up (a billing point), or one under the other (a user). */
  columns?: 1 | 2;
};

/** A record's detail ('Detalle del Usuario', 'Detalle del Punto de Facturación'): its fields read only. */
export function DetailDialog({ title, fields, onClose, columns = 1 }: DetailDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            pt: 1,
            gridTemplateColumns: columns === 2 ? { xs: '1fr', sm: '1fr 1fr' } : '1fr',
          }}
        >
          {fields.map(([label, value]) => (
            <TextField
              key={label}
              size="small"
              label={label}
              value={value}
              slotProps={{ htmlInput: { readOnly: true } }}
            />
          ))}
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} variant="contained">
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
