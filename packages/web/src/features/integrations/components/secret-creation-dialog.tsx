import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { integrationsKey } from '../api/integrations-api.ts';

type SecretCreationDialogProps<Draft extends FieldValues, Output> = {
  title: string;
  submitLabel: string;
  form: UseFormReturn<Draft, unknown, Output>;
  ruc: string;
  /** Creates the key or the webhook and gives the secret its answer carries. */
  create: (values: Output) => Promise<string>;
  onCreated: (secret: string) => void;
  onClose: () => void;
  children: ReactNode;
};

/**
 * 'Nueva clave', 'Nuevo webhook': the form of an integration the server answers with a secret shown this
 * once (the key, the signing secret); the integrations are read again before the secret is handed on.
 */
export function SecretCreationDialog<Draft extends FieldValues, Output>(
  props: SecretCreationDialogProps<Draft, Output>,
) {
  const { title, submitLabel, form, ruc, create, onCreated, onClose, children } = props;
  const queryClient = useQueryClient();
  const creation = useMutation({
    mutationFn: create,
    onSuccess: async (secret) => {
      await queryClient.invalidateQueries({ queryKey: integrationsKey(ruc) });
      onCreated(secret);
    },
  });
  return (
    <FormDialog
      title={title}
      form={form}
      save={creation}
      submitLabel={submitLabel}
      onClose={onClose}
      isDismissible
    >
      {children}
    </FormDialog>
  );
}
