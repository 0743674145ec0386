import { CORREGIMIENTOS, describeLocation } from '@facturar/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type LocationOption = { codigo: string; etiqueta: string };

/** Every corregimiento of the DGI catalogue as 'CORREGIMIENTO, DISTRITO, PROVINCIA'. */
const locationOptions: readonly LocationOption[] = CORREGIMIENTOS.map((entry) => {
  const names = describeLocation(entry.codigo);
  return {
    codigo: entry.codigo,
    etiqueta: names ? `${names.corregimiento}, ${names.distrito}, ${names.provincia}` : entry.nombre,
  };
});

type LocationFieldProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
};

/** 'Ubicación geográfica': the branch's corregimiento code (dCodUbi), searched by any of its names. */
export function LocationField<T extends FieldValues, TOut>({ control, name }: LocationFieldProps<T, TOut>) {
  const { field, fieldState } = useController({ control, name });
  const selected = locationOptions.find((option) => option.codigo === field.value) ?? null;
  return (
    <Autocomplete
      options={locationOptions}
      value={selected}
      getOptionLabel={(option) => option.etiqueta}
      isOptionEqualToValue={(option, value) => option.codigo === value.codigo}
      onChange={(_event, option) => field.onChange(option?.codigo ?? '')}
      onBlur={field.onBlur}
      noOptionsText="No se encontró datos con el argumento ingresado"
      renderInput={(params) => (
        <TextField
          {...params}
          inputRef={field.ref}
          size="small"
          label="Ubicación geográfica"
          required
          error={fieldState.error !== undefined}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
