import {
  isOtherCountry,
  panamaCountryCode,
  receiverTypeOptions,
  taxpayerTypeOptions,
  type CustomerRegistration,
} from '@facturar/contracts';
import { useForm, useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { draftResolver } from '#web/components/form/draft-resolver.ts';
import { FormSelectField, optionName } from '#web/components/form/form-select-field.tsx';
import { digitsUpTo } from '#web/components/form/digits-up-to.ts';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { CountryField } from './country-field.tsx';
import { LocationField } from '#web/components/form/location-field.tsx';

/** The dialog's fields as typed; the location is its id. */
export type ReceiverDraft = {
  tipoDocumento: string;
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

const emptyDraft: ReceiverDraft = {
  tipoDocumento: 'C',
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

function draftSchema(ruc: string, schema: z.ZodType<CustomerRegistration>) {
  return z.preprocess((value) => {
    const draft = value as ReceiverDraft;
    return {
      ...draft,
      idEmpresa: ruc,
      ubicacionGeografica: draft.ubicacionGeografica
        ? { idUbicacionGeografica: draft.ubicacionGeografica }
        : '',
    };
  }, schema);
}

/**
 * The form of a new receiver, customer or provider (spec 001 §5 'New customer', 'Provider add'): the
 * receiver type decides which fields exist; what the other kind must not have is emptied on a change.
 */
export function useReceiverForm(ruc: string, schema: z.ZodType<CustomerRegistration>) {
  const form = useForm<ReceiverDraft, unknown, CustomerRegistration>({
    defaultValues: emptyDraft,
    resolver: draftResolver<ReceiverDraft, CustomerRegistration>(draftSchema(ruc, schema)),
  });
  const { setValue } = form;
  function changeReceiverType(type: string) {
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
  return { form, changeReceiverType };
}

/** The receiver's fields, in the dialog's grid. */
export function ReceiverFields(props: {
  control: Control<ReceiverDraft, unknown, CustomerRegistration>;
  onReceiverTypeChange: (type: string) => void;
}) {
  const { control } = props;
  const receiverType = useWatch({ control, name: 'tipoReceptor' });
  const country = useWatch({ control, name: 'paisReceptor' });
  const isForeign = receiverType === '04';
  return (
    <>
      <FormSelectField
        control={control}
        name="tipoReceptor"
        label="Tipo de receptor"
        options={receiverTypeOptions}
        onValueChange={props.onReceiverTypeChange}
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
            refuseInput={digitsUpTo(2)}
          />
          <FormSelectField
            control={control}
            name="tipoContribuyente"
            label="Tipo de contribuyente"
            options={taxpayerTypeOptions}
            getOptionLabel={optionName}
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
    </>
  );
}
