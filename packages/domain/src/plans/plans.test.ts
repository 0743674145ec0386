import { describe, expect, it } from 'vitest';
import {
  checkPaymentProof,
  maxProofBytes,
  planFeatures,
  planPurchaseTotal,
  proofMediaTypeOf,
} from './index.ts';

describe('plan purchase', () => {
  it('adds the ITBMS at the configured rate, rounded half-up to cents', () => {
    expect(planPurchaseTotal('25.00', '7')).toBe('26.75');
    expect(planPurchaseTotal('90', '7.00')).toBe('96.30');
    expect(planPurchaseTotal('0.50', '7')).toBe('0.54');
    expect(planPurchaseTotal('149.00', '0')).toBe('149.00');
  });

  it('shows the comma-separated description as bullets', () => {
    expect(planFeatures('Punto de venta, Inventario,,Soporte ')).toEqual([
      'Punto de venta',
      'Inventario',
      'Soporte',
    ]);
  });
});

describe('payment proof', () => {
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]);
  const jpg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]);

  it('tells png and jpg by their leading bytes, whatever the file is called', () => {
    expect(proofMediaTypeOf(png)).toBe('image/png');
    expect(proofMediaTypeOf(jpg)).toBe('image/jpeg');
    expect(proofMediaTypeOf(new TextEncoder().encode('%PDF-1.7'))).toBeUndefined();
  });

  it('refuses an empty, oversized or other file with its message', () => {
    expect(checkPaymentProof(new Uint8Array())).toBe('Debe subir el comprobante de pago');
    expect(checkPaymentProof(new TextEncoder().encode('GIF89a'))).toBe(
      'Unicamente puede subir archivos .png y .jpg',
    );
    const big = new Uint8Array(maxProofBytes + 1);
    big.set(png);
    expect(checkPaymentProof(big)).toBe('El comprobante de pago no puede pesar más de 4 MB.');
    expect(checkPaymentProof(png)).toBeUndefined();
  });
});
