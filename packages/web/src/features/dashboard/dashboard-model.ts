import type { Dashboard } from '@facturar/contracts';
import { DOCUMENT_TYPES } from '@facturar/domain';

const monthNames = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** The last 12 Panama months ('yyyy-MM'), oldest first, ending with the one of `today` ('yyyy-MM-dd'). */
export function lastTwelveMonths(today: string): string[] {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 1;
  return Array.from({ length: 12 }, (_, index) => {
    const total = year * 12 + month - 11 + index;
    return `${Math.floor(total / 12)}-${String((total % 12) + 1).padStart(2, '0')}`;
  });
}

export function monthLabel(month: string): string {
  return `${monthNames[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;
}

/** Credit notes (04, 06) take from what was issued: they count below zero, so each month's stack nets. */
const creditNoteTypes: readonly string[] = ['04', '06'];

function signedTotal(row: { tipoComprobante: string; total: string }): number {
  return creditNoteTypes.includes(row.tipoComprobante) ? -Number(row.total) : Number(row.total);
}

/** The net issued amount of each month: sales and debit notes less credit notes. */
export function netByMonth(dashboard: Dashboard, months: readonly string[]): number[] {
  return months.map((month) =>
    dashboard.emitidoPorMes
      .filter((row) => row.mes === month)
      .reduce((sum, row) => sum + signedTotal(row), 0),
  );
}

/**
 * One bar series per document type that has amounts, each with a value per month (0 where none); credit
 * notes below zero.
 */
export function seriesByType(
  dashboard: Dashboard,
  months: readonly string[],
): { label: string; data: number[] }[] {
  const types = DOCUMENT_TYPES.filter((type) =>
    dashboard.emitidoPorMes.some((row) => row.tipoComprobante === type.codigo),
  );
  return types.map((type) => ({
    label: type.nombre,
    data: months.map((month) => {
      const row = dashboard.emitidoPorMes.find(
        (entry) => entry.mes === month && entry.tipoComprobante === type.codigo,
      );
      return row ? signedTotal(row) : 0;
    }),
  }));
}
