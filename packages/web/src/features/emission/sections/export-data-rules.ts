import { exportDataSchema, type ExportDataDraft } from '@facturar/domain';
import type { ExportData } from './section-types.ts';

// Export data is typed in place (it must validate before 'Agregar Detalle', spec 002 §5), so the form holds
// the texts as typed (the domain's ExportDataDraft); `parseExportData` turns them into the request's group.

/** The currency code that asks for the currency's name in 'Otra moneda' (spec 002 §4). */
export const otherCurrencyCode = 'ZZZ';

/** The request's export group when the texts follow the domain's rules, else undefined. */
export function parseExportData(draft: ExportDataDraft): ExportData | undefined {
  const result = exportDataSchema.safeParse(withoutHiddenCurrencyName(draft));
  return result.success ? result.data : undefined;
}

/** Each field's first problem under the domain's rules. */
export function readExportDataErrors(draft: ExportDataDraft): Partial<Record<keyof ExportDataDraft, string>> {
  const result = exportDataSchema.safeParse(withoutHiddenCurrencyName(draft));
  const errors: Partial<Record<keyof ExportDataDraft, string>> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = issue.path[0] as keyof ExportDataDraft;
    errors[field] ??= issue.message;
  }
  return errors;
}

/** 'Otra moneda' is shown, and sent, only with the currency ZZZ. */
function withoutHiddenCurrencyName(draft: ExportDataDraft): ExportDataDraft {
  return draft.monedaOperacion === otherCurrencyCode ? draft : { ...draft, detalleMoneda: '' };
}
