import { describe, expect, it } from 'vitest';
import { lastTwelveMonths, monthLabel, netByMonth, seriesByType } from './dashboard-model.ts';

describe('dashboard model', () => {
  it('lists the last twelve months across a year change', () => {
    const months = lastTwelveMonths('2026-02-15');
    expect(months[0]).toBe('2025-03');
    expect(months[11]).toBe('2026-02');
    expect(monthLabel('2026-02')).toBe('feb 26');
  });

  it('gives each issued type a value per month', () => {
    const series = seriesByType(
      {
        emitidoPorMes: [
          { mes: '2026-01', tipoComprobante: '01', total: '100.50' },
          { mes: '2026-02', tipoComprobante: '04', total: '20.00' },
        ],
        itbmsPorTasa: [],
        porEstado: { autorizados: 0, pendientes: 0, noAutorizados: 0, anulados: 0 },
      },
      ['2026-01', '2026-02'],
    );
    expect(series).toEqual([
      { label: 'Factura de Operación Interna', data: [100.5, 0] },
      { label: 'Nota de Crédito Referente a una o varias FE', data: [0, -20] },
    ]);
  });

  it('nets credit notes against what was issued in their month (issue 29: 127.36 issued, 90.96 net)', () => {
    const dashboard = {
      emitidoPorMes: [
        { mes: '2026-11', tipoComprobante: '01', total: '117.36' },
        { mes: '2026-11', tipoComprobante: '05', total: '10.00' },
        { mes: '2026-11', tipoComprobante: '04', total: '36.40' },
      ],
      itbmsPorTasa: [],
      porEstado: { autorizados: 0, pendientes: 0, noAutorizados: 0, anulados: 0 },
    };
    expect(netByMonth(dashboard, ['2026-10', '2026-11']).map((net) => net.toFixed(2))).toEqual([
      '0.00',
      '90.96',
    ]);
  });
});
