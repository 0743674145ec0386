import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { FormDialog } from '#web/components/form/form-dialog.tsx';
import { integrationsKey } from '../api/integrations-api.ts';

/** What the integrations screen hands a creation dialog: whose, where the secret goes, and how to close it. */
export type CreationDialogProps = {
  ruc: string;
  onCreated: (secret: string) => void;
  onClose: () => void;
};

type SecretCreationDialogProps<Draft extends FieldValues, Output> = CreationDialogProps & {
  title: string;
  submitLabel: string;
  form: UseFormReturn<Draft, unknown, Output>;
  /** Creates the key or the webhook and gives the secret its answer carries. */
  create: (values: Output) => Promise<string>;
  children: ReactNode;
};

/**
 * 'Nueva clave', 'Nuevo webhook': the form of an integration the server answers with a secret shown this
 * once (the key, the signing secret); the integrations are read again before the secret is handed on.
 */
export function SecretCreationDialog<Draft extends FieldValues, Output>(
  props: SecretCreationDialogProps<Draft, Output>,
) {
  const { ruc, create, onCreated, ...frame } = props;
  const queryClient = useQueryClient();
  const creation = useMutation({
    mutationFn: create,
    onSuccess: async (secret) => {
      await queryClient.invalidateQueries({ queryKey: integrationsKey(ruc) });
      onCreated(secret);
    },
  });
  // The frame (title, submit label, form, close, fields) is FormDialog's own.
  return <FormDialog {...frame} save={creation} isDismissible />;
}
