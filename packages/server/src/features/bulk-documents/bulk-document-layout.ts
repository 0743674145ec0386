import { bulkDocumentColumns, bulkDocumentMessages as texts } from '@facturar/contracts';

/** How the reader finds the 'Comprobantes' sheet: its columns by title, the ones every file must have. */
export const documentSheetLayout = {
  sheet: texts.sheetName,
  columns: bulkDocumentColumns,
  required: ['reference', 'product', 'quantity'] as const,
};
