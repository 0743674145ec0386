import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { isNetworkError } from '#web/lib/api-call-error.ts';
import { showErrorToast } from '#web/lib/toast.ts';

export type CatalogueOption = { codigo: string; nombre: string };

/** Searches start from 2 typed characters; the waiting text is the spec's (spec 002 §5 'Searches'). */
const minimumTerm = 2;
const waitingText = 'Ingrese al menos 3 caracteres';
const noResultsText = 'No se encontró datos con el argumento ingresado';
const networkFailure = 'Error en la red al consultar el cliente.';

type CatalogueSearchFieldProps = {
  label: string;
  queryKey: string;
  search: (term: string) => Promise<CatalogueOption[]>;
  /** The chosen code ('' when none). */
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
};

/** The currency and incoterm searches of the export data. */
export function CatalogueSearchField(props: CatalogueSearchFieldProps) {
  const { label, queryKey, search, value, onChange, onBlur, error, required, disabled } = props;
  const [selected, setSelected] = useState<CatalogueOption | null>(
    value === '' ? null : { codigo: value, nombre: '' },
  );
  const [term, setTerm] = useState(value);
  // The form may clear or set the code itself ('Limpiar Formulario'): follow it.
  if (value !== (selected?.codigo ?? '')) {
    const next = value === '' ? null : { codigo: value, nombre: '' };
    setSelected(next);
    setTerm(describe(next));
  }
  const trimmed = term.trim();
  const isSearching = trimmed.length >= minimumTerm && trimmed !== describe(selected);
  const results = useQuery({
    queryKey: ['catalogue-search', queryKey, trimmed],
    queryFn: () => search(trimmed),
    enabled: isSearching,
    staleTime: Infinity,
  });
  useEffect(() => {
    if (results.isError) showErrorToast(isNetworkError(results.error) ? networkFailure : noResultsText);
  }, [results.isError, results.error]);

  return (
    <Autocomplete<CatalogueOption>
      options={isSearching ? (results.data ?? []) : []}
      value={selected}
      inputValue={term}
      onInputChange={(_, text) => setTerm(text)}
      onChange={(_, option) => {
        setSelected(option);
        onChange(option?.codigo ?? '');
      }}
      onBlur={onBlur}
      filterOptions={(options) => options}
      getOptionLabel={describe}
      isOptionEqualToValue={(option, chosen) => option.codigo === chosen.codigo}
      loading={!isSearching || results.isFetching}
      loadingText={isSearching ? 'Buscando…' : waitingText}
      noOptionsText={noResultsText}
      disabled={disabled}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          required={required}
          size="small"
          error={error !== undefined}
          helperText={error}
        />
      )}
    />
  );
}

function describe(option: CatalogueOption | null): string {
  if (option === null) return '';
  return option.nombre === '' ? option.codigo : `${option.codigo} - ${option.nombre}`;
}
