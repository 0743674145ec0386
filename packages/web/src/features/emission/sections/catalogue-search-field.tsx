import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { isNetworkError } from '#web/lib/api-call-error.ts';
import { showErrorToast } from '#web/lib/toast.ts';
import { noDataFoundMessage } from '#web/lib/list-messages.ts';

export type CatalogueOption = { codigo: string; nombre: string };

/** Searches start from 2 typed characters; the waiting text is the spec's (spec 002 §5 'Searches'). */
const minimumTerm = 2;
const waitingText = 'Ingrese al menos 3 caracteres';
const networkFailure = 'Error en la red al consultar el cliente.';

type CatalogueSearchFieldProps<TFound, TKey extends QueryKey> = {
  label: string;
  /** The catalogue search's queryOptions for a term, and how an entry found reads as an option. */
  searchOptions: (term: string) => UseQueryOptions<TFound, Error, TFound, TKey>;
  /** Kept stable (a module-level function): the options are rebuilt only when the answer changes. */
  toOptions: (found: TFound) => CatalogueOption[];
  /** The chosen code ('' when none). */
  value: string;
  onChange: (code: string) => void;
  onBlur: () => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
};

/** The currency and incoterm searches of the export data. */
export function CatalogueSearchField<TFound, TKey extends QueryKey>(
  props: CatalogueSearchFieldProps<TFound, TKey>,
) {
  const { label, searchOptions, toOptions, value, onChange, onBlur, error, required, disabled } = props;
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
  const results = useQuery({ ...searchOptions(trimmed), enabled: isSearching });
  const found = results.data;
  const options = useMemo(() => (found === undefined ? [] : toOptions(found)), [found, toOptions]);
  useEffect(() => {
    if (results.isError) showErrorToast(isNetworkError(results.error) ? networkFailure : noDataFoundMessage);
  }, [results.isError, results.error]);

  return (
    <Autocomplete<CatalogueOption>
      options={isSearching ? options : []}
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
      noOptionsText={noDataFoundMessage}
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
