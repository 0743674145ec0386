import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import {
  customerMessages,
  customerRegistrationSchema,
  type CustomerRegistration,
  type CustomerRow,
} from '@facturar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { describeCallFailure, isApiCallError, serverMessage } from '#web/lib/api-call-error.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast, showInfoToast, showSuccessToast, showWarningToast } from '#web/lib/toast.ts';
import { customersKey, registerCustomer, registerCustomerAsProvider } from '../api/customers-api.ts';
import { MasterDataDialog } from './master-data-dialog.tsx';
import { ReceiverFields, useReceiverForm } from './receiver-form.tsx';

const registrationFailures = {
  400: customerMessages.notStored,
  404: serverMessage,
  409: customerMessages.duplicate,
  406: serverMessage,
  503: serverMessage,
};
const registrationFailure = 'Error al registrar el cliente. Contáctese con el administrador del Sistema.';
const providerFailure = 'Error al registrar el proveedor. Contáctese con el administrador del Sistema.';

/** 'Nuevo Cliente' (spec 001 §3–§5, §8): the receiver type decides the fields; optionally also a provider. */
type NewCustomerDialogProps = {
  onClose: () => void;
  /** Hears the stored customer (the emission form chooses the one it just created). */
  onSaved?: (customer: CustomerRow) => void;
};

export function NewCustomerDialog({ onClose, onSaved }: NewCustomerDialogProps) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const [isAlsoProvider, setAlsoProvider] = useState(false);
  const { form, changeReceiverType } = useReceiverForm(claims.ruc, customerRegistrationSchema);
  const { control } = form;

  const save = useMutation({
    mutationFn: async (registration: CustomerRegistration) => {
      const answer = await registerCustomer(http, registration);
      showSuccessToast(answer.mensaje);
      onSaved?.(answer.cliente);
      // A taxpayer the DGI's registry does not know: said now, not when its first document is refused.
      if (answer.advertencia) showWarningToast(answer.advertencia);
      if (isAlsoProvider) {
        try {
          showSuccessToast((await registerCustomerAsProvider(http, registration)).mensaje);
        } catch (error) {
          if (isApiCallError(error) && error.status === 409) showInfoToast(error.mensaje);
          else
            showErrorToast(
              describeCallFailure(error, { 400: 'No se pudo almacenar el proveedor.' }, providerFailure),
            );
        }
      }
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: customersKey(claims.ruc) });
      onClose();
    },
    onError: (error) => showErrorToast(describeCallFailure(error, registrationFailures, registrationFailure)),
  });

  return (
    <MasterDataDialog title="Nuevo Cliente" onCancel={onClose} form={form} save={save}>
      <ReceiverFields control={control} onReceiverTypeChange={changeReceiverType} />
      <FormControlLabel
        control={
          <Checkbox checked={isAlsoProvider} onChange={(event) => setAlsoProvider(event.target.checked)} />
        }
        label="Registrar también como proveedor"
      />
    </MasterDataDialog>
  );
}
