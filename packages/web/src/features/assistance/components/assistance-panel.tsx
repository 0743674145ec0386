import { assistanceMessages, assistanceRequestSchema, type AssistanceRequest } from '@facturar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useController, useForm } from 'react-hook-form';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { PanelForm } from '#web/components/form/panel-form.tsx';
import { isNetworkError, networkMessage, isApiCallError } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showSuccessToast } from '#web/lib/toast.ts';
import { sendAssistance } from '../api/assistance-api.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

function describeSendFailure(error: unknown): string {
  if (isNetworkError(error)) return networkMessage;
  return isApiCallError(error) ? error.mensaje : assistanceMessages.sendFailed;
}

/** 'Asistencia' (spec 000 §2): From, a rich-text editor and Send; support answers to the From address. */
export function AssistancePanel({ onSent }: { onSent: () => void }) {
  const { http } = useAppServices();
  const { control, handleSubmit } = useForm<AssistanceRequest>({
    defaultValues: { de: '', mensaje: '' },
    resolver: zodResolver(assistanceRequestSchema),
  });
  const message = useController({ control, name: 'mensaje' });
  const sending = useMutation({
    mutationFn: (request: AssistanceRequest) => sendAssistance(http, request),
    onSuccess: (answer) => {
      showSuccessToast(answer);
      onSent();
    },
  });
  const submit = handleSubmit((request) => sending.mutate(request));
  return (
    <PanelForm onSubmit={submit} saving={sending} describeFailure={describeSendFailure} submitLabel="Enviar">
      <FormTextField
        control={control}
        name="de"
        label="De"
        type="email"
        required
        helperText="Su correo, para responderle."
      />
      <RichTextEditor
        label="Consulta"
        onChange={message.field.onChange}
        error={message.fieldState.error?.message}
      />
    </PanelForm>
  );
}
