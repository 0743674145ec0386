import {
  authEndpoints,
  companyEndpoints,
  customerEndpoints,
  issuanceEndpoints,
  voucherFileEndpoints,
  type RuntimeConfig,
} from '@facturar/contracts';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiCallError, readFieldProblems } from './api-call-error.ts';
import { createHttpClient, readFileName } from './http-client.ts';

const config: RuntimeConfig = {
  codigoSistema: 'WEB',
  apiKey: 'key',
  manualsUrl: 'https://example.test/manuales',
  services: { auth: '/api', core: '/api/', repo: '/api', pay: '/pay', notifier: '/api', v1: '' },
};

type Sent = { url: string; init: RequestInit };

function makeClient(answer: () => Promise<Response>, token: string | null = 'session-token') {
  const sent: Sent[] = [];
  let rejections = 0;
  const http = createHttpClient({
    config,
    fetchFn: async (url, init) => {
      sent.push({ url: String(url), init: init ?? {} });
      return answer();
    },
    readSessionToken: () => token,
    onSessionRejected: () => (rejections += 1),
  });
  return { http, sent, rejections: () => rejections };
}

const json = (status: number, body: unknown) =>
  Promise.resolve(
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }),
  );

describe('calling the API', () => {
  it("builds the URL from the service's base and sends the session token", async () => {
    const { http, sent } = makeClient(() => json(200, 5));
    await http.call({ service: 'pay', path: '/paquete/disponible/155-2-2021' });
    await http.call({ service: 'core', path: '/admin/permisos/P/key', query: { a: 'x y' } });
    expect(sent.map((s) => s.url)).toEqual([
      '/pay/paquete/disponible/155-2-2021',
      '/api/admin/permisos/P/key?a=x+y',
    ]);
    expect(new Headers(sent[0]?.init.headers).get('Authorization')).toBe('Bearer session-token');
  });

  it('sends no token on public calls and the given one for a temporary session', async () => {
    const { http, sent } = makeClient(() => json(200, {}));
    await http.call({ service: 'auth', path: '/login', method: 'POST', body: { a: 1 }, auth: 'none' });
    await http.call({ service: 'auth', path: '/refresh', auth: { token: 'temporary' } });
    expect(new Headers(sent[0]?.init.headers).get('Authorization')).toBeNull();
    expect(sent[0]?.init.body).toBe('{"a":1}');
    expect(new Headers(sent[1]?.init.headers).get('Authorization')).toBe('Bearer temporary');
  });

  it('turns an apierror body into a typed error with its status and messages', async () => {
    const { http } = makeClient(() =>
      json(401, {
        apierror: { status: 401, mensaje: 'Usuario bloqueado.', mensajeSistema: 'USUARIO_BLOQUEADO' },
      }),
    );
    const error = await http.call({ service: 'auth', path: '/login', auth: 'none' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiCallError);
    expect(error).toMatchObject({
      code: 'HTTP',
      status: 401,
      mensaje: 'Usuario bloqueado.',
      mensajeSistema: 'USUARIO_BLOQUEADO',
    });
  });

  it('keeps the fields the server named, so a form shows each message on its field', async () => {
    const { http } = makeClient(() =>
      json(400, {
        apierror: {
          status: 400,
          mensaje: 'El DV no corresponde al RUC.',
          mensajeSistema: 'RUC_DV',
          errores: [{ campo: 'dvEmpresa', mensaje: 'El DV no corresponde al RUC.' }],
        },
      }),
    );
    const error = await http
      .call({ service: 'auth', path: '/signin', auth: 'none' })
      .catch((e: unknown) => e);
    expect(readFieldProblems(error, ['rucEmpresa', 'dvEmpresa'])).toEqual([
      { field: 'dvEmpresa', message: 'El DV no corresponde al RUC.' },
    ]);
    expect(readFieldProblems(error, ['rucEmpresa'])).toEqual([]);
  });

  it('signs out when the session token is refused, but not for a public or temporary call', async () => {
    const { http, rejections } = makeClient(() => json(401, { apierror: { status: 401, mensaje: 'x' } }));
    await http.call({ service: 'core', path: '/x' }).catch(() => undefined);
    await http.call({ service: 'auth', path: '/login', auth: 'none' }).catch(() => undefined);
    await http.call({ service: 'auth', path: '/refresh', auth: { token: 't' } }).catch(() => undefined);
    expect(rejections()).toBe(1);
  });

  it('does not call the server at all without a session', async () => {
    const { http, sent } = makeClient(() => json(200, {}), null);
    await expect(http.call({ service: 'core', path: '/x' })).rejects.toMatchObject({ status: 401 });
    expect(sent).toHaveLength(0);
  });

  it('reports a network failure with the network message', async () => {
    const { http } = makeClient(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(http.call({ service: 'core', path: '/x' })).rejects.toMatchObject({
      code: 'NETWORK',
      status: null,
      mensaje: 'Existen problemas en la red. Contáctese con el administrador del Sistema.',
    });
  });

  it('rejects an answer that does not match the expected shape', async () => {
    const { http } = makeClient(() => json(200, { nope: true }));
    await expect(
      http.call({ service: 'core', path: '/x', schema: z.object({ accessToken: z.string() }) }),
    ).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('accepts an empty 204 answer', async () => {
    const { http } = makeClient(() => Promise.resolve(new Response(null, { status: 204 })));
    await expect(http.call({ service: 'auth', path: '/logout', method: 'POST' })).resolves.toBeUndefined();
  });

  it('gives a generic message for an error without an apierror body', async () => {
    const { http } = makeClient(() =>
      Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(http.call({ service: 'core', path: '/x' })).rejects.toMatchObject({
      code: 'HTTP',
      status: 502,
    });
  });
});

describe('calling a contract descriptor', () => {
  it("takes the service, method and path from the descriptor and writes the query's values", async () => {
    const { http, sent } = makeClient(() => json(200, 7));
    await expect(
      http.request(companyEndpoints.availableVouchers, { params: { ruc: '155-2 21' } }),
    ).resolves.toBe(7);
    await http
      .request(customerEndpoints.listCustomers, { params: { ruc: 'R' }, query: { page: 2, size: undefined } })
      .catch(() => undefined);
    expect(sent.map((s) => [s.init.method, s.url])).toEqual([
      ['GET', '/pay/paquete/disponible/155-2%2021'],
      ['GET', '/api/admin/clientes/R?page=2'],
    ]);
  });

  it("keeps the versioned service's whole path and sends the body as JSON", async () => {
    const { http, sent } = makeClient(() =>
      json(200, { accessToken: 'a', tokenType: 'Bearer', expiresIn: 1 }),
    );
    await http
      .request(issuanceEndpoints.cafeTemplates, { params: { ruc: 'R', tipo: 1 } })
      .catch(() => undefined);
    await http.request(authEndpoints.login, {
      body: { username: 'u', password: 'p', codigoSistema: 'WEB' },
      auth: 'none',
    });
    expect(sent[0]?.url).toBe('/api/v1/cafe/buscar/R/1');
    expect(sent[1]?.init).toMatchObject({
      method: 'POST',
      body: '{"username":"u","password":"p","codigoSistema":"WEB"}',
    });
    expect(new Headers(sent[1]?.init.headers).get('Authorization')).toBeNull();
  });

  it("checks the answer against the descriptor's response schema", async () => {
    const { http } = makeClient(() => json(200, { nope: true }));
    await expect(http.request(authEndpoints.refresh)).rejects.toMatchObject({ code: 'INVALID_RESPONSE' });
  });

  it('downloads the file of a descriptor without an answer schema', async () => {
    const { http, sent } = makeClient(() =>
      Promise.resolve(
        new Response('<rFE/>', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="a.xml"' },
        }),
      ),
    );
    const file = await http.requestFile(voucherFileEndpoints.xml, { params: { id: 7 } });
    expect(file.fileName).toBe('a.xml');
    expect(sent[0]?.url).toBe('/api/utilidades/generar/xml/7');
  });
});

describe('downloading files', () => {
  it('answers the file with the name the server gave it', async () => {
    const { http, sent } = makeClient(() =>
      Promise.resolve(
        new Response('<rFE/>', {
          status: 200,
          headers: { 'content-disposition': 'attachment; filename="FE0120.xml"' },
        }),
      ),
    );
    const file = await http.download({ service: 'core', path: '/utilidades/generar/xml/7' });
    expect(file.fileName).toBe('FE0120.xml');
    expect(await file.blob.text()).toBe('<rFE/>');
    expect(new Headers(sent[0]?.init.headers).get('Authorization')).toBe('Bearer session-token');
  });

  it('turns a failed download into the same typed error as a call', async () => {
    const { http } = makeClient(() => json(404, { apierror: { status: 404, mensaje: 'No existe.' } }));
    await expect(http.download({ service: 'core', path: '/x' })).rejects.toMatchObject({
      status: 404,
      mensaje: 'No existe.',
    });
  });

  it('sends a form without a JSON content type', async () => {
    const { http, sent } = makeClient(() => json(200, {}));
    const form = new FormData();
    form.append('file', new Blob(['a']), 'claves.txt');
    await http.call({ service: 'core', path: '/x', method: 'POST', body: form });
    expect(sent[0]?.init.body).toBe(form);
    expect(new Headers(sent[0]?.init.headers).get('Content-Type')).toBeNull();
  });

  it('reads both forms of a file name', () => {
    expect(readFileName("attachment; filename*=UTF-8''Facturar%20A.zip")).toBe('Facturar A.zip');
    expect(readFileName('inline; filename=a.pdf')).toBe('a.pdf');
    expect(readFileName(null)).toBeNull();
  });
});
