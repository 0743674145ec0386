/** Document types (iDoc, spec 002 §1). */
export const DOCUMENT_TYPE_CODES = ['01', '02', '03', '04', '05', '06', '07', '08', '09'] as const;
export type DocumentTypeCode = (typeof DOCUMENT_TYPE_CODES)[number];

/** Credit and debit notes that refer to invoices: they must carry referenced documents (DGI 1705). */
export const REFERRING_NOTE_TYPES: readonly DocumentTypeCode[] = ['04', '05'];

/** Generic credit and debit notes: references optional, and never to an electronic invoice (DGI 1706). */
export const GENERIC_NOTE_TYPES: readonly DocumentTypeCode[] = ['06', '07'];

export const EXPORT_INVOICE: DocumentTypeCode = '03';
export const INTERNAL_INVOICE: DocumentTypeCode = '01';

/** Emission types whose contingency date and reason are mandatory (DGI 1506, 1509). */
export const CONTINGENCY_EMISSION_TYPES = ['02', '04'] as const;
