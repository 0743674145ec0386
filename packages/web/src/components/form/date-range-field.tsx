import Grid from '@mui/material/Grid';
import { formatPanamaDate } from '@facturar/domain';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { DayPicker } from './day-picker.tsx';
import { latestEndDay, unreadableDay } from './day-values.ts';

type DateRangeFieldProps<T extends FieldValues, TOut> = {
  control: Control<T, unknown, TOut>;
  /** Text fields holding 'YYYY-MM-DD', '' for none, or the mark of a mistyped day. */
  startName: FieldPath<T>;
  endName: FieldPath<T>;
  required?: boolean;
  /** The widest period the calendar offers after the start (spec 001 §5: 42 days). */
  maxRangeDays?: number;
  /** The end waits for the start (the voucher search sends the dates only as a pair). */
  isEndAfterStart?: boolean;
};

/** The Grid cells the two days take, as the other fields of the report and search forms. */
const cellSize = { xs: 12, sm: 6, md: 3 } as const;

/**
 * THE period of a report, a search or an archive (spec 001 §5): 'Fecha inicio' and 'Fecha fin', up to today
 * in Panama. Choosing the start clears the end; the calendar offers only the days the rules allow, and what
 * is typed by hand reaches the form as typed, so the form's rules refuse a mistyped day ('Formato inválido.')
 * or a day out of range with their message instead of the field emptying or moving it. Renders two Grid
 * cells, for a Grid container.
 */
export function DateRangeField<T extends FieldValues, TOut = T>(props: DateRangeFieldProps<T, TOut>) {
  const { control, startName, endName, required, maxRangeDays, isEndAfterStart = false } = props;
  const { field: start, fieldState: startState } = useController({ control, name: startName });
  const { field: end, fieldState: endState } = useController({ control, name: endName });
  const startValue: string = start.value ?? '';
  const today = formatPanamaDate(new Date());
  const hasStartDay = startValue !== '' && startValue !== unreadableDay;
  return (
    <>
      <Grid size={cellSize}>
        <DayPicker
          label="Fecha inicio"
          value={startValue}
          unreadableAs={unreadableDay}
          name={start.name}
          inputRef={start.ref}
          onBlur={start.onBlur}
          required={required}
          maxDay={today}
          error={startState.error?.message}
          onChange={(next) => {
            start.onChange(next);
            end.onChange('');
          }}
        />
      </Grid>
      <Grid size={cellSize}>
        <DayPicker
          label="Fecha fin"
          value={end.value ?? ''}
          unreadableAs={unreadableDay}
          name={end.name}
          inputRef={end.ref}
          onBlur={end.onBlur}
          required={required}
          disabled={isEndAfterStart && startValue === ''}
          minDay={hasStartDay ? startValue : undefined}
          maxDay={latestEndDay(startValue, today, maxRangeDays)}
          error={endState.error?.message}
          onChange={end.onChange}
        />
      </Grid>
    </>
  );
}
