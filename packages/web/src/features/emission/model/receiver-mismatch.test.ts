import { describe, expect, it } from 'vitest';
import { receiverRow } from '#web/testing/receiver-row.ts';
import type { ReferencedCufeResult } from '../sections/api/sections-api.ts';
import { findReceiverMismatches } from './receiver-mismatch.ts';

function invoiceTo(customerId: number | null, nombre: string): ReferencedCufeResult {
  return {
    rucEmisor: '155596713-2-2015',
    tipoContribuyenteEmisor: '2',
    dvEmisor: '59',
    razonSocialEmisor: 'Demo',
    fechaEmision: '2026-11-27T10:00:00.000Z',
    cufe: 'FE01',
    valorTotal: '10.70',
    saldoDisponible: '10.70',
    detalles: [],
    receptor: {
      nombre,
      cliente:
        customerId === null
          ? null
          : receiverRow(customerId, nombre, {
              cliente: { idCliente: '8-123-456', tipoReceptor: '01', tipoContribuyente: '1' },
            }),
    },
  };
}

describe('a note whose receiver is not its invoice’s', () => {
  it('names the invoices addressed to someone else', () => {
    const invoices = [invoiceTo(7, 'Ana Pérez'), invoiceTo(null, 'CONSUMIDOR FINAL')];
    expect(findReceiverMismatches(7, invoices)).toEqual(['CONSUMIDOR FINAL']);
    expect(findReceiverMismatches(null, invoices)).toEqual(['Ana Pérez']);
    expect(findReceiverMismatches(7, [invoices[0] ?? null])).toEqual([]);
  });
});
