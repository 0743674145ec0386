import { OTHER_TAXES, REQUEST_MESSAGES, otiSchema } from '@facturar/domain';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import type { LineControl } from '../model/line-draft.ts';

const MAX_OTIS = 20;

function otiName(code: string): string {
  return OTHER_TAXES.find((tax) => tax.codigo === code)?.nombre ?? code;
}

/** 'Detalles OTI': the other taxes of one line, up to 20, each judged by the shared OTI rule. */
export function OtiButton({ control }: { control: LineControl }) {
  const { field } = useController({ control, name: 'otis' });
  const otis = field.value;
  const [isOpen, setIsOpen] = useState(false);
  const [codigo, setCodigo] = useState('01');
  const [valor, setValor] = useState('');
  const [error, setError] = useState<string | null>(null);

  function add(): void {
    if (otis.length >= MAX_OTIS) {
      setError(REQUEST_MESSAGES.otiMax);
      return;
    }
    if (otis.some((oti) => oti.codigo === codigo)) {
      setError(REQUEST_MESSAGES.otiDuplicated);
      return;
    }
    const parsed = otiSchema.safeParse({ codigo, valor });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? REQUEST_MESSAGES.otiValueRequired);
      return;
    }
    field.onChange([...otis, { codigo: parsed.data.codigo, valor: parsed.data.valor }]);
    setValor('');
    setError(null);
  }

  return (
    <>
      <Button variant="outlined" onClick={() => setIsOpen(true)}>
        OTI ({otis.length})
      </Button>
      <Dialog open={isOpen} onClose={() => setIsOpen(false)} maxWidth="sm" fullWidth>
        <DialogTitle>Detalles OTI</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
              <TextField
                select
                label="Código OTI"
                value={codigo}
                onChange={(event) => setCodigo(event.target.value)}
                size="small"
                sx={{ minWidth: 220 }}
              >
                {OTHER_TAXES.map((tax) => (
                  <MenuItem key={tax.codigo} value={tax.codigo}>
                    {tax.codigo} - {tax.nombre}
                  </MenuItem>
                ))}
              </TextField>
              <TextField
                label="Valor OTI"
                value={valor}
                onChange={(event) => setValor(event.target.value)}
                size="small"
                error={error !== null}
                helperText={error}
              />
              <Button onClick={add}>Agregar OTI</Button>
            </Stack>
            {otis.length === 0 ? (
              <Typography color="text.secondary">No ha agregado OTIs</Typography>
            ) : (
              <List dense aria-label="OTIs del detalle">
                {otis.map((oti) => (
                  <ListItem
                    key={oti.codigo}
                    secondaryAction={
                      <IconButton
                        aria-label={`Eliminar OTI ${oti.codigo}`}
                        onClick={() => field.onChange(otis.filter((other) => other.codigo !== oti.codigo))}
                      >
                        <DeleteOutlined />
                      </IconButton>
                    }
                  >
                    <ListItemText primary={`${oti.codigo} - ${otiName(oti.codigo)}`} secondary={oti.valor} />
                  </ListItem>
                ))}
              </List>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsOpen(false)}>Cerrar</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
