import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useDeferredValue, useState } from 'react';
import { isNetworkError } from '#web/lib/api-call-error.ts';
import { noDataFoundMessage } from '#web/lib/list-messages.ts';

type SearchAutocompleteProps<T, TFound extends readonly T[], TKey extends QueryKey> = {
  label: string;
  /** The search endpoint's queryOptions for a typed term. */
  searchOptions: (term: string) => UseQueryOptions<TFound, Error, TFound, TKey>;
  getLabel: (option: T) => string;
  getKey: (option: T) => string | number;
  value: T | null;
  onChange: (option: T | null) => void;
  /** Shown when the search could not reach the server (spec 002 §8). */
  networkMessage: string;
  error?: string | undefined;
  autoFocus?: boolean;
  /** Said after 'No se encontró datos…' when the search finds nothing: how to add what was looked for. */
  notFoundHint?: string;
};

/** A search box that asks the server from the first typed character and lists what it finds. */
export function SearchAutocomplete<T, TFound extends readonly T[], TKey extends QueryKey>(
  props: SearchAutocompleteProps<T, TFound, TKey>,
) {
  const { label, searchOptions, getLabel, getKey, value, onChange, networkMessage, error, autoFocus } = props;
  const notFound = props.notFoundHint ? `${noDataFoundMessage}. ${props.notFoundHint}` : noDataFoundMessage;
  const [input, setInput] = useState('');
  const term = useDeferredValue(input.trim());
  const isSearching = term !== '' && (value === null || getLabel(value) !== input);
  const results = useQuery({ ...searchOptions(term), enabled: isSearching, retry: false });
  const noOptionsText = results.isError
    ? isNetworkError(results.error)
      ? networkMessage
      : notFound
    : term === ''
      ? 'Ingrese al menos 1 caracter'
      : notFound;
  return (
    <Autocomplete
      options={results.data ?? []}
      value={value}
      onChange={(_, option) => onChange(option)}
      inputValue={input}
      onInputChange={(_, text) => setInput(text)}
      getOptionLabel={getLabel}
      getOptionKey={getKey}
      isOptionEqualToValue={(option, selected) => getKey(option) === getKey(selected)}
      filterOptions={(options) => options}
      loading={results.isFetching}
      loadingText="Buscando…"
      noOptionsText={noOptionsText}
      size="small"
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          autoFocus={autoFocus}
          error={error !== undefined}
          helperText={error}
        />
      )}
    />
  );
}
