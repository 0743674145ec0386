import { describe, expect, it } from 'vitest';
import { readBlockingReasons } from './blocking-reasons.ts';

describe('readBlockingReasons', () => {
  it('keeps only the five blocking kinds, in the spec order, each with its instruction', () => {
    const reasons = readBlockingReasons({
      errores: {
        SIN_COMPROBANTES: 'La empresa no tiene comprobantes disponibles.',
        OTRO_ERROR: 'No bloquea la emisión.',
        SIN_CERTIFICADO: 'La empresa no tiene registrado un certificado de firma electrónica.',
      },
    });
    expect(reasons.map((reason) => reason.keyword)).toEqual(['SIN_CERTIFICADO', 'SIN_COMPROBANTES']);
    expect(reasons[1]?.instruction).toBe('Adquiera un plan o recargue comprobantes desde el menú Planes.');
  });

  it('finds nothing to block when the company has no such error', () => {
    expect(readBlockingReasons({ errores: { OTRO_ERROR: 'x' } })).toEqual([]);
  });
});
