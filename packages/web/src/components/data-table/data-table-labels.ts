/** Spec 001 §2 'Tables': the table's Spanish texts. */
export const dataTableLabels = {
  empty: 'No existen datos',
  rowsPerPage: 'Filas por página',
  selectAll: 'Seleccionar todos',
  loading: 'Cargando datos',
  pageButtons: {
    first: 'Primera página',
    last: 'Última página',
    next: 'Página siguiente',
    previous: 'Página anterior',
  },
} as const;

/** 'from-to de count' (spec 001 §2). */
export function formatDisplayedRows({
  from,
  to,
  count,
}: {
  from: number;
  to: number;
  count: number;
}): string {
  return `${from}-${to} de ${count}`;
}
