import { formatPanamaDate } from '@facturar/domain';
import { useForm } from 'react-hook-form';
import { FormDateField } from '#web/components/form/form-date-field.tsx';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
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
  return isOpen ? <QuoteForm onCreate={onCreate} onClose={onClose} /> : null;
}

/** Mounted only while shown, so each opening starts from today's validity. */
function QuoteForm({ onCreate, onClose }: Omit<QuoteDialogProps, 'isOpen'>) {
  const today = new Date();
  const form = useForm<QuoteRequest>({
    defaultValues: {
      fechaValidez: formatPanamaDate(new Date(today.getTime() + DEFAULT_VALIDITY_DAYS * 86_400_000)),
      correo: '',
    },
  });
  const { isRunning, runOnce } = useSingleFlight();
  return (
    <FormDialog
      title="Cotización"
      maxWidth="xs"
      form={form}
      onSubmit={(request) => runOnce(() => onCreate(request))}
      onClose={onClose}
      saving={{ isPending: isRunning, error: null }}
      submitLabel="Crear cotización"
    >
      <FormDateField
        control={form.control}
        name="fechaValidez"
        label="Válida hasta"
        minDay={formatPanamaDate(today)}
        required
      />
      <FormTextField control={form.control} name="correo" label="Enviar a (correo, opcional)" type="email" />
    </FormDialog>
  );
}
