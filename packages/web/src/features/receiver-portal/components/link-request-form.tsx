import { zodResolver } from '@hookform/resolvers/zod';
import { receiverLinkRequestSchema, type ReceiverLinkRequest } from '@facturar/contracts';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { readFailureMessage } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { requestPortalLink } from '../api/receiver-portal-api.ts';

/** 'Recibir enlace': RUC, DV and an e-mail an issuer has on file; the answer confirms nothing. */
export function LinkRequestForm() {
  const { http } = useAppServices();
  const form = useForm<ReceiverLinkRequest>({
    resolver: zodResolver(receiverLinkRequestSchema),
    defaultValues: { ruc: '', dv: '', correo: '' },
  });
  const request = useMutation({
    mutationFn: (values: ReceiverLinkRequest) => requestPortalLink(http, values),
  });

  return (
    <Stack
      component="form"
      spacing={2}
      noValidate
      onSubmit={form.handleSubmit((values) => request.mutate(values))}
    >
      <Typography color="text.secondary">
        Ingrese el RUC y DV de su empresa o persona y un correo electrónico que alguno de sus emisores tenga
        registrado. Le enviaremos un enlace para ver y descargar todos los comprobantes emitidos a su RUC en
        Facturar.
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField control={form.control} name="ruc" label="RUC" required fullWidth />
        </Grid>
        <Grid size={{ xs: 4, sm: 2 }}>
          <FormTextField control={form.control} name="dv" label="DV" required fullWidth />
        </Grid>
        <Grid size={{ xs: 12, sm: 5 }}>
          <FormTextField control={form.control} name="correo" label="Correo electrónico" required fullWidth />
        </Grid>
      </Grid>
      <Button type="submit" variant="contained" sx={{ alignSelf: 'flex-start' }} loading={request.isPending}>
        Recibir enlace
      </Button>
      {request.isSuccess && <Alert severity="success">{request.data.mensaje}</Alert>}
      {request.isError && <Alert severity="error">{readFailureMessage(request.error)}</Alert>}
    </Stack>
  );
}
