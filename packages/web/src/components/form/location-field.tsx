import { listUnifiedLocations } from '@facturar/domain';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormAutocompleteField } from './form-autocomplete-field.tsx';

/**
 * 'Ubicación geográfica': a corregimiento code (dCodUbi) picked by any of its names, from the domain's
 * catalogue, the same list the server answers at `ubicacionGeografica/unificada` (registration, partner
 * registration, customers and providers).
 */
export function LocationField<T extends FieldValues, TOut>(props: {
  control: Control<T, unknown, TOut>;
  name: FieldPath<T>;
}) {
  return (
    <FormAutocompleteField
      control={props.control}
      name={props.name}
      label="Ubicación geográfica"
      options={listUnifiedLocations()}
      required
    />
  );
}
