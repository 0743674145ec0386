import type { CustomerRow } from '@facturar/contracts';

/**
 * A customer or provider as the lists answer it: a Panamanian receiver with only its name and id set, the
 * rest as a test's `overrides` need it.
 */
export function receiverRow(id: number, nombres: string, overrides: Partial<CustomerRow> = {}): CustomerRow {
  return {
    idAsignacionEmpresaCliente: id,
    cliente: { idCliente: `8-${id}-2020`, tipoReceptor: '01', tipoContribuyente: '2' },
    digitoVerificador: null,
    nombres,
    correo: null,
    direccion: null,
    telefono: null,
    ubicacionGeografica: null,
    paisReceptor: 'PA',
    paisReceptorDesc: null,
    fechaRegistro: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}
