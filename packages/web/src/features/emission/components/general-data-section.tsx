import {
  BRANCH_TYPES,
  CAFE_DELIVERIES,
  CAFE_FORMATS,
  CONTAINER_SENDINGS,
  DESTINATIONS,
  EMISSION_TYPES,
  OPERATION_DIRECTIONS,
  OPERATION_NATURES,
  PAYMENT_TERMS,
  SALE_TRANSACTION_TYPES,
} from '@facturar/domain';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CardHeader from '@mui/material/CardHeader';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useWatch, type Control } from 'react-hook-form';
import { useAppServices, useRequiredSession } from '#web/lib/app-services/app-services-context.tsx';
import { nextNumberQueryOptions } from '../api/emission-api.ts';
import type { DocumentKind } from '../model/document-kinds.ts';
import type { EmissionValues } from '../model/emission-values.ts';
import { FormDateField } from '#web/components/form/form-date-field.tsx';
import { FormSelectField } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';

const NOTE_TYPES: readonly string[] = ['04', '05', '06', '07'];
const CONTINGENCY_TYPES: readonly string[] = ['02', '04'];

const generalSelects = [
  ['tipoEmision', 'Tipo de emisión', EMISSION_TYPES],
  ['entregaCafe', 'Entrega del CAFE', CAFE_DELIVERIES],
  ['formatoCafe', 'Formato del CAFE', CAFE_FORMATS],
  ['envioContenedorReceptor', 'Envío del contenedor', CONTAINER_SENDINGS],
  ['naturalezaOperacion', 'Naturaleza de la operación', OPERATION_NATURES],
  ['tipoOperacion', 'Tipo de operación', OPERATION_DIRECTIONS],
  ['tiempoPago', 'Tiempo de pago', PAYMENT_TERMS],
] as const;

const optionalSelects = [
  ['tipoSucursal', 'Tipo de sucursal', BRANCH_TYPES],
  ['tipoTransaccionVenta', 'Tipo de transacción de venta', SALE_TRANSACTION_TYPES],
] as const;

type GeneralDataSectionProps = { control: Control<EmissionValues>; kind: DocumentKind };

function NextNumber({ kind }: { kind: DocumentKind }) {
  const { http } = useAppServices();
  const { claims } = useRequiredSession();
  const next = useQuery(nextNumberQueryOptions(http, claims.sub, kind.code));
  return (
    <TextField
      label="Secuencial"
      value={next.data ?? ''}
      size="small"
      fullWidth
      slotProps={{ input: { readOnly: true }, inputLabel: { shrink: true } }}
    />
  );
}

function ContingencyFields({ control }: { control: Control<EmissionValues> }) {
  const type = useWatch({ control, name: 'tipoEmision' });
  if (!CONTINGENCY_TYPES.includes(type)) return null;
  return (
    <>
      <Grid size={{ xs: 12, sm: 6, md: 4 }}>
        <FormDateField control={control} name="fechaContingencia" label="Fecha de contingencia" />
      </Grid>
      <Grid size={{ xs: 12, md: 8 }}>
        <FormTextField control={control} name="motivoContingencia" label="Motivo de la contingencia" />
      </Grid>
    </>
  );
}

/** 'Datos Factura' (spec 002 §2): the general data and its option catalogues. */
export function GeneralDataSection({ control, kind }: GeneralDataSectionProps) {
  const cell = { xs: 12, sm: 6, md: 4 };
  return (
    <Card variant="outlined" component="section" aria-label="Datos Factura">
      <CardHeader title="Datos Factura" slotProps={{ title: { variant: 'subtitle1', component: 'h2' } }} />
      <CardContent sx={{ pt: 0 }}>
        <Grid container spacing={2}>
          <Grid size={cell}>
            <NextNumber kind={kind} />
          </Grid>
          <Grid size={cell}>
            <FormDateField control={control} name="fechaEmision" label="Fecha de emisión" required />
          </Grid>
          {generalSelects.map(([name, label, options]) => (
            <Grid size={cell} key={name}>
              <FormSelectField control={control} name={name} label={label} options={options} required />
            </Grid>
          ))}
          {NOTE_TYPES.includes(kind.code) && (
            <Grid size={cell}>
              <FormSelectField
                control={control}
                name="destinoOperacion"
                label="Destino de la operación"
                options={DESTINATIONS}
              />
            </Grid>
          )}
          {optionalSelects.map(([name, label, options]) => (
            <Grid size={cell} key={name}>
              <FormSelectField
                control={control}
                name={name}
                label={label}
                options={options}
                emptyOption={<em>Ninguno</em>}
              />
            </Grid>
          ))}
          <Grid size={cell}>
            <FormDateField control={control} name="fechaSalida" label="Fecha de salida" />
          </Grid>
          <ContingencyFields control={control} />
          <Grid size={12}>
            <FormTextField
              control={control}
              name="informacionInteresEmisor"
              label="Información de interés del emisor"
              multiline
              minRows={2}
            />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
