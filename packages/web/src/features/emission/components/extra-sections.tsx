import Stack from '@mui/material/Stack';
import { memo } from 'react';
import { useController, useWatch, type Control } from 'react-hook-form';
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

const Order = memo(function Order({ control }: SectionSlotProps) {
  const { field } = useController({ control, name: 'pedidoComercialFacturaDto' });
  return <CommercialOrderSection value={field.value} onChange={field.onChange} />;
});

const Logistics = memo(function Logistics({ control }: SectionSlotProps) {
  const { field } = useController({ control, name: 'informacionLogisticaDto' });
  return <LogisticsSection value={field.value} onChange={field.onChange} />;
});

const Delivery = memo(function Delivery({ control }: SectionSlotProps) {
  const { field } = useController({ control, name: 'localEntrega' });
  return <DeliveryPlaceSection value={field.value} onChange={field.onChange} />;
});

const AuthorisedRucs = memo(function AuthorisedRucs({ control }: SectionSlotProps) {
  const { field } = useController({ control, name: 'rucsAutorizados' });
  return <AuthorisedRucsSection value={field.value} onChange={field.onChange} />;
});

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
