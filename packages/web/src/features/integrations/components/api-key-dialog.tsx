import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { apiKeyFormSchema, apiKeyScopeLabels, apiKeyScopes, type ApiKeyScope } from '@facturar/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormDateField } from '#web/components/form/form-date-field.tsx';
import { FormSelectField } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { billingPointListQueryOptions } from '#web/features/master-data/index.ts';
import { readFailureMessage } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast } from '#web/lib/toast.ts';
import { createApiKey, integrationsKey } from '../api/integrations-api.ts';
import { ChoiceListField } from './choice-list-field.tsx';

type KeyValues = { nombre: string; permisos: ApiKeyScope[]; idSecuencial: string; venceEl: string };

const scopeChoices = apiKeyScopes.map((scope) => ({ value: scope, label: apiKeyScopeLabels[scope] }));

/** 'Nueva clave': a name, its permissions, the open billing point it issues from and an optional expiry. */
export function ApiKeyDialog({
  ruc,
  onCreated,
  onClose,
}: {
  ruc: string;
  onCreated: (key: string) => void;
  onClose: () => void;
}) {
  const { http } = useAppServices();
  const queryClient = useQueryClient();
  const titleId = useId();
  const points = useQuery(billingPointListQueryOptions(http, ruc, { page: 0, size: 100, term: null }));
  const pointOptions = (points.data?.content ?? [])
    .filter((point) => point.estado)
    .map((point) => ({
      codigo: String(point.idSecuencial),
      nombre: `${point.codigoSucursal}-${point.puntoFacturacion} ${point.direccion}`,
    }));
  const { control, handleSubmit } = useForm<KeyValues, unknown, unknown>({
    defaultValues: { nombre: '', permisos: ['emitir', 'consultar'], idSecuencial: '', venceEl: '' },
    resolver: draftResolver<KeyValues, unknown>(apiKeyFormSchema),
  });
  const creation = useMutation({
    mutationFn: (values: KeyValues) => createApiKey(http, ruc, values),
    onSuccess: async (answer) => {
      await queryClient.invalidateQueries({ queryKey: integrationsKey(ruc) });
      onCreated(answer.clave);
    },
    onError: (error) => showErrorToast(readFailureMessage(error)),
  });
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>Nueva clave de API</DialogTitle>
      <DialogContent>
        <Stack
          id="api-key-form"
          component="form"
          noValidate
          spacing={2}
          sx={{ pt: 1 }}
          onSubmit={handleSubmit((values) => creation.mutate(values as KeyValues))}
        >
          <FormTextField control={control} name="nombre" label="Nombre" required />
          <ChoiceListField control={control} name="permisos" label="Permisos" choices={scopeChoices} />
          <FormSelectField
            control={control}
            name="idSecuencial"
            label="Punto de facturación desde el que emite"
            options={pointOptions}
            getOptionLabel={(option) => option.nombre}
            emptyOption="Ninguno (la clave no emite)"
          />
          <FormDateField control={control} name="venceEl" label="Vence el (opcional)" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" form="api-key-form" variant="contained" loading={creation.isPending}>
          Crear clave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
