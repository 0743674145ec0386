import { FUEL_TYPES, VEHICLE_SALE_TYPES, VEHICLE_TYPES, VEHICLE_USES } from '@facturar/domain';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Fragment, type ReactNode } from 'react';
import { useFormState, useWatch } from 'react-hook-form';
import type { LineControl } from '../model/line-draft.ts';
import { FieldCells } from '#web/components/form/field-cells.tsx';
import { FormCheckboxField } from '#web/components/form/form-checkbox-field.tsx';
import { FormSelectField } from '#web/components/form/form-select-field.tsx';
import { FormTextField } from '#web/components/form/form-text-field.tsx';

type SubformProps = { control: LineControl };

const halfRow = { xs: 12, sm: 6 };
type Toggle = 'hasPharmaceutical' | 'hasVehicle' | 'hasOrder';

/** A sub-form behind a switch: judged only when open (spec 002 §5). */
function ToggledSubform({
  control,
  toggle,
  title,
  children,
}: SubformProps & { toggle: Toggle; title: string; children: ReactNode }) {
  const isOn = useWatch({ control, name: toggle });
  return (
    <Stack spacing={1.5}>
      <FormCheckboxField control={control} name={toggle} label={title} appearance="switch" />
      {isOn && children}
    </Stack>
  );
}

function GroupError({ control, name }: SubformProps & { name: 'farmaceuticaDto' }) {
  const { errors } = useFormState({ control, name });
  const message = errors[name]?.message;
  return message ? <Alert severity="error">{message}</Alert> : null;
}

export function PharmaceuticalSubform({ control }: SubformProps) {
  return (
    <ToggledSubform
      control={control}
      toggle="hasPharmaceutical"
      title="Medicinas y Materias primas Farmacéuticas"
    >
      <Grid container spacing={2}>
        <FieldCells size={halfRow}>
          <FormTextField control={control} name="farmaceuticaDto.numeroLote" label="Número de lote" />
          <FormTextField
            control={control}
            name="farmaceuticaDto.cantidadProductos"
            label="Cantidad de productos en el lote"
          />
        </FieldCells>
        <Grid size={12}>
          <GroupError control={control} name="farmaceuticaDto" />
        </Grid>
      </Grid>
    </ToggledSubform>
  );
}

export function LineOrderSubform({ control }: SubformProps) {
  return (
    <ToggledSubform control={control} toggle="hasOrder" title="Pedido comercial">
      <Grid container spacing={2}>
        <FieldCells size={halfRow}>
          <FormTextField
            control={control}
            name="pedidoComercialDto.nroPedidoCompra"
            label="Número de pedido de compra"
          />
          <FormTextField
            control={control}
            name="pedidoComercialDto.nroSecuencial"
            label="Número secuencial"
          />
        </FieldCells>
        <Grid size={12}>
          <FormTextField
            control={control}
            name="pedidoComercialDto.informacionInteres"
            label="Información de interés"
            multiline
          />
        </Grid>
      </Grid>
    </ToggledSubform>
  );
}

const vehicleTexts = [
  ['chasis', 'Chasis'],
  ['color', 'Color'],
  ['descripcionColor', 'Descripción del color'],
  ['numeroMotor', 'Número de motor'],
  ['potenciaMotor', 'Potencia del motor'],
  ['capacidadMotor', 'Capacidad del motor'],
  ['pesoNeto', 'Peso neto'],
  ['pesoBruto', 'Peso bruto'],
  ['capacidadTraccion', 'Capacidad de tracción'],
  ['distanciaEjes', 'Distancia entre ejes'],
  ['anioModeloFabricacion', 'Año del modelo'],
  ['anioFabricacion', 'Año de fabricación'],
  ['capacidadMaxima', 'Capacidad máxima de pasajeros'],
  ['tipoPinturaNoListado', 'Tipo de pintura no listado'],
] as const;

/** The vehicle's catalogue choices; code 99 of two of them asks for the option in words. */
const vehicleSelects = [
  {
    name: 'modalidadOperacionVenta',
    label: 'Modalidad de la operación de venta',
    options: VEHICLE_SALE_TYPES,
    other: { name: 'operacionNoListada', label: 'Operación no listada' },
  },
  {
    name: 'tipoCombustible',
    label: 'Tipo de combustible',
    options: FUEL_TYPES,
    other: { name: 'tipoCombustibleNoListado', label: 'Tipo de combustible no listado' },
  },
  { name: 'tipoVehiculo', label: 'Tipo de vehículo', options: VEHICLE_TYPES },
  { name: 'usoVehiculo', label: 'Uso del vehículo', options: VEHICLE_USES },
] as const;

function OtherOptionField({
  control,
  select,
  name,
  label,
}: SubformProps & {
  select: 'vehiculoNuevoDto.modalidadOperacionVenta' | 'vehiculoNuevoDto.tipoCombustible';
  name: 'vehiculoNuevoDto.operacionNoListada' | 'vehiculoNuevoDto.tipoCombustibleNoListado';
  label: string;
}) {
  const code = useWatch({ control, name: select });
  if (code !== '99') return null;
  return (
    <Grid size={halfRow}>
      <FormTextField control={control} name={name} label={label} />
    </Grid>
  );
}

export function VehicleSubform({ control }: SubformProps) {
  const half = { xs: 12, sm: 6, md: 4 };
  return (
    <ToggledSubform control={control} toggle="hasVehicle" title="Vehículo nuevo">
      <Typography variant="body2" color="text.secondary">
        Datos del vehículo nuevo vendido.
      </Typography>
      <Grid container spacing={2}>
        {vehicleSelects.map((select) => (
          <Fragment key={select.name}>
            <Grid size={half}>
              <FormSelectField
                control={control}
                name={`vehiculoNuevoDto.${select.name}`}
                label={select.label}
                options={select.options}
              />
            </Grid>
            {'other' in select && (
              <OtherOptionField
                control={control}
                select={`vehiculoNuevoDto.${select.name}`}
                name={`vehiculoNuevoDto.${select.other.name}`}
                label={select.other.label}
              />
            )}
          </Fragment>
        ))}
        <FieldCells size={half}>
          {vehicleTexts.map(([name, label]) => (
            <FormTextField key={name} control={control} name={`vehiculoNuevoDto.${name}`} label={label} />
          ))}
        </FieldCells>
      </Grid>
    </ToggledSubform>
  );
}
