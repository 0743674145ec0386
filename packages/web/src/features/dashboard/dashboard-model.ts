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

/** One bar series per document type that has amounts, each with a value per month (0 where none). */
export function seriesByType(
  dashboard: Dashboard,
  months: readonly string[],
): { label: string; data: number[] }[] {
  const types = DOCUMENT_TYPES.filter((type) =>
    dashboard.emitidoPorMes.some((row) => row.tipoComprobante === type.codigo),
  );
  return types.map((type) => ({
    label: type.nombre,
    data: months.map((month) =>
      Number(
        dashboard.emitidoPorMes.find((row) => row.mes === month && row.tipoComprobante === type.codigo)
          ?.total ?? 0,
      ),
    ),
  }));
}
