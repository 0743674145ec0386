import type { VoucherRow } from '@facturar/contracts';
import { describe, expect, it } from 'vitest';
import { describePendingState, formatVoucherNumber } from './voucher-format.ts';

describe('how the repositories show a voucher', () => {
  it('joins branch, billing point and number', () => {
    const row = {
      comprobanteElectronico: {
        codigoSucursal: '0000',
        puntoFacturacion: '001',
        numeroFactura: '0000000042',
      },
    } as VoucherRow;
    expect(formatVoucherNumber(row)).toBe('0000-001-0000000042');
  });

  it('names the pending states 4, 5 and 11, and a document not sent yet', () => {
    expect(describePendingState('4')).toBe('4 - Servicio del PAC no disponible');
    expect(describePendingState('5')).toBe('5 - Retraso en la autorización');
    expect(describePendingState('11')).toBe('11 - Comprobante devuelto por la DGI');
    expect(describePendingState('PEN')).toBe('En cola de envío');
  });
});
