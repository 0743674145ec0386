import type { TestServer } from '../../../test/support/test-server.ts';
import { bearer, decodeClaims } from '../../../test/support/test-server.ts';

export const demoRuc = '155596713-2-2015';

/** A small valid invoice of the demo company: 2 hours of consulting at 7 % and 3 exempt items, in cash. */
export async function demoInvoiceBody(
  server: TestServer,
  token: string,
  extra: Record<string, unknown> = {},
) {
  const db = server.ctx.db;
  const customer = await db
    .selectFrom('customers')
    .select('id')
    .where('identification', '=', '155601234-2-2015')
    .executeTakeFirstOrThrow();
  const service = await db
    .selectFrom('products')
    .select('id')
    .where('main_code', '=', 'SRV-001')
    .executeTakeFirstOrThrow();
  const food = await db
    .selectFrom('products')
    .select('id')
    .where('main_code', '=', 'ALI-005')
    .executeTakeFirstOrThrow();
  return {
    tipoDocumento: '01',
    idAsignacionEmpresaUsuario: Number(decodeClaims(token).sub),
    rucEmisor: demoRuc,
    idAsignacionEmpresaCliente: customer.id,
    detalles: [
      { idProducto: service.id, cantidad: '2', precioProducto: '45.00', codigoItbms: '01' },
      { idProducto: food.id, cantidad: '3', precioProducto: '4.25', codigoItbms: '00' },
    ],
    formasPago: [{ codigo: '02', valor: '109.05' }],
    entregaCafe: '3',
    formatoCafe: '3',
    envioContenedorReceptor: '1',
    naturalezaOperacion: '01',
    tiempoPago: '1',
    tipoOperacion: '1',
    ...extra,
  };
}

export async function issue(
  server: TestServer,
  token: string,
  body: Record<string, unknown>,
): Promise<{ id: string; cufe: string }> {
  const response = await server.request({
    method: 'POST',
    url: '/api/generacion/comprobantes',
    headers: bearer(token),
    payload: body,
  });
  if (response.statusCode !== 200) throw new Error(`generation → ${response.statusCode} ${response.body}`);
  return server.ctx.db
    .selectFrom('documents')
    .select(['id', 'cufe'])
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
}

/** Polls the stored document until `accept` holds, as the pending list would show it. */
export async function waitForDocument(
  server: TestServer,
  id: string,
  accept: (row: { status: string; pending_state: number | null }) => boolean,
  timeoutMs = 30_000,
) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const row = await server.ctx.db
      .selectFrom('documents')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    if (accept(row)) return row;
    if (Date.now() > deadline)
      throw new Error(
        `document ${id}: status ${row.status}, pending ${row.pending_state}, ${row.result_message}`,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
