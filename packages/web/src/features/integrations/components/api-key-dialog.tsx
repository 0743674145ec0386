import {
  apiKeyFormSchema,
  apiKeyScopeLabels,
  apiKeyScopes,
  type ApiKeyForm,
  type ApiKeyScope,
} from '@facturar/contracts';
import { useForm } from 'react-hook-form';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormDateField } from '#web/components/form/form-date-field.tsx';
import { FormSelectField, optionName } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useOpenPointOptions } from '#web/features/master-data/index.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { createApiKey } from '../api/integrations-api.ts';
import { SecretCreationDialog, type CreationDialogProps } from './secret-creation-dialog.tsx';
import { ChoiceListField } from './choice-list-field.tsx';

type KeyValues = { nombre: string; permisos: ApiKeyScope[]; idSecuencial: string; venceEl: string };

const scopeChoices = apiKeyScopes.map((scope) => ({ value: scope, label: apiKeyScopeLabels[scope] }));

/** 'Nueva clave': a name, its permissions, the open billing point it issues from and an optional expiry. */
export function ApiKeyDialog(props: CreationDialogProps) {
  const { ruc } = props;
  const { http } = useAppServices();
  const pointOptions = useOpenPointOptions(ruc);
  const form = useForm<KeyValues, unknown, ApiKeyForm>({
    defaultValues: { nombre: '', permisos: ['emitir', 'consultar'], idSecuencial: '', venceEl: '' },
    resolver: draftResolver<KeyValues, ApiKeyForm>(apiKeyFormSchema),
  });
  return (
    <SecretCreationDialog
      title="Nueva clave de API"
      submitLabel="Crear clave"
      {...props}
      form={form}
      create={async (values) => (await createApiKey(http, ruc, values)).clave}
    >
      <FormTextField control={form.control} name="nombre" label="Nombre" required />
      <ChoiceListField control={form.control} name="permisos" label="Permisos" choices={scopeChoices} />
      <FormSelectField
        control={form.control}
        name="idSecuencial"
        label="Punto de facturación desde el que emite"
        options={pointOptions}
        getOptionLabel={optionName}
        emptyOption="Ninguno (la clave no emite)"
      />
      <FormDateField control={form.control} name="venceEl" label="Vence el (opcional)" />
    </SecretCreationDialog>
  );
}
