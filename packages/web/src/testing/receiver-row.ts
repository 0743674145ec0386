import {
  customerEndpoints,
  masterDataEndpoints,
  providerEndpoints,
  type CustomerRow,
} from '@facturar/contracts';
import { handle, pageOf, serve } from './contract-handlers.ts';

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

/** The receiver lists a screen test serves: a page and a search by name of each. */
const receiverLists = {
  customers: { page: customerEndpoints.listCustomers, search: masterDataEndpoints.searchCustomers },
  providers: { page: providerEndpoints.listProviders, search: providerEndpoints.searchProviders },
} as const;

/** The company's customers or providers as the server keeps them during the test: every page, and a name search. */
export function serveReceivers(list: keyof typeof receiverLists, rows: CustomerRow[]): void {
  const { page, search } = receiverLists[list];
  serve(
    handle(page, () => pageOf(rows)),
    handle(search, ({ query }) => {
      const term = (query.get('parametroBusqueda') ?? '').toLowerCase();
      return rows.filter((row) => row.nombres.toLowerCase().includes(term));
    }),
  );
}
