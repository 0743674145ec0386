import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, useWatch, type Control } from 'react-hook-form';
import { FormRadioGroupField } from '#web/components/form/form-radio-group-field.tsx';
import { CustomerSearchField } from '#web/features/master-data/index.ts';
import type { EmissionValues } from '../model/emission-values.ts';
import { CreateCustomerButton, EntrySearchRow } from './create-entry-buttons.tsx';

const CUSTOMER_MODES = [
  { value: 'final', label: 'Consumidor final' },
  { value: 'data', label: 'Datos' },
] as const;

type CustomerSectionProps = { control: Control<EmissionValues>; isForeign: boolean };

/**
 * The customer block (spec 002 §2): 'Consumidor final' clears any found client (assignment id 0);
 * 'Datos' searches the company's clients, or its foreign clients for the export invoice.
 */
export function CustomerSection({ control, isForeign }: CustomerSectionProps) {
  const mode = useWatch({ control, name: 'customerMode' });
  const customer = useController({ control, name: 'customer' });
  const selected = customer.field.value;
  return (
    <Card variant="outlined" component="section" aria-label="Cliente">
      <CardHeader title="Cliente" slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <FormRadioGroupField
            control={control}
            name="customerMode"
            label="Tipo de cliente"
            options={CUSTOMER_MODES}
            isRow
            onValueChange={(next) => {
              if (next === 'final') customer.field.onChange(null);
            }}
          />
          {mode === 'data' && (
            <EntrySearchRow create={<CreateCustomerButton onCreated={customer.field.onChange} />}>
              <CustomerSearchField
                isForeign={isForeign}
                value={selected}
                onChange={(option) => customer.field.onChange(option)}
                error={customer.fieldState.error?.message}
                notFoundHint="Si aún no lo registró, use «Crear cliente»."
              />
            </EntrySearchRow>
          )}
          {mode === 'data' && selected && (
            <Typography variant="body2" color="text.secondary">
              {[selected.nombres, selected.correo, selected.direccion, selected.telefono]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
