import { platformMessages, type CompanyChoice } from '@facturar/contracts';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
    <Autocomplete
      options={search.length >= minimumTerm ? (results.data ?? []) : []}
      value={value}
      filterOptions={(options) => options}
      getOptionLabel={(option) => `${option.idEmpresa} - ${option.razonSocialempresa}`}
      isOptionEqualToValue={(option, chosen) => option.idEmpresa === chosen.idEmpresa}
      onChange={(_event, company) => onChange(company)}
      onInputChange={(_event, text) => setTerm(text)}
      loading={results.isFetching}
      noOptionsText={noOptionsText}
      renderInput={(params) => (
        <TextField
          {...params}
          size="small"
          label="Empresa"
          required
          error={error !== undefined}
          helperText={error ?? 'Ingrese al menos 3 caracteres del RUC o la razón social.'}
        />
      )}
    />
  );
}
