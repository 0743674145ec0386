import type { GeographicItem } from '@facturar/contracts';
import Grid from '@mui/material/Grid';
import { useController, type Control, type FieldValues, type Path } from 'react-hook-form';
import { LocationSelect } from './location-select.tsx';

export type LocationNames<T extends FieldValues> = {
  provincia: Path<T>;
  distrito: Path<T>;
  corregimiento: Path<T>;
};

type LocationFieldsProps<T extends FieldValues> = {
  control: Control<T, unknown, unknown>;
  /** Three fields holding the chosen `GeographicItem` of each level, or null. */
  names: LocationNames<T>;
  disabled?: boolean;
  /** Marks the three as required (an optional section's once the user starts it). */
  isRequired?: boolean;
};

/** Province → district → corregimiento (spec 002 §7): choosing a level empties the levels below it. */
export function LocationFields<T extends FieldValues>(props: LocationFieldsProps<T>) {
  const { control, names, disabled, isRequired = true } = props;
  const province = useController({ control, name: names.provincia });
  const district = useController({ control, name: names.distrito });
  const corregimiento = useController({ control, name: names.corregimiento });
  const parents = {
    provincia: province.field.value as GeographicItem | null,
    distrito: district.field.value as GeographicItem | null,
  };
  const levels = [
    { level: 'provincia', controller: province, below: [district, corregimiento] },
    { level: 'distrito', controller: district, below: [corregimiento] },
    { level: 'corregimiento', controller: corregimiento, below: [] },
  ] as const;
  return levels.map(({ level, controller, below }) => (
    <Grid key={level} size={{ xs: 12, sm: 4 }}>
      <LocationSelect
        level={level}
        parents={parents}
        value={controller.field.value as GeographicItem | null}
        onChange={(item) => {
          controller.field.onChange(item);
          for (const lower of below) lower.field.onChange(null);
        }}
        error={controller.fieldState.error?.message}
        isRequired={isRequired}
        disabled={disabled}
      />
    </Grid>
  ));
}
