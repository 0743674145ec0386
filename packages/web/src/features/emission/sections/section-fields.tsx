import Grid from '@mui/material/Grid';
import type { Control, FieldValues, Path } from 'react-hook-form';
import { FormDateField } from '#web/components/form/form-date-field.tsx';
import { FormSelectField, type SelectOption } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';
import { LocationFields, type LocationNames } from './location-fields.tsx';
import { RucFields, type RucNames } from './ruc-fields.tsx';

/** How much of a row a field takes from the small breakpoint up; on phones every field takes the row. */
export type FieldWidth = 'third' | 'half' | 'two-thirds' | 'full';

const columns: Record<FieldWidth, number> = { third: 4, half: 6, 'two-thirds': 8, full: 12 };

/**
 * One entry of a section's field list: a text, a select of a catalogue, a day, the taxpayer trio
 * (type, RUC, DV) or the province → district → corregimiento choice. Labels and limits are the spec's.
 */
export type SectionField<T extends FieldValues> =
  | {
      kind: 'text';
      name: Path<T>;
      label: string;
      width: FieldWidth;
      maxLength?: number;
      inputMode?: 'numeric' | 'decimal';
      isRequired?: boolean;
      isMultiline?: boolean;
      hint?: string;
    }
  | { kind: 'select'; name: Path<T>; label: string; width: FieldWidth; options: readonly SelectOption[] }
  | {
      kind: 'date';
      name: Path<T>;
      label: string;
      width: FieldWidth;
      isRequired?: boolean;
      /** The earliest day the calendar offers, read when shown ('YYYY-MM-DD'). */
      minDay?: () => string;
    }
  | { kind: 'ruc'; names: RucNames<T>; rucLabel?: string }
  | { kind: 'location'; names: LocationNames<T> };

/** 'Información de interés' of the commercial order and of the logistics: free text of up to 5000 characters. */
export function interestInformationField<T extends FieldValues>(name: Path<T>): SectionField<T> {
  return {
    kind: 'text',
    name,
    label: 'Información de interés',
    width: 'full',
    isMultiline: true,
    maxLength: 5000,
  };
}

type SectionFieldsProps<T extends FieldValues> = {
  control: Control<T, unknown, unknown>;
  fields: readonly SectionField<T>[];
  disabled?: boolean;
  /**
   * Whether the required fields say so (the asterisk): an optional section's fields are required only once
   * the user starts filling it in, and say so only from then on (issue 29).
   */
  isRequiredShown?: boolean;
};

/** A section's fields, laid out in a grid from its field list. */
export function SectionFields<T extends FieldValues>(props: SectionFieldsProps<T>) {
  const { control, fields, disabled, isRequiredShown = true } = props;
  return fields.map((field, index) => {
    switch (field.kind) {
      case 'ruc':
        return (
          <RucFields
            key={`ruc-${index}`}
            control={control}
            names={field.names}
            rucLabel={field.rucLabel}
            disabled={disabled}
          />
        );
      case 'location':
        return (
          <LocationFields
            key={`location-${index}`}
            control={control}
            names={field.names}
            isRequired={isRequiredShown}
            disabled={disabled}
          />
        );
      case 'select':
        return (
          <Grid key={field.name} size={{ xs: 12, sm: columns[field.width] }}>
            <FormSelectField
              control={control}
              name={field.name}
              label={field.label}
              options={field.options}
              disabled={disabled}
            />
          </Grid>
        );
      case 'date':
        return (
          <Grid key={field.name} size={{ xs: 12, sm: columns[field.width] }}>
            <FormDateField
              control={control}
              name={field.name}
              label={field.label}
              required={isRequiredShown && field.isRequired}
              minDay={field.minDay?.()}
              disabled={disabled}
            />
          </Grid>
        );
      case 'text':
        return (
          <Grid key={field.name} size={{ xs: 12, sm: columns[field.width] }}>
            <FormTextField
              control={control}
              name={field.name}
              label={field.label}
              required={isRequiredShown && field.isRequired}
              multiline={field.isMultiline}
              minRows={field.isMultiline ? 2 : undefined}
              helperText={field.hint}
              disabled={disabled}
              slotProps={{ htmlInput: { maxLength: field.maxLength, inputMode: field.inputMode } }}
            />
          </Grid>
        );
    }
  });
}
