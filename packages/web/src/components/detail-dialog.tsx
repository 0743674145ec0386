import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { InfoDialog } from './info-dialog.tsx';

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
  return (
    <InfoDialog title={title} onClose={onClose} maxWidth="sm">
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
    </InfoDialog>
  );
}
