import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { resendEmailSchema, resendMessages, resendRequestSchema } from '@facturar/contracts';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { readFirstErrorMessage } from '#web/components/form/form-errors.ts';
import { FormSelectField, type SelectOption } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useCafeTemplates } from '#web/features/cafe-templates/index.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showSuccessToast, showWarningToast } from '#web/lib/toast.ts';
import { resendEmailsQueryOptions, resendVoucher } from '../api/voucher-files-api.ts';
import type { VoucherRef } from '../voucher-ref.ts';
import { ErrorDialog } from './error-dialog.tsx';

/** The resend as the dialog holds it: the addresses, and the template ('' for the document's own format). */
const resendFormSchema = resendRequestSchema.pick({ correos: true }).extend({ plantilla: z.string() });
type ResendValues = z.infer<typeof resendFormSchema>;

const addressSchema = z.object({ correo: resendEmailSchema });
type Address = z.infer<typeof addressSchema>;

const templateLabel = (template: SelectOption) => `${template.codigo} / ${template.nombre}`;

/** `onSent`: the e-mail went out (the lists show its new delivery state). */
type ResendEmailDialogProps = { voucher: VoucherRef; onClose: () => void; onSent?: () => void };

type ResendFormProps = ResendEmailDialogProps & { receiverEmails: string[] };

/** The addresses (the receiver's to begin with), the template, and 'Enviar'. */
function ResendForm({ voucher, receiverEmails, onClose, onSent }: ResendFormProps) {
  const { http } = useAppServices();
  const templates = useCafeTemplates(voucher.documentTypeCode, true).data ?? [];
  const resend = useForm<ResendValues>({
    defaultValues: { correos: receiverEmails, plantilla: '' },
    resolver: draftResolver<ResendValues, ResendValues>(resendFormSchema),
  });
  const correos = useWatch({ control: resend.control, name: 'correos' });
  const address = useForm<Address>({ defaultValues: { correo: '' }, resolver: zodResolver(addressSchema) });
  const [failure, setFailure] = useState<string | null>(null);

  const addAddress = address.handleSubmit(({ correo }) => {
    if (correos.some((existing) => existing.toLowerCase() === correo.toLowerCase())) {
      address.setError('correo', { message: resendMessages.emailDuplicate(correo) });
      return;
    }
    resend.setValue('correos', [...correos, correo]);
    address.reset({ correo: '' });
  });

  const sending = useMutation({
    mutationFn: ({ correos: addresses, plantilla }: ResendValues) =>
      resendVoucher(
        http,
        { correos: addresses, idComprobanteElectronico: voucher.id },
        plantilla === '' ? undefined : plantilla,
      ),
    onSuccess: (mensaje) => {
      // A refused address is named in the answer.
      if (mensaje === resendMessages.sent) showSuccessToast(mensaje);
      else showWarningToast(mensaje);
      onSent?.();
      onClose();
    },
    onError: (error) => setFailure(error.message),
  });
  const send = resend.handleSubmit(
    (values) => sending.mutate(values),
    (errors) => showWarningToast(readFirstErrorMessage(errors) ?? resendMessages.noEmails),
  );

  return (
    <>
      <DialogContent>
        <Stack component="form" direction="row" spacing={1} onSubmit={addAddress} noValidate sx={{ pt: 1 }}>
          <FormTextField control={address.control} name="correo" label="Correo electrónico" helperText=" " />
          <Button type="submit" variant="outlined" sx={{ alignSelf: 'flex-start' }}>
            Agregar
          </Button>
        </Stack>
        <List dense aria-label="Correos destinatarios">
          {correos.map((email) => (
            <ListItem
              key={email}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={`Quitar ${email}`}
                  onClick={() =>
                    resend.setValue(
                      'correos',
                      correos.filter((kept) => kept !== email),
                    )
                  }
                >
                  <DeleteOutlined />
                </IconButton>
              }
            >
              <ListItemText primary={email} />
            </ListItem>
          ))}
        </List>
        <FormSelectField
          control={resend.control}
          name="plantilla"
          label="Plantilla"
          options={templates}
          getOptionLabel={templateLabel}
          emptyOption="Formato del comprobante"
          isEmptyShown
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={() => void send()} loading={sending.isPending}>
          Enviar
        </Button>
      </DialogActions>
      <ErrorDialog message={failure} onClose={() => setFailure(null)} />
    </>
  );
}

/** Spec 001 §5 'E-mail resend': the receiver's addresses, more may be added, then the e-mail is sent. */
export function ResendEmailDialog({ voucher, onClose, onSent }: ResendEmailDialogProps) {
  const { http } = useAppServices();
  const titleId = useId();
  const receiverEmails = useQuery(resendEmailsQueryOptions(http, voucher.id));
  const [isLoadFailureSeen, setLoadFailureSeen] = useState(false);
  const loadFailure = receiverEmails.isError && !isLoadFailureSeen ? receiverEmails.error.message : null;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Reenviar comprobante</DialogTitle>
      {receiverEmails.isPending ? (
        <DialogContent>
          <LinearProgress />
        </DialogContent>
      ) : (
        <ResendForm
          voucher={voucher}
          receiverEmails={receiverEmails.data ?? []}
          onClose={onClose}
          {...(onSent ? { onSent } : {})}
        />
      )}
      <ErrorDialog message={loadFailure} onClose={() => setLoadFailureSeen(true)} />
    </Dialog>
  );
}
