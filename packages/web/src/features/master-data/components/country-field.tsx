import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { countrySearchQueryOptions } from '../api/customers-api.ts';
import { FormAutocompleteField } from '#web/components/form/form-autocomplete-field.tsx';
import { noDataFoundMessage } from '#web/lib/list-messages.ts';

/** Spec 001 §5: the country search starts at 2 typed characters. */
const countrySearchMinLength = 2;

/** The foreign customer's country, searched on the server as the user types. */
export function CountryField<T extends FieldValues, TOut>(props: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  onValueChange?: (code: string) => void;
}) {
  const { http } = useAppServices();
  const [typed, setTyped] = useState('');
  const term = useDeferredValue(typed.trim());
  const isSearching = term.length >= countrySearchMinLength;
  const found = useQuery({ ...countrySearchQueryOptions(http, term), enabled: isSearching, retry: false });
  const options = isSearching
    ? (found.data ?? []).map((country) => ({ codigo: country.codigo, nombre: country.nombre }))
    : [];
  return (
    <FormAutocompleteField
      control={props.control}
      name={props.name}
      label="País"
      options={options}
      onInputChange={setTyped}
      isFilteredByServer
      isLoading={isSearching && found.isFetching}
      noOptionsText={isSearching ? noDataFoundMessage : 'Ingrese al menos 2 caracteres'}
      required
      {...(props.onValueChange ? { onValueChange: props.onValueChange } : {})}
    />
  );
}
