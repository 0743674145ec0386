import Grid from '@mui/material/Grid';
import { PERSON_TYPES } from '@facturar/domain';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormSelectField } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';

export type RucNames<T extends FieldValues> = { tipoRuc: Path<T>; ruc: Path<T>; dv: Path<T> };

type RucFieldsProps<T extends FieldValues> = {
  control: Control<T, unknown, unknown>;
  names: RucNames<T>;
  rucLabel?: string;
  isReadOnly?: boolean;
  disabled?: boolean;
};

/** The taxpayer type, RUC and DV trio of authorised RUCs, carrier, delivery place and referenced issuer. */
export function RucFields<T extends FieldValues>(props: RucFieldsProps<T>) {
  const { control, names, rucLabel = 'RUC', isReadOnly = false, disabled } = props;
  const readOnly = { htmlInput: { readOnly: isReadOnly } };
  return (
    <>
      {/* Wide enough for 'Tipo de contribuyente' whole in the small section dialogs; the DV is two digits. */}
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormSelectField
          control={control}
          name={names.tipoRuc}
          label="Tipo de contribuyente"
          options={PERSON_TYPES}
          disabled={isReadOnly || disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <FormTextField
          control={control}
          name={names.ruc}
          label={rucLabel}
          slotProps={readOnly}
          disabled={disabled}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 2 }}>
        <FormTextField
          control={control}
          name={names.dv}
          label="DV"
          slotProps={readOnly}
          disabled={disabled}
        />
      </Grid>
    </>
  );
}
