import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

type ChoiceListFieldProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  choices: readonly { value: string; label: string }[];
};

/** Several of a short list (a key's permissions, a webhook's events), as checkboxes holding an array. */
export function ChoiceListField<T extends FieldValues, TOut = T>(props: ChoiceListFieldProps<T, TOut>) {
  const { control, name, label, choices } = props;
  const { field, fieldState } = useController({ control, name });
  const chosen = (field.value ?? []) as string[];
  return (
    <FormControl component="fieldset" error={fieldState.error !== undefined} required>
      <FormLabel component="legend">{label}</FormLabel>
      <FormGroup>
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            label={choice.label}
            control={
              <Checkbox
                checked={chosen.includes(choice.value)}
                onChange={(event) =>
                  field.onChange(
                    event.target.checked
                      ? [...chosen, choice.value]
                      : chosen.filter((value) => value !== choice.value),
                  )
                }
              />
            }
          />
        ))}
      </FormGroup>
      {fieldState.error?.message && <FormHelperText>{fieldState.error.message}</FormHelperText>}
    </FormControl>
  );
}
