import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useController, type Control } from 'react-hook-form';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { customerSearchQueryOptions, type CustomerOption } from '../api/emission-api.ts';
import type { EmissionValues } from '../model/emission-values.ts';
import { SearchAutocomplete } from './search-autocomplete.tsx';

type CustomerSectionProps = { control: Control<EmissionValues>; isForeign: boolean };

function describeCustomer(customer: CustomerOption): string {
  const dv = customer.digitoVerificador ? ` DV ${customer.digitoVerificador}` : '';
  return `${customer.cliente.idCliente}${dv} - ${customer.nombres}`;
}

/**
 * The customer block (spec 002 §2): 'Consumidor final' clears any found client (assignment id 0);
 * 'Datos' searches the company's clients, or its foreign clients for the export invoice.
 */
export function CustomerSection({ control, isForeign }: CustomerSectionProps) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const mode = useController({ control, name: 'customerMode' });
  const customer = useController({ control, name: 'customer' });
  const selected = customer.field.value;
  return (
    <Card variant="outlined" component="section" aria-label="Cliente">
      <CardHeader title="Cliente" slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={2}>
          <RadioGroup
            row
            aria-label="Tipo de cliente"
            value={mode.field.value}
            onChange={(event) => {
              const next = event.target.value as EmissionValues['customerMode'];
              mode.field.onChange(next);
              if (next === 'final') customer.field.onChange(null);
            }}
          >
            <FormControlLabel value="final" control={<Radio />} label="Consumidor final" />
            <FormControlLabel value="data" control={<Radio />} label="Datos" />
          </RadioGroup>
          {mode.field.value === 'data' && (
            <SearchAutocomplete
              label={isForeign ? 'Buscar cliente extranjero' : 'Buscar cliente'}
              searchOptions={(term) => customerSearchQueryOptions(http, claims.ruc, term, isForeign)}
              getLabel={describeCustomer}
              getKey={(option) => option.idAsignacionEmpresaCliente}
              value={selected}
              onChange={(option) => customer.field.onChange(option)}
              networkMessage="Error en la red al consultar el cliente."
              error={customer.fieldState.error?.message}
            />
          )}
          {mode.field.value === 'data' && selected && (
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
