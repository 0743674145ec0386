import TextField from '@mui/material/TextField';
import {
  providerMessages as texts,
  providerUpdateSchema,
  type CustomerRow,
  type ProviderUpdate,
} from '@facturar/contracts';
import { useForm } from 'react-hook-form';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { providersKey, updateProvider } from '../api/providers-api.ts';
import { useMasterDataSave, type SaveFailures } from '../hooks/use-master-data-save.ts';
import { MasterDataDialog } from './master-data-dialog.tsx';

type ProviderDraft = { nombres: string; correo: string; telefono: string; direccion: string };

const updateFailures: SaveFailures = {
  byStatus: { 400: texts.notUpdated, 404: texts.notFound },
  other: 'Error al editar el proveedor. Contáctese con el administrador del Sistema.',
};

/** 'Editar Proveedor' (spec 001 §5 'Provider edit'): names and contact data. */
export function EditProviderDialog({ provider, onClose }: { provider: CustomerRow; onClose: () => void }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const form = useForm<ProviderDraft, unknown, ProviderUpdate>({
    defaultValues: {
      nombres: provider.nombres,
      correo: provider.correo ?? '',
      telefono: provider.telefono ?? '',
      direccion: provider.direccion ?? '',
    },
    resolver: draftResolver<ProviderDraft, ProviderUpdate>(providerUpdateSchema),
  });
  const { control } = form;
  const save = useMasterDataSave({
    save: (update: ProviderUpdate) =>
      updateProvider(http, provider.idAsignacionEmpresaCliente, {
        ...update,
        idAsignacionEmpresaCliente: provider.idAsignacionEmpresaCliente,
      }),
    listKey: providersKey(claims.ruc),
    failures: updateFailures,
    onClose,
  });
  return (
    <MasterDataDialog title="Editar Proveedor" onCancel={onClose} form={form} save={save}>
      <TextField size="small" label="Identificación" value={provider.cliente.idCliente} disabled />
      <FormTextField control={control} name="nombres" label="Nombres / Razón social" required />
      <FormTextField control={control} name="correo" label="Correo" required />
      <FormTextField control={control} name="telefono" label="Teléfono" placeholder="123-4567" />
      <FormTextField control={control} name="direccion" label="Dirección" />
    </MasterDataDialog>
  );
}
