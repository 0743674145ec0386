import { useMutation, useQueryClient } from '@tanstack/react-query';
import { integrationsKey } from '../api/integrations-api.ts';

/**
 * The creation of an API key or a webhook: the integrations read again, then the secret the server shows
 * this once (the key, the signing secret) handed on to be revealed. The mutation is FormDialog's `save`.
 */
export function useSecretCreation<Values>(options: {
  ruc: string;
  create: (values: Values) => Promise<string>;
  onCreated: (secret: string) => void;
}) {
  const { ruc, create, onCreated } = options;
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: create,
    onSuccess: async (secret) => {
      await queryClient.invalidateQueries({ queryKey: integrationsKey(ruc) });
      onCreated(secret);
    },
  });
}
