export { findInstalmentsProblem } from '@facturar/domain';
export { InstalmentsSection } from './instalments-section.tsx';
export { CommercialOrderSection } from './commercial-order-section.tsx';
export { LogisticsSection } from './logistics-section.tsx';
export { DeliveryPlaceSection } from './delivery-place-section.tsx';
export { AuthorisedRucsSection } from './authorised-rucs-section.tsx';
export { ExportDataSection } from './export-data-section.tsx';
export { parseExportData, readExportDataErrors } from './export-data-rules.ts';
export { SectionTable, type SectionColumn } from './section-table.tsx';
export { ReferencedDocumentsSection, acceptsReferencedDocuments } from './referenced-documents-section.tsx';
export type {
  AuthorisedRuc,
  AuthorisedRucsSectionProps,
  CommercialOrder,
  CommercialOrderSectionProps,
  DeliveryPlace,
  DeliveryPlaceSectionProps,
  ExportData,
  ExportDataSectionProps,
  Instalment,
  InstalmentsSectionProps,
  Logistics,
  LogisticsSectionProps,
  ReferencedDocument,
  ReferencedDocumentsSectionProps,
  SectionProps,
} from './section-types.ts';
