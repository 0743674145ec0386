import {
  webhookEventLabels,
  webhookEvents,
  webhookFormSchema,
  type WebhookEvent,
  type WebhookForm,
} from '@facturar/contracts';
import { useForm } from 'react-hook-form';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { createWebhook } from '../api/integrations-api.ts';
import { SecretCreationDialog, type CreationDialogProps } from './secret-creation-dialog.tsx';
import { ChoiceListField } from './choice-list-field.tsx';

type WebhookValues = { url: string; eventos: WebhookEvent[] };

const eventChoices = webhookEvents.map((event) => ({
  value: event,
  label: `${webhookEventLabels[event]} (${event})`,
}));

/** 'Nuevo webhook': the https address of the company's system and the events it wants. */
export function WebhookDialog(props: CreationDialogProps) {
  const { ruc } = props;
  const { http } = useAppServices();
  const form = useForm<WebhookValues, unknown, WebhookForm>({
    defaultValues: { url: '', eventos: ['documento.autorizado', 'documento.rechazado', 'documento.anulado'] },
    resolver: draftResolver<WebhookValues, WebhookForm>(webhookFormSchema),
  });
  return (
    <SecretCreationDialog
      title="Nuevo webhook"
      submitLabel="Crear webhook"
      {...props}
      form={form}
      create={async (values) => (await createWebhook(http, ruc, values)).secreto}
    >
      <FormTextField control={form.control} name="url" label="Dirección (https)" required />
      <ChoiceListField control={form.control} name="eventos" label="Eventos" choices={eventChoices} />
    </SecretCreationDialog>
  );
}
