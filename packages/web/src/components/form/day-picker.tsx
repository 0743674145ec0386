import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import type { Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { useState, type Ref } from 'react';
import { toFormDay, toPickerDay } from './day-values.ts';

/** The day as the user reads and types it. */
const shownDay = 'DD-MM-YYYY';
const spanishTexts = esES.components.MuiLocalizationProvider.defaultProps.localeText;

export type DayPickerProps = {
  label: string;
  /** The form's text: 'YYYY-MM-DD', '' for none, or the mark of a mistyped day. */
  value: string;
  /** The new form text; a typed text that is no day arrives as `unreadableAs`. */
  onChange: (value: string) => void;
  /** What a mistyped or half-typed day becomes in the form: '' (nothing) or `unreadableDay`. */
  unreadableAs: string;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** Earliest and latest day the calendar offers, 'YYYY-MM-DD'; the form's rules still judge the value. */
  minDay?: string;
  maxDay?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  error?: string;
};

/**
 * A day chosen from a calendar or typed as dd-mm-yyyy (MUI X date picker, in Spanish), bound to a form text
 * so that the domain's schemas judge it as they judge any request.
 */
export function DayPicker(props: DayPickerProps) {
  const { label, value, onChange, unreadableAs, minDay, maxDay, error } = props;
  // The picker keeps what is being typed (a half-typed day is not a form value); a value the form sets
  // itself (reset, a lookup, clearing) replaces it.
  const [shown, setShown] = useState<{ day: Dayjs | null; value: string }>(() => ({
    day: toPickerDay(value),
    value,
  }));
  if (shown.value !== value) setShown({ day: toPickerDay(value), value });
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={spanishTexts}>
      <DatePicker
        label={label}
        format={shownDay}
        value={shown.day}
        minDate={minDay === undefined ? undefined : (toPickerDay(minDay) ?? undefined)}
        maxDate={maxDay === undefined ? undefined : (toPickerDay(maxDay) ?? undefined)}
        disabled={props.disabled}
        readOnly={props.readOnly}
        inputRef={props.inputRef}
        onChange={(day) => {
          const next = day !== null && !day.isValid() ? unreadableAs : toFormDay(day);
          setShown({ day, value: next });
          onChange(next);
        }}
        slotProps={{
          textField: {
            name: props.name,
            fullWidth: true,
            size: 'small',
            required: props.required,
            onBlur: props.onBlur,
            error: error !== undefined,
            helperText: error,
          },
        }}
      />
    </LocalizationProvider>
  );
}
