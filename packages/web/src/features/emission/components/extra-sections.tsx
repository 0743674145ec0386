import Stack from '@mui/material/Stack';
import { memo, type ComponentType } from 'react';
import { useController, useWatch, type Control, type FieldPath, type FieldPathValue } from 'react-hook-form';
import type { DocumentKind } from '../model/document-kinds.ts';
import type { EmissionValues } from '../model/emission-values.ts';
import {
  AuthorisedRucsSection,
  CommercialOrderSection,
  DeliveryPlaceSection,
  InstalmentsSection,
  LogisticsSection,
  ReferencedDocumentsSection,
} from '../sections/index.ts';

type SectionSlotProps = { control: Control<EmissionValues> };

const Instalments = memo(function Instalments({
  control,
  documentTotal,
}: SectionSlotProps & { documentTotal: string }) {
  const { field } = useController({ control, name: 'pagoPlazos' });
  return <InstalmentsSection value={field.value} onChange={field.onChange} documentTotal={documentTotal} />;
});

/**
 * A section that is its request part and nothing else: the part's value in, its changes out. Memoised, so
 * typing in one section does not render the others.
 */
function boundSection<Name extends FieldPath<EmissionValues>>(
  name: Name,
  Section: ComponentType<{
    value: FieldPathValue<EmissionValues, Name>;
    onChange: (value: FieldPathValue<EmissionValues, Name>) => void;
  }>,
) {
  return memo(function BoundSection({ control }: SectionSlotProps) {
    const { field } = useController({ control, name });
    return <Section value={field.value} onChange={field.onChange} />;
  });
}

const Order = boundSection('pedidoComercialFacturaDto', CommercialOrderSection);
const Logistics = boundSection('informacionLogisticaDto', LogisticsSection);
const Delivery = boundSection('localEntrega', DeliveryPlaceSection);
const AuthorisedRucs = boundSection('rucsAutorizados', AuthorisedRucsSection);

/** The referenced documents of a note: the first section of its form (emission-screen.tsx). */
export const References = memo(function References({
  control,
  kind,
}: SectionSlotProps & { kind: DocumentKind }) {
  const { field } = useController({ control, name: 'documentosFiscalesReferenciados' });
  return (
    <ReferencedDocumentsSection value={field.value} onChange={field.onChange} documentType={kind.code} />
  );
});

type ExtraSectionsProps = SectionSlotProps & { documentTotal: string };

/**
 * The extra sections of spec 002 §2, shown once a detail exists (a note's referenced documents come first
 * in its form instead). Each is a controlled component of the
 * 'sections' folder bound to its part of the request; export data sits with the general data instead,
 * since 'Agregar Detalle' needs it first.
 */
export function ExtraSections({ control, documentTotal }: ExtraSectionsProps) {
  const lineCount = useWatch({ control, name: 'detalles' }).length;
  if (lineCount === 0) return null;
  return (
    <Stack spacing={2}>
      <Instalments control={control} documentTotal={documentTotal} />
      <Order control={control} />
      <Logistics control={control} />
      <Delivery control={control} />
      <AuthorisedRucs control={control} />
    </Stack>
  );
}
