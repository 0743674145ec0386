import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { showErrorToast } from '#web/lib/toast.ts';
import { unifiedLocationsQueryOptions } from '../api/customers-api.ts';
import { FormAutocompleteField } from './form-autocomplete-field.tsx';

const loadFailure = 'Ocurrió un problema al cargar las ubicaciones geográficas.';

/** The geographic-location picker: every corregimiento as 'PROVINCIA / DISTRITO / CORREGIMIENTO'. */
export function LocationField<T extends FieldValues, TOut>(props: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  chosenLabel?: string;
}) {
  const { http } = useAppServices();
  const locations = useQuery({ ...unifiedLocationsQueryOptions(http), retry: false });
  useEffect(() => {
    if (locations.isError) showErrorToast(loadFailure);
  }, [locations.isError]);
  const options = (locations.data ?? []).map((place) => ({
    codigo: place.idUbicacionGeografica,
    nombre: place.nombre,
  }));
  return (
    <FormAutocompleteField
      control={props.control}
      name={props.name}
      label="Ubicación geográfica"
      options={options}
      isLoading={locations.isPending}
      required
      {...(props.chosenLabel ? { chosenLabel: props.chosenLabel } : {})}
    />
  );
}
