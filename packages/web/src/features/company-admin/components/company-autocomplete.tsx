import { platformMessages, type CompanyChoice } from '@facturar/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CompanyPicker } from '#web/components/company-picker.tsx';
import { isNetworkError } from '#web/lib/api-call-error.ts';
import { useAppServices } from '#web/lib/app-services/app-services-context.tsx';
import { companyAutocompleteQueryOptions } from '../api/company-admin-api.ts';

/** Spec 001 §5: the hint asks for 3 characters; the search starts from 2. */
const minimumTerm = 2;

type CompanyAutocompleteProps = {
  value: CompanyChoice | null;
  onChange: (company: CompanyChoice | null) => void;
  error?: string | undefined;
};

/** The companies that are not partners yet, by RUC or name (spec 001 §2 'Asignar perfil partner'). */
export function CompanyAutocomplete({ value, onChange, error }: CompanyAutocompleteProps) {
  const { http } = useAppServices();
  const [term, setTerm] = useState('');
  const search = term.trim();
  const results = useQuery({
    ...companyAutocompleteQueryOptions(http, search),
    enabled: search.length >= minimumTerm,
    placeholderData: keepPreviousData,
  });
  const noOptionsText = results.isError
    ? isNetworkError(results.error)
      ? platformMessages.autocompleteNetwork
      : platformMessages.noMatches
    : search.length < minimumTerm
      ? 'Ingrese al menos 3 caracteres.'
      : platformMessages.noMatches;
  return (
    <CompanyPicker
      options={search.length >= minimumTerm ? (results.data ?? []) : []}
      value={value}
      onChange={onChange}
      onTermChange={setTerm}
      isSearching={results.isFetching}
      noOptionsText={noOptionsText}
      error={error}
      helperText="Ingrese al menos 3 caracteres del RUC o la razón social."
    />
  );
}
