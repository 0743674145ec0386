import { WEIGHT_UNITS, logisticsSchema } from '@facturar/domain';
import { GroupSectionForm } from './group-section-form.tsx';
import { interestInformationField, type SectionField } from './section-fields.tsx';
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

const fields: readonly SectionField<LogisticsDraft>[] = [
  {
    kind: 'text',
    name: 'nombreTransportista',
    label: 'Nombre del transportista',
    width: 'two-thirds',
    isRequired: true,
    maxLength: 100,
  },
  { kind: 'text', name: 'licenciaVehiculo', label: 'Licencia del vehículo', width: 'third', maxLength: 6 },
  {
    kind: 'ruc',
    names: { tipoRuc: 'rucAutorizado.tipoRuc', ruc: 'rucAutorizado.ruc', dv: 'rucAutorizado.dv' },
    rucLabel: 'RUC del transportista',
  },
  {
    kind: 'text',
    name: 'nrovolumenes',
    label: 'Número de volúmenes',
    width: 'third',
    maxLength: 3,
    inputMode: 'numeric',
  },
  { kind: 'text', name: 'pesoCarga', label: 'Peso de la carga', width: 'third', inputMode: 'decimal' },
  { kind: 'select', name: 'unidadPeso', label: 'Unidad de peso', width: 'third', options: WEIGHT_UNITS },
  interestInformationField('informacionInteres'),
];

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
export function LogisticsSection(props: LogisticsSectionProps) {
  return (
    <GroupSectionForm
      {...props}
      title="Información logística"
      fields={fields}
      toDraft={toDraft}
      schema={logisticsSchema}
      savedMessage="Información logística agregada al comprobante"
    />
  );
}
