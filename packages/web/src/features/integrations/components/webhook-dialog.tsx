import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { webhookEventLabels, webhookEvents, webhookFormSchema, type WebhookEvent } from '@facturar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { readFailureMessage } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast } from '#web/lib/toast.ts';
import { createWebhook, integrationsKey } from '../api/integrations-api.ts';
import { ChoiceListField } from './choice-list-field.tsx';

type WebhookValues = { url: string; eventos: WebhookEvent[] };

const eventChoices = webhookEvents.map((event) => ({
  value: event,
  label: `${webhookEventLabels[event]} (${event})`,
}));

/** 'Nuevo webhook': the https address of the company's system and the events it wants. */
export function WebhookDialog({
  ruc,
  onCreated,
  onClose,
}: {
  ruc: string;
  onCreated: (secret: string) => void;
  onClose: () => void;
}) {
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const titleId = useId();
  const { control, handleSubmit } = useForm<WebhookValues, unknown, unknown>({
    defaultValues: { url: '', eventos: ['documento.autorizado', 'documento.rechazado', 'documento.anulado'] },
    resolver: draftResolver<WebhookValues, unknown>(webhookFormSchema),
  });
  const creation = useMutation({
    mutationFn: (values: WebhookValues) => createWebhook(http, ruc, values),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: integrationsKey(ruc) });
      onCreated(answer.secreto);
    },
    onError: (error) => showErrorToast(readFailureMessage(error)),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Nuevo webhook</DialogTitle>
      <DialogContent>
        <Stack
          id="webhook-form"
          component="form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={handleSubmit((values) => creation.mutate(values as WebhookValues))}
        >
          <FormTextField control={control} name="url" label="Dirección (https)" required />
          <ChoiceListField control={control} name="eventos" label="Eventos" choices={eventChoices} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" form="webhook-form" variant="contained" loading={creation.isPending}>
          Crear webhook
        </Button>
      </DialogActions>
    </Dialog>
  );
}
