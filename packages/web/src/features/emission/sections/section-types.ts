import type { DocumentTypeCode, ExportDataDraft, GenerationRequest } from '@facturar/domain';

/** A section edits one part of the generation request, already validated by the domain's rules. */
export type SectionProps<T> = { value: T; onChange: (value: T) => void; disabled?: boolean };

export type Instalment = GenerationRequest['pagoPlazos'][number];
export type CommercialOrder = NonNullable<GenerationRequest['pedidoComercialFacturaDto']>;
export type Logistics = NonNullable<GenerationRequest['informacionLogisticaDto']>;
export type DeliveryPlace = NonNullable<GenerationRequest['localEntrega']>;
export type AuthorisedRuc = GenerationRequest['rucsAutorizados'][number];
export type ExportData = NonNullable<GenerationRequest['informacionDatosExportacion']>;
export type ReferencedDocument = GenerationRequest['documentosFiscalesReferenciados'][number];

export type InstalmentsSectionProps = SectionProps<Instalment[]> & {
  /** The document total the instalments may add up to (plain decimal text, e.g. '107.00'). */
  documentTotal: string;
};
export type CommercialOrderSectionProps = SectionProps<CommercialOrder | undefined>;
export type LogisticsSectionProps = SectionProps<Logistics | undefined>;
export type DeliveryPlaceSectionProps = SectionProps<DeliveryPlace | undefined>;
export type AuthorisedRucsSectionProps = SectionProps<AuthorisedRuc[]>;
export type ExportDataSectionProps = SectionProps<ExportDataDraft> & {
  /** Show every field's problem at once (the form sets it when 'Agregar Detalle' is refused). */
  showAllErrors?: boolean;
};
export type ReferencedDocumentsSectionProps = SectionProps<ReferencedDocument[]> & {
  documentType: DocumentTypeCode;
};
