import { z } from 'zod';
import type { GeographicItem } from '@facturar/contracts';
import { deliveryPlaceSchema } from '@facturar/domain';
import { GroupSectionForm } from './group-section-form.tsx';
import type { SectionField } from './section-fields.tsx';
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

const fields: readonly SectionField<DeliveryPlaceDraft>[] = [
  {
    kind: 'text',
    name: 'nombreLocalEntrega',
    label: 'Nombre del local de entrega',
    width: 'half',
    isRequired: true,
    maxLength: 100,
  },
  {
    kind: 'text',
    name: 'direccionLocalEntrega',
    label: 'Dirección del local de entrega',
    width: 'half',
    isRequired: true,
    maxLength: 100,
  },
  {
    kind: 'location',
    names: { provincia: 'provincia', distrito: 'distrito', corregimiento: 'corregimiento' },
  },
  {
    kind: 'ruc',
    names: {
      tipoRuc: 'rucContribuyenteReceptor.tipoRuc',
      ruc: 'rucContribuyenteReceptor.ruc',
      dv: 'rucContribuyenteReceptor.dv',
    },
    rucLabel: 'RUC del contribuyente receptor',
  },
  { kind: 'text', name: 'telefonoLocalEntrega', label: 'Teléfono', width: 'half', maxLength: 12 },
  {
    kind: 'text',
    name: 'telefonoAdicionalLocalEntrega',
    label: 'Teléfono adicional',
    width: 'half',
    maxLength: 12,
  },
];

/** 'Local de entrega' (localEntrega, spec 002 §5 'Delivery place'). */
export function DeliveryPlaceSection(props: DeliveryPlaceSectionProps) {
  return (
    <GroupSectionForm
      {...props}
      title="Local de entrega"
      fields={fields}
      toDraft={toDraft}
      schema={deliveryPlaceDraftSchema}
      savedMessage="Información del local de entrega agregada al comprobante"
    />
  );
}
