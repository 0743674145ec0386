import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import {
  customerMessages,
  customerRegistrationSchema,
  isOtherCountry,
  panamaCountryCode,
  type CustomerRegistration,
} from '@facturar/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormSelectField } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { isApiCallError } from '#web/lib/api-call-error.ts';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast, showInfoToast, showSuccessToast } from '#web/lib/toast.ts';
import { customersKey, registerCustomer, registerCustomerAsProvider } from '../api/customers-api.ts';
import { messageForFailure } from './api-error-message.ts';
import { CountryField } from './country-field.tsx';
import { FormGrid, receiverTypeOptions, taxpayerTypeOptions } from './customer-form-fields.tsx';
import { LocationField } from './location-field.tsx';
import { MasterDataDialog } from './master-data-dialog.tsx';

/** The dialog's fields as typed; the location is its id. */
type CustomerDraft = {
  tipoReceptor: string;
  idCliente: string;
  digitoVerificador: string;
  tipoContribuyente: string;
  nombres: string;
  correoCliente: string;
  telefono: string;
  direccion: string;
  ubicacionGeografica: string;
  paisReceptor: string;
  paisReceptorDesc: string;
  paisExtranjero: string;
  identificacionExtranjera: string;
  sucursal: string;
  coordenadasSucursal: string;
};

const emptyDraft: CustomerDraft = {
  tipoReceptor: '01',
  idCliente: '',
  digitoVerificador: '',
  tipoContribuyente: '',
  nombres: '',
  correoCliente: '',
  telefono: '',
  direccion: '',
  ubicacionGeografica: '',
  paisReceptor: panamaCountryCode,
  paisReceptorDesc: '',
  paisExtranjero: '',
  identificacionExtranjera: '',
  sucursal: '',
  coordenadasSucursal: '',
};

function draftSchema(ruc: string) {
  return z.preprocess((value) => {
    const draft = value as CustomerDraft;
    return {
      ...draft,
      idEmpresa: ruc,
      ubicacionGeografica: draft.ubicacionGeografica
        ? { idUbicacionGeografica: draft.ubicacionGeografica }
        : '',
    };
  }, customerRegistrationSchema);
}

const registrationFailures = {
  400: customerMessages.notStored,
  404: (serverMessage: string) => serverMessage,
  409: customerMessages.duplicate,
  406: (serverMessage: string) => serverMessage,
  503: (serverMessage: string) => serverMessage,
};
const registrationFailure = 'Error al registrar el cliente. Contáctese con el administrador del Sistema.';
const providerFailure = 'Error al registrar el proveedor. Contáctese con el administrador del Sistema.';

/** 'Nuevo Cliente' (spec 001 §3–§5, §8): the receiver type decides the fields; optionally also a provider. */
export function NewCustomerDialog({ onClose }: { onClose: () => void }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const queryClient = useQueryClient();
  const [isAlsoProvider, setAlsoProvider] = useState(false);
  const { control, handleSubmit, setValue } = useForm<CustomerDraft, unknown, CustomerRegistration>({
    defaultValues: emptyDraft,
    resolver: draftResolver<CustomerDraft, CustomerRegistration>(draftSchema(claims.ruc)),
  });
  const receiverType = useWatch({ control, name: 'tipoReceptor' });
  const country = useWatch({ control, name: 'paisReceptor' });
  const isForeign = receiverType === '04';

  function changeReceiverType(type: string) {
    // What the other kind of receiver must not have is emptied (spec 001 §5).
    if (type === '04') {
      for (const name of ['digitoVerificador', 'tipoContribuyente', 'ubicacionGeografica'] as const)
        setValue(name, '');
      setValue('paisReceptor', '');
    } else {
      for (const name of ['paisReceptorDesc', 'paisExtranjero', 'identificacionExtranjera'] as const)
        setValue(name, '');
      setValue('paisReceptor', panamaCountryCode);
    }
  }

  const save = useMutation({
    mutationFn: async (registration: CustomerRegistration) => {
      const answer = await registerCustomer(http, registration);
      showSuccessToast(answer.mensaje);
      if (isAlsoProvider) {
        try {
          showSuccessToast((await registerCustomerAsProvider(http, registration)).mensaje);
        } catch (error) {
          if (isApiCallError(error) && error.status === 409) showInfoToast(error.mensaje);
          else
            showErrorToast(
              messageForFailure(error, { 400: 'No se pudo almacenar el proveedor.' }, providerFailure),
            );
        }
      }
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: customersKey(claims.ruc) });
      onClose();
    },
    onError: (error) => showErrorToast(messageForFailure(error, registrationFailures, registrationFailure)),
  });

  return (
    <MasterDataDialog
      title="Nuevo Cliente"
      onCancel={onClose}
      onSave={() => void handleSubmit((registration) => save.mutate(registration))()}
      isSaving={save.isPending}
    >
      <FormGrid>
        <FormSelectField
          control={control}
          name="tipoReceptor"
          label="Tipo de receptor"
          options={receiverTypeOptions}
          onValueChange={changeReceiverType}
          required
        />
        <FormTextField control={control} name="idCliente" label="Identificación" required />
        {!isForeign && (
          <>
            <FormTextField
              control={control}
              name="digitoVerificador"
              label="DV"
              required
              refuseInput={(text) => (/^[0-9]{0,2}$/.test(text) ? undefined : '')}
            />
            <FormSelectField
              control={control}
              name="tipoContribuyente"
              label="Tipo de contribuyente"
              options={taxpayerTypeOptions}
              getOptionLabel={(option) => option.nombre}
              required
            />
          </>
        )}
        <FormTextField control={control} name="nombres" label="Nombres / Razón social" required />
        <FormTextField control={control} name="correoCliente" label="Correo" required />
        <FormTextField control={control} name="telefono" label="Teléfono" placeholder="123-4567" />
        <FormTextField control={control} name="direccion" label="Dirección" required={!isForeign} />
        {isForeign ? (
          <>
            <CountryField control={control} name="paisReceptor" />
            {isOtherCountry(country) && (
              <FormTextField control={control} name="paisReceptorDesc" label="Nombre del país" required />
            )}
            <FormTextField control={control} name="paisExtranjero" label="País extranjero" />
            <FormTextField
              control={control}
              name="identificacionExtranjera"
              label="Identificación extranjera"
            />
          </>
        ) : (
          <LocationField control={control} name="ubicacionGeografica" />
        )}
        <FormTextField control={control} name="sucursal" label="Sucursal" />
        <FormTextField
          control={control}
          name="coordenadasSucursal"
          label="Coordenadas de la sucursal"
          placeholder="9.003071,-79.501305"
        />
        <FormControlLabel
          control={
            <Checkbox checked={isAlsoProvider} onChange={(event) => setAlsoProvider(event.target.checked)} />
          }
          label="Registrar también como proveedor"
        />
      </FormGrid>
    </MasterDataDialog>
  );
}
