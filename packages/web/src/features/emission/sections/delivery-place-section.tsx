import Grid from '@mui/material/Grid';
import { Controller, useWatch } from 'react-hook-form';
import { z } from 'zod';
import type { GeographicItem } from '@facturar/contracts';
import { deliveryPlaceSchema } from '@facturar/domain';
import { FormTextField } from '#web/features/emission/components/form-fields.tsx';
import { GroupSection } from './group-section.tsx';
import { useGroupDraft } from './use-group-draft.ts';
import { LocationSelect, type LocationLevel } from './location-select.tsx';
import { RucFields } from './ruc-fields.tsx';
import type { DeliveryPlace, DeliveryPlaceSectionProps } from './section-types.ts';

type DeliveryPlaceDraft = {
  nombreLocalEntrega: string;
  direccionLocalEntrega: string;
  provincia: GeographicItem | null;
  distrito: GeographicItem | null;
  corregimiento: GeographicItem | null;
  telefonoLocalEntrega: string;
  telefonoAdicionalLocalEntrega: string;
  rucContribuyenteReceptor: { tipoRuc: string; ruc: string; dv: string };
};

/** The corregimiento's code is the location (ubicacionGeografica) and its secuencial the unified code. */
function withLocation(draft: DeliveryPlaceDraft) {
  return {
    ...draft,
    ubicacionGeografica: draft.corregimiento?.idUbicacionGeografica ?? '',
    codigoUnificado: draft.corregimiento?.secuencial,
  };
}

// draftResolver hands this schema the form's draft, nothing else.
const deliveryPlaceDraftSchema = z.preprocess(
  (draft) => withLocation(draft as DeliveryPlaceDraft),
  deliveryPlaceSchema,
);

/** A stored place's levels, rebuilt from its location code ('8-8-7' → '8', '8-8', '8-8-7') and names. */
function locationItem(code: string | undefined, name: unknown): GeographicItem | null {
  return code === undefined ? null : { idUbicacionGeografica: code, nombre: String(name), secuencial: code };
}

function toDraft(place: DeliveryPlace | undefined): DeliveryPlaceDraft {
  const [province, district] = place?.ubicacionGeografica.split('-') ?? [];
  return {
    nombreLocalEntrega: place?.nombreLocalEntrega ?? '',
    direccionLocalEntrega: place?.direccionLocalEntrega ?? '',
    provincia: locationItem(province, place?.provincia),
    distrito: locationItem(district === undefined ? undefined : `${province}-${district}`, place?.distrito),
    corregimiento: locationItem(place?.ubicacionGeografica, place?.corregimiento),
    telefonoLocalEntrega: place?.telefonoLocalEntrega ?? '',
    telefonoAdicionalLocalEntrega: place?.telefonoAdicionalLocalEntrega ?? '',
    rucContribuyenteReceptor: {
      tipoRuc: place?.rucContribuyenteReceptor.tipoRuc ?? '',
      ruc: place?.rucContribuyenteReceptor.ruc ?? '',
      dv: place?.rucContribuyenteReceptor.dv ?? '',
    },
  };
}

const levelsBelow: Record<LocationLevel, readonly LocationLevel[]> = {
  provincia: ['distrito', 'corregimiento'],
  distrito: ['corregimiento'],
  corregimiento: [],
};

/** 'Local de entrega' (localEntrega, spec 002 §5 'Delivery place'). */
export function DeliveryPlaceSection({ value, onChange, disabled }: DeliveryPlaceSectionProps) {
  const { form, save, remove } = useGroupDraft<DeliveryPlaceDraft, DeliveryPlace>({
    value,
    onChange,
    toDraft,
    schema: deliveryPlaceDraftSchema,
    savedMessage: 'Información del local de entrega agregada al comprobante',
  });
  const { control, setValue } = form;
  const [provincia, distrito] = useWatch({ control, name: ['provincia', 'distrito'] });
  const locationField = (level: LocationLevel) => (
    <Grid size={{ xs: 12, sm: 4 }}>
      <Controller
        control={control}
        name={level}
        render={({ field, fieldState }) => (
          <LocationSelect
            level={level}
            parents={{ provincia, distrito }}
            value={field.value}
            onChange={(item) => {
              field.onChange(item);
              levelsBelow[level].forEach((below) => setValue(below, null));
            }}
            error={fieldState.error?.message}
            disabled={disabled}
          />
        )}
      />
    </Grid>
  );
  return (
    <GroupSection
      title="Local de entrega"
      hasValue={value !== undefined}
      disabled={disabled}
      onSubmit={() => void save()}
      onRemove={remove}
    >
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="nombreLocalEntrega"
          label="Nombre del local de entrega"
          required
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="direccionLocalEntrega"
          label="Dirección del local de entrega"
          required
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
      </Grid>
      {locationField('provincia')}
      {locationField('distrito')}
      {locationField('corregimiento')}
      <RucFields
        control={control}
        names={{
          tipoRuc: 'rucContribuyenteReceptor.tipoRuc',
          ruc: 'rucContribuyenteReceptor.ruc',
          dv: 'rucContribuyenteReceptor.dv',
        }}
        rucLabel="RUC del contribuyente receptor"
      />
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="telefonoLocalEntrega"
          label="Teléfono"
          slotProps={{ htmlInput: { maxLength: 12 } }}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 6 }}>
        <FormTextField
          control={control}
          name="telefonoAdicionalLocalEntrega"
          label="Teléfono adicional"
          slotProps={{ htmlInput: { maxLength: 12 } }}
        />
      </Grid>
    </GroupSection>
  );
}
