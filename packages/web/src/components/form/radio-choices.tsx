import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

export type RadioOption<Value extends string = string> = { readonly value: Value; readonly label: string };

type RadioChoicesProps<Value extends string> = {
  /** The group's accessible name. */
  label: string;
  options: readonly RadioOption<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  isRow?: boolean | undefined;
  size?: 'small' | 'medium' | undefined;
  /** A form field's name and blur, for a group bound to a form (FormRadioGroupField). */
  name?: string | undefined;
  onBlur?: (() => void) | undefined;
};

/** One choice among a few, all shown: a screen's mode ('Uno a uno' / 'Varios') or a form's field. */
export function RadioChoices<Value extends string>(props: RadioChoicesProps<Value>) {
  const { label, options, value, onChange, isRow = false, size, name, onBlur } = props;
  return (
    <RadioGroup
      row={isRow}
      aria-label={label}
      name={name}
      value={value}
      onChange={(event) => onChange(event.target.value as Value)}
      onBlur={onBlur}
    >
      {options.map((option) => (
        <FormControlLabel
          key={option.value}
          value={option.value}
          control={<Radio size={size} />}
          label={option.label}
        />
      ))}
    </RadioGroup>
  );
}
