import Grid from '@mui/material/Grid';
import type { ReactNode } from 'react';
import type { Control, FieldValues } from 'react-hook-form';
import { DateRangeField } from '#web/components/form/date-range-field.tsx';
import { FieldCells } from '#web/components/form/field-cells.tsx';
import { FormSelectField, optionName } from '#web/components/form/form-select-field.tsx';

/** The names every report request gives its period and its voucher type. */
type ReportParameterValues = { fechaInicio: string; fechaFin: string; tipoComprobante: string };

type ReportControl<T extends FieldValues & ReportParameterValues> = Control<T, unknown, T>;

/** The generic control seen with the names the report requests share: `T` holds them, which TS cannot show. */
function parametersOf<T extends FieldValues & ReportParameterValues>(control: ReportControl<T>) {
  return control as unknown as Control<ReportParameterValues>;
}

/**
 * A report's parameters in one row (a report's form, the period archive): its required period, up to
 * `maxRangeDays` after the start, then the report's own fields, each a cell as wide as a day.
 */
export function ReportParameterFields<T extends FieldValues & ReportParameterValues>(props: {
  control: ReportControl<T>;
  maxRangeDays: number;
  children: ReactNode;
}) {
  return (
    <Grid container spacing={2}>
      <DateRangeField
        control={parametersOf(props.control)}
        startName="fechaInicio"
        endName="fechaFin"
        required
        maxRangeDays={props.maxRangeDays}
      />
      <FieldCells size={{ xs: 12, sm: 6, md: 3 }}>{props.children}</FieldCells>
    </Grid>
  );
}

/** The required 'Tipo de comprobante' of a report, among the types it offers. */
export function ReportTypeField<T extends FieldValues & ReportParameterValues>(props: {
  control: ReportControl<T>;
  options: readonly { codigo: string; nombre: string }[];
  placeholder?: string;
}) {
  return (
    <FormSelectField
      control={parametersOf(props.control)}
      name="tipoComprobante"
      label="Tipo de comprobante"
      required
      options={props.options}
      getOptionLabel={optionName}
      {...(props.placeholder ? { placeholder: props.placeholder } : {})}
    />
  );
}
