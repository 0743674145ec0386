import { assistanceMessages, assistanceRequestSchema, type AssistanceRequest } from '@facturar/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useController, useForm } from 'react-hook-form';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { PanelForm } from '#web/components/form/panel-form.tsx';
import { isNetworkError, networkMessage, isApiCallError } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showSuccessToast } from '#web/lib/toast.ts';
import { sendAssistance } from '../api/assistance-api.ts';
import { RichTextEditor } from './rich-text-editor.tsx';

/** 'Asistencia' (spec 000 §2): From, a rich-text editor and Send; support answers to the From address. */
export function AssistancePanel({ onSent }: { onSent: () => void }) {
  const { http } = useAppServices();
  const [failure, setFailure] = useState<string | null>(null);
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
    onError: (error) =>
      setFailure(
        isNetworkError(error)
          ? networkMessage
          : isApiCallError(error)
            ? error.mensaje
            : assistanceMessages.sendFailed,
      ),
  });
  const submit = handleSubmit((request) => {
    setFailure(null);
    sending.mutate(request);
  });
  return (
    <PanelForm onSubmit={submit} failure={failure} submitLabel="Enviar" isSubmitting={sending.isPending}>
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
