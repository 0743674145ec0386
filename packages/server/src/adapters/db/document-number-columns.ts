/**
 * The columns a document's number is made of, in the order the DGI writes it: type, establishment, point
 * of sale and sequence. Every list, notice and event that names a document reads them.
 */
export const documentNumberColumns = ['doc_type', 'branch_code', 'point_code', 'number'] as const;

/** The number's columns and the emission type: a document's key at an integration PAC (HKA). */
export const documentPacKeyColumns = [...documentNumberColumns, 'emission_type'] as const;

/** The same columns where the documents table is aliased `d`. */
export const documentNumberColumnsOfD = ['d.doc_type', 'd.branch_code', 'd.point_code', 'd.number'] as const;
