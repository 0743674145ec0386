import { describe, expect, it } from 'vitest';
import { productFormSchema } from './products.ts';

const product = {
  codigoPrincipal: 'SRV-001',
  descripcion: 'Servicio de consultoría contable (hora)',
  precioUnitario: '45.00',
  codigoItbms: '01',
};

function messagesFor(changes: Record<string, unknown>): string[] {
  const parsed = productFormSchema.safeParse({ ...product, ...changes });
  return parsed.success
    ? []
    : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('a product PRO accepts can be invoiced (the DGI’s limits)', () => {
  it('takes a main code of 20 characters and a description of 2', () => {
    expect(messagesFor({ codigoPrincipal: 'A'.repeat(20), descripcion: 'Té' })).toEqual([]);
  });

  it('refuses a main code over 20 characters (dCodProd) and a description under 2 (dDescProd)', () => {
    expect(messagesFor({ codigoPrincipal: 'A'.repeat(21) })).toEqual([
      'codigoPrincipal: No ingrese más de 20 caracteres.',
    ]);
    expect(messagesFor({ descripcion: 'X' })).toEqual(['descripcion: Ingrese al menos 2 caracteres.']);
  });
});
