import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type FieldValues } from 'react-hook-form';
import { noDataFoundMessage } from '#web/lib/list-messages.ts';
import type { FormFieldBinding } from './form-field-binding.ts';

export type AutocompleteOption = { readonly codigo: string; readonly nombre: string };

type FormAutocompleteFieldProps<T extends FieldValues, TOut> = FormFieldBinding<T, TOut> & {
  options: readonly AutocompleteOption[];
  /** The chosen option's label when the options do not hold it (a search whose results moved on). */
  chosenLabel?: string;
  onInputChange?: (text: string) => void;
  onValueChange?: (code: string) => void;
  noOptionsText?: string;
  isLoading?: boolean;
  required?: boolean;
  /** The options are the server's answer to the typed text: nothing is filtered here. */
  isFilteredByServer?: boolean;
};

/** A pick from a list (a location, a country) bound to a code field; its problem shows under it. */
export function FormAutocompleteField<T extends FieldValues, TOut = T>(
  props: FormAutocompleteFieldProps<T, TOut>,
) {
  const { control, name, label, options, chosenLabel, onInputChange, onValueChange } = props;
  const { field, fieldState } = useController({ control, name });
  const code = typeof field.value === 'string' ? field.value : '';
  const chosen =
    code === ''
      ? null
      : (options.find((option) => option.codigo === code) ?? { codigo: code, nombre: chosenLabel ?? code });
  return (
    <Autocomplete
      options={options}
      value={chosen}
      onChange={(_, option) => {
        field.onChange(option?.codigo ?? '');
        onValueChange?.(option?.codigo ?? '');
      }}
      onInputChange={(_, text, reason) => {
        if (reason === 'input') onInputChange?.(text);
      }}
      getOptionLabel={(option) => option.nombre}
      getOptionKey={(option) => option.codigo}
      isOptionEqualToValue={(option, value) => option.codigo === value.codigo}
      {...(props.isFilteredByServer ? { filterOptions: (found: AutocompleteOption[]) => found } : {})}
      loading={props.isLoading ?? false}
      loadingText="Buscando…"
      noOptionsText={props.noOptionsText ?? noDataFoundMessage}
      size="small"
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          name={field.name}
          inputRef={field.ref}
          onBlur={field.onBlur}
          label={label}
          required={props.required}
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
