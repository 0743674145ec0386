import { demoRuc, openApiSession, type ApiSession } from './voucher-api.ts';

/** Signs in through the API, for arranging data a journey starts from. */
export async function apiSignIn(baseUrl: string, username: string): Promise<ApiSession> {
  return openApiSession(baseUrl, username);
}

/**
 * Issues a one-line invoice of the demo company to Distribuidora del Canal (one hour of consulting,
 * 45.00 + 7 % = 48.15, cash) and waits until the PAC sandbox has authorised it; returns its CUFE.
 */
export async function issueAuthorisedDemoInvoice(session: ApiSession): Promise<string> {
  const [customer] = await session.call<{ idAsignacionEmpresaCliente: number }[]>(
    `/admin/clientes/buscar/${demoRuc}?parametroBusqueda=155601234`,
  );
  const [product] = await session.call<{ idProducto: number }[]>(
    `/admin/productos/buscar/${demoRuc}?parametroBusqueda=SRV-001`,
  );
  if (!customer || !product) throw new Error('The demo customer or product is missing from the seed.');
  const { cufe } = await session.call<{ cufe: string }>('/generacion/comprobantes', {
    method: 'POST',
    body: {
      tipoDocumento: '01',
      idAsignacionEmpresaCliente: customer.idAsignacionEmpresaCliente,
      detalles: [
        { idProducto: product.idProducto, cantidad: '1', precioProducto: '45.00', codigoItbms: '01' },
      ],
      formasPago: [{ codigo: '02', valor: '48.15' }],
      entregaCafe: '3',
      formatoCafe: '3',
      envioContenedorReceptor: '1',
      naturalezaOperacion: '01',
      tiempoPago: '1',
      tipoOperacion: '1',
    },
  });
  const deadline = Date.now() + 30_000;
  for (;;) {
    const found = await session.call<{ estado: string } | null>(`/comprobante/buscar/cufe/${cufe}`);
    if (found?.estado === 'AUT') return cufe;
    if (Date.now() > deadline) throw new Error(`Document ${cufe} not authorised: ${found?.estado}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
