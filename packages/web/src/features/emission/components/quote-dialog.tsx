import { formatPanamaDate } from '@facturar/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useForm } from 'react-hook-form';
import { FormDateField } from '#web/components/form/form-date-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useSingleFlight } from '#web/components/use-single-flight.ts';

export type QuoteRequest = { fechaValidez: string; correo: string };

type QuoteDialogProps = {
  isOpen: boolean;
  onCreate: (request: QuoteRequest) => Promise<unknown>;
  onClose: () => void;
};

/** How long a quote holds unless the user says otherwise. */
const DEFAULT_VALIDITY_DAYS = 15;

/** 'Cotización': how long the quote holds and, optionally, who receives it by e-mail. */
export function QuoteDialog({ isOpen, onCreate, onClose }: QuoteDialogProps) {
  return (
    <Dialog open={isOpen} maxWidth="xs" fullWidth aria-labelledby="quote-dialog-title">
      {isOpen && <QuoteForm onCreate={onCreate} onClose={onClose} />}
    </Dialog>
  );
}

function QuoteForm({ onCreate, onClose }: Omit<QuoteDialogProps, 'isOpen'>) {
  const today = new Date();
  const { control, handleSubmit } = useForm<QuoteRequest>({
    defaultValues: {
      fechaValidez: formatPanamaDate(new Date(today.getTime() + DEFAULT_VALIDITY_DAYS * 86_400_000)),
      correo: '',
    },
  });
  const { isRunning, runOnce } = useSingleFlight();
  return (
    <>
      <DialogTitle id="quote-dialog-title">Cotización</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormDateField
            control={control}
            name="fechaValidez"
            label="Válida hasta"
            minDay={formatPanamaDate(today)}
            required
          />
          <FormTextField control={control} name="correo" label="Enviar a (correo, opcional)" type="email" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isRunning}>
          Cancelar
        </Button>
        <Button
          variant="contained"
          disabled={isRunning}
          onClick={() => runOnce(handleSubmit((request) => onCreate(request)))}
        >
          Crear cotización
        </Button>
      </DialogActions>
    </>
  );
}
