import Grid from '@mui/material/Grid';
import { WEIGHT_UNITS, logisticsSchema } from '@facturar/domain';
import { FormTextField } from '#web/features/emission/components/form-fields.tsx';
import { GroupSection } from './group-section.tsx';
import { useGroupDraft } from './use-group-draft.ts';
import { RucFields } from './ruc-fields.tsx';
import type { Logistics, LogisticsSectionProps } from './section-types.ts';

type LogisticsDraft = {
  nrovolumenes: string;
  pesoCarga: string;
  unidadPeso: string;
  licenciaVehiculo: string;
  nombreTransportista: string;
  informacionInteres: string;
  rucAutorizado: { tipoRuc: string; ruc: string; dv: string };
};

function toDraft(logistics: Logistics | undefined): LogisticsDraft {
  return {
    nrovolumenes: logistics?.nrovolumenes ?? '',
    pesoCarga: logistics?.pesoCarga ?? '',
    unidadPeso: logistics?.unidadPeso ?? '',
    licenciaVehiculo: logistics?.licenciaVehiculo ?? '',
    nombreTransportista: logistics?.nombreTransportista ?? '',
    informacionInteres: logistics?.informacionInteres ?? '',
    rucAutorizado: {
      tipoRuc: logistics?.rucAutorizado.tipoRuc ?? '',
      ruc: logistics?.rucAutorizado.ruc ?? '',
      dv: logistics?.rucAutorizado.dv ?? '',
    },
  };
}

/** 'Información logística' (informacionLogisticaDto): the carrier and the cargo (spec 002 §5 'Carrier'). */
export function LogisticsSection({ value, onChange, disabled }: LogisticsSectionProps) {
  const { form, save, remove } = useGroupDraft<LogisticsDraft, Logistics>({
    value,
    onChange,
    toDraft,
    schema: logisticsSchema,
    savedMessage: 'Información logística agregada al comprobante',
  });
  const { control } = form;
  return (
    <GroupSection
      title="Información logística"
      hasValue={value !== undefined}
      disabled={disabled}
      onSubmit={() => void save()}
      onRemove={remove}
    >
      <Grid size={{ xs: 12, sm: 8 }}>
        <FormTextField
          control={control}
          name="nombreTransportista"
          label="Nombre del transportista"
          required
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          control={control}
          name="licenciaVehiculo"
          label="Licencia del vehículo"
          slotProps={{ htmlInput: { maxLength: 6 } }}
        />
      </Grid>
      <RucFields
        control={control}
        names={{ tipoRuc: 'rucAutorizado.tipoRuc', ruc: 'rucAutorizado.ruc', dv: 'rucAutorizado.dv' }}
        rucLabel="RUC del transportista"
      />
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          control={control}
          name="nrovolumenes"
          label="Número de volúmenes"
          slotProps={{ htmlInput: { maxLength: 3, inputMode: 'numeric' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField
          control={control}
          name="pesoCarga"
          label="Peso de la carga"
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <FormTextField control={control} name="unidadPeso" label="Unidad de peso" options={WEIGHT_UNITS} />
      </Grid>
      <Grid size={12}>
        <FormTextField
          control={control}
          name="informacionInteres"
          label="Información de interés"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 5000 } }}
        />
      </Grid>
    </GroupSection>
  );
}
