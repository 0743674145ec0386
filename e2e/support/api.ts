import { demoPassword } from './browser.ts';

/** Calls the running API the way the web app does, for arranging data a journey starts from. */
export type ApiSession = { baseUrl: string; token: string };

async function callApi<T>(
  session: { baseUrl: string; token?: string },
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${session.baseUrl}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Accept: 'application/json',
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...(session.token === undefined ? {} : { Authorization: `Bearer ${session.token}` }),
    },
    body: init.body === undefined ? null : JSON.stringify(init.body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${response.status} ${text}`);
  return (text === '' ? undefined : JSON.parse(text)) as T;
}

export async function apiSignIn(baseUrl: string, username: string): Promise<ApiSession> {
  const config = await callApi<{ codigoSistema: string }>({ baseUrl }, '/runtime-config.json');
  const answer = await callApi<{ accessToken: string }>({ baseUrl }, '/api/login', {
    method: 'POST',
    body: { username, password: demoPassword, codigoSistema: config.codigoSistema },
  });
  return { baseUrl, token: answer.accessToken };
}

const demoRuc = '155596713-2-2015';

/**
 * Issues a one-line invoice of the demo company to Distribuidora del Canal (one hour of consulting,
 * 45.00 + 7 % = 48.15, cash) and waits until the PAC sandbox has authorised it; returns its CUFE.
 */
export async function issueAuthorisedDemoInvoice(session: ApiSession): Promise<string> {
  const [customer] = await callApi<{ idAsignacionEmpresaCliente: number }[]>(
    session,
    `/api/admin/clientes/buscar/${demoRuc}?parametroBusqueda=155601234`,
  );
  const [product] = await callApi<{ idProducto: number }[]>(
    session,
    `/api/admin/productos/buscar/${demoRuc}?parametroBusqueda=SRV-001`,
  );
  if (!customer || !product) throw new Error('The demo customer or product is missing from the seed.');
  const { cufe } = await callApi<{ cufe: string }>(session, '/api/generacion/comprobantes', {
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
    const found = await callApi<{ estado: string } | null>(session, `/api/comprobante/buscar/cufe/${cufe}`);
    if (found?.estado === 'AUT') return cufe;
    if (Date.now() > deadline) throw new Error(`Document ${cufe} not authorised: ${found?.estado}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
