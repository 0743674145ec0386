import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { esES } from '@mui/x-date-pickers/locales';
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/es';
import { memo, useState } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';

/** The day as the form holds it and the requests send it. */
const isoDay = 'YYYY-MM-DD';
/** The day as the user reads and types it. */
const shownDay = 'DD-MM-YYYY';
const spanishTexts = esES.components.MuiLocalizationProvider.defaultProps.localeText;

function parseDay(text: string): Dayjs | null {
  const day = text === '' ? null : dayjs(text);
  return day?.isValid() ? day : null;
}

type FormDateFieldProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  /** A text field holding 'YYYY-MM-DD', or '' while no whole valid day is typed. */
  name: FieldPath<T>;
  label: string;
  /** Earliest and latest day the calendar offers, 'YYYY-MM-DD'; the form's rules still judge the value. */
  minDay?: string;
  maxDay?: string;
  required?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  /** Called after the field took a new day ('' when cleared or incomplete), for what follows from it. */
  onValueChange?: (day: string) => void;
};

/**
 * A day chosen from a calendar or typed as dd-mm-yyyy (MUI X date picker, in Spanish). The form holds the
 * ISO day as text, so the domain's schemas judge it as they judge any request.
 */
function FormDateFieldInner<T extends FieldValues, TOut = T>(props: FormDateFieldProps<T, TOut>) {
  const { control, name, label, minDay, maxDay, required, disabled, readOnly, onValueChange } = props;
  const { field, fieldState } = useController({ control, name });
  const value: string = field.value ?? '';
  // The picker keeps what is being typed (an incomplete day reaches the form as ''); a value the form sets
  // itself (reset, a lookup, clearing) replaces it.
  const [shown, setShown] = useState<{ day: Dayjs | null; value: string }>(() => ({
    day: parseDay(value),
    value,
  }));
  if (shown.value !== value) setShown({ day: parseDay(value), value });
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale="es" localeText={spanishTexts}>
      <DatePicker
        label={label}
        format={shownDay}
        value={shown.day}
        minDate={minDay === undefined ? undefined : (parseDay(minDay) ?? undefined)}
        maxDate={maxDay === undefined ? undefined : (parseDay(maxDay) ?? undefined)}
        disabled={disabled}
        readOnly={readOnly}
        inputRef={field.ref}
        onChange={(day) => {
          const next = day?.isValid() ? day.format(isoDay) : '';
          setShown({ day, value: next });
          field.onChange(next);
          onValueChange?.(next);
        }}
        slotProps={{
          textField: {
            name: field.name,
            fullWidth: true,
            size: 'small',
            required,
            onBlur: field.onBlur,
            error: fieldState.error !== undefined,
            helperText: fieldState.error?.message,
          },
        }}
      />
    </LocalizationProvider>
  );
}

export const FormDateField = memo(FormDateFieldInner) as typeof FormDateFieldInner;
