import { describeCallFailure, serverMessage } from '#web/lib/api-call-error.ts';
import {
  providerMessages as texts,
  providerRegistrationSchema,
  type CustomerRegistration,
} from '@facturar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { FormSelectField, optionName } from '#web/components/form/form-select-field.tsx';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast, showSuccessToast, showWarningToast } from '#web/lib/toast.ts';
import { providersKey, registerProvider } from '../api/providers-api.ts';
import { MasterDataDialog } from './master-data-dialog.tsx';
import { ReceiverFields, useReceiverForm } from './receiver-form.tsx';

const documentTypes = [
  { codigo: 'C', nombre: 'Cédula / RUC' },
  { codigo: 'P', nombre: 'Pasaporte' },
] as const;

/** 'Nuevo Proveedor' (spec 001 §3, §5): the customer's fields and the document type (C or P). */
export function NewProviderDialog({ onClose }: { onClose: () => void }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const { form, changeReceiverType } = useReceiverForm(claims.ruc, providerRegistrationSchema);
  const { control, getValues } = form;
  const save = useMutation({
    // The passport's number goes to the foreign identification too (the schema copies it).
    mutationFn: (registration: CustomerRegistration) =>
      registerProvider(http, {
        ...registration,
        tipoDocumento: getValues('tipoDocumento'),
      } as CustomerRegistration),
    onSuccess: async (answer) => {
      showSuccessToast(answer.mensaje);
      if (answer.advertencia) showWarningToast(answer.advertencia);
      await queryClient.invalidateQueries({ queryKey: providersKey(claims.ruc) });
      onClose();
    },
    onError: (error) =>
      showErrorToast(
        describeCallFailure(
          error,
          {
            400: texts.notStored,
            404: texts.companyNotFound,
            409: texts.duplicate,
            406: serverMessage,
            503: serverMessage,
          },
          texts.failed,
        ),
      ),
  });
  return (
    <MasterDataDialog title="Nuevo Proveedor" onCancel={onClose} form={form} save={save}>
      <FormSelectField
        control={control}
        name="tipoDocumento"
        label="Tipo de documento"
        options={documentTypes}
        getOptionLabel={optionName}
        required
      />
      <ReceiverFields control={control} onReceiverTypeChange={changeReceiverType} />
    </MasterDataDialog>
  );
}
