import { formatPanamaDate } from '@facturar/domain';
import type { Db } from '../../src/adapters/db/open-database.ts';
import { plainBodyFields } from '../../src/seed/demo-documents.ts';

export const demoRuc = '155596713-2-2015';

/** The demo company as a note names the issuer of a document it refers to. */
export const demoIssuerReference = {
  rucEmisor: { tipoRuc: '2', ruc: demoRuc, dv: '59' },
  nombreEmisor: 'Comercializadora Demo Facturar, S.A.',
} as const;

/** A note's reference to the demo company's own document by its CUFE, dated today in Panama. */
export function ownDocumentReference(cufe: string): Record<string, unknown> {
  return { ...demoIssuerReference, fechaDocumento: formatPanamaDate(new Date()), cufeReferenciada: cufe };
}

/**
 * The generation body of a small invoice of the demo company to Distribuidora del Canal: two hours of
 * consulting at 7 % and three exempt items, paid in cash (109.05). `extra` overrides or adds fields.
 */
export async function demoInvoiceBody(
  db: Db,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const ids = await findDemoIds(db);
  return {
    tipoDocumento: '01',
    idAsignacionEmpresaCliente: ids.customers['155601234-2-2015'],
    detalles: [
      { idProducto: ids.products['SRV-001'], cantidad: '2', precioProducto: '45.00', codigoItbms: '01' },
      { idProducto: ids.products['ALI-005'], cantidad: '3', precioProducto: '4.25', codigoItbms: '00' },
    ],
    formasPago: [{ codigo: '02', valor: '109.05' }],
    ...plainBodyFields,
    ...extra,
  };
}

/** The seeded customers by identification and products by main code. */
export async function findDemoIds(
  db: Db,
): Promise<{ customers: Record<string, number>; products: Record<string, number> }> {
  const [customers, products] = await Promise.all([
    db.selectFrom('customers').select(['id', 'identification']).where('company_ruc', '=', demoRuc).execute(),
    db.selectFrom('products').select(['id', 'main_code']).where('company_ruc', '=', demoRuc).execute(),
  ]);
  return {
    customers: Object.fromEntries(customers.map((row) => [row.identification, row.id])),
    products: Object.fromEntries(products.map((row) => [row.main_code, row.id])),
  };
}
