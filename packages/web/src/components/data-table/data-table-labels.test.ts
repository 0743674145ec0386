import { describe, expect, it } from 'vitest';
import { dataTableLabels, formatDisplayedRows } from './data-table-labels.ts';

describe('the table labels', () => {
  it("reads 'from-to de count' under 'Filas por página', and 'No existen datos' when empty", () => {
    expect(formatDisplayedRows({ from: 11, to: 20, count: 42 })).toBe('11-20 de 42');
    expect(dataTableLabels.rowsPerPage).toBe('Filas por página');
    expect(dataTableLabels.empty).toBe('No existen datos');
  });
});
