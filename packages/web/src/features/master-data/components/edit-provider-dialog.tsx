import TextField from '@mui/material/TextField';
import {
  providerMessages as texts,
  providerUpdateSchema,
  type CustomerRow,
  type ProviderUpdate,
} from '@facturar/contracts';
import { useForm } from 'react-hook-form';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { providersKey, updateProvider } from '../api/providers-api.ts';
import { useMasterDataSave, type SaveFailures } from '../hooks/use-master-data-save.ts';
import { ContactFields, contactDraftOf, type ContactDraft } from './contact-fields.tsx';
import { MasterDataDialog } from './master-data-dialog.tsx';

const updateFailures: SaveFailures = {
  byStatus: { 400: texts.notUpdated, 404: texts.notFound },
  other: 'Error al editar el proveedor. Contáctese con el administrador del Sistema.',
};

/** 'Editar Proveedor' (spec 001 §5 'Provider edit'): names and contact data. */
export function EditProviderDialog({ provider, onClose }: { provider: CustomerRow; onClose: () => void }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const form = useForm<ContactDraft, unknown, ProviderUpdate>({
    defaultValues: contactDraftOf(provider),
    resolver: draftResolver<ContactDraft, ProviderUpdate>(providerUpdateSchema),
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
      <ContactFields control={control} />
    </MasterDataDialog>
  );
}
