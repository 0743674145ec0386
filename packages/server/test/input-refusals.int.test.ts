import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, decodeClaims, serveTestServer } from './support/test-server.ts';
import { demoInvoiceBody, demoRuc } from './support/demo-invoice.ts';

// Input that used to reach PostgreSQL or a parser and answer 500 with a stack in the log (issue 12,
// finding 7): each is now a 400 with a Spanish message.
let adm: string;
let platformAdmin: string;
let partner: string;
let logged: string[];

const server = serveTestServer();

beforeAll(async () => {
  adm = await server.login('adm@demo.facturar.test');
  platformAdmin = await server.login('admin@facturar.test');
  partner = await server.login('partner@facturar.test');
  logged = [];
  server.app.log.error = ((...args: unknown[]) =>
    logged.push(JSON.stringify(args))) as typeof server.app.log.error;
});

function expectSpanish400(
  response: { statusCode: number; json(): { apierror: { mensaje: string } } },
  label: string,
) {
  expect(response.statusCode, label).toBe(400);
  expect(response.json().apierror.mensaje, label).toMatch(/[a-záéíóúñ]/);
}

const nulMessage = 'Los datos enviados contienen un carácter no permitido (NUL).';

describe('a NUL anywhere', () => {
  it('is refused in the sign-in, the recovery, path parameters, searches and headers alike', async () => {
    const calls = [
      {
        label: 'login user name',
        request: {
          method: 'POST' as const,
          url: '/api/login',
          payload: {
            username: 'adm\u0000@demo.facturar.test',
            password: 'x',
            codigoSistema: server.config.codigoSistema,
          },
        },
      },
      {
        label: 'recovery',
        request: {
          method: 'POST' as const,
          url: `/api/reestablecer/clave?nombreUsuarioAcceso=adm%00x&codigoSistema=${server.config.codigoSistema}`,
        },
      },
      {
        label: 'ruc of the platform administrator',
        request: {
          method: 'GET' as const,
          url: '/api/paquete/disponible/155596713%00',
          headers: bearer(platformAdmin),
        },
      },
      {
        label: 'ruc of the partner',
        request: {
          method: 'GET' as const,
          url: '/api/cuenta/usuario/empresa/155596713-2-2015%00',
          headers: bearer(partner),
        },
      },
      {
        label: 'parametroBusqueda',
        request: {
          method: 'GET' as const,
          url: `/api/admin/productos/buscar/${demoRuc}?parametroBusqueda=lap%00`,
          headers: bearer(adm),
        },
      },
      {
        label: 'parametroReceptor',
        request: {
          method: 'GET' as const,
          url: `/api/comprobantes/autorizados/busqueda/${demoRuc}?parametroReceptor=dis%00`,
          headers: bearer(adm),
        },
      },
      {
        label: 'Idempotency-Key header',
        request: {
          method: 'POST' as const,
          url: '/api/generacion/comprobantes',
          headers: { ...bearer(adm), 'idempotency-key': 'clave\u0000' },
          payload: {},
        },
      },
      {
        label: 'a key of a nested body object',
        request: {
          method: 'POST' as const,
          url: '/api/generacion/comprobantes/cafe/comprobante',
          headers: bearer(adm),
          payload: { detalles: [{ 'des\u0000cripcion': 'x' }] },
        },
      },
    ];
    for (const { label, request } of calls) {
      const response = await server.request(request);
      expectSpanish400(response, label);
      expect(response.json().apierror.mensaje, label).toBe(nulMessage);
    }
  });
});

describe('a body nested deeper than 32 levels', () => {
  it('is refused before any handler on the generation (with an Idempotency-Key), a sign-in and a public call', async () => {
    const deep = (levels: number) => `{"a":${'['.repeat(levels)}${']'.repeat(levels)}}`;
    const invoice = JSON.stringify(await demoInvoiceBody(server.ctx.db));
    const calls = [
      { label: 'generation', url: '/api/generacion/comprobantes', token: adm, payload: deep(5000) },
      {
        label: 'generation, deep inside a valid request',
        url: '/api/generacion/comprobantes',
        token: adm,
        payload: invoice.replace(/}$/, `,"extra":${'['.repeat(40)}${']'.repeat(40)}}`),
      },
      { label: 'sign-in', url: '/api/login', token: undefined, payload: deep(100) },
      {
        label: 'users',
        url: '/api/admin/usuarios/registro-usuario',
        token: platformAdmin,
        payload: deep(33),
      },
    ];
    for (const call of calls) {
      const response = await server.request({
        method: 'POST',
        url: call.url,
        headers: {
          'content-type': 'application/json',
          'idempotency-key': `profundo-${call.label}`,
          ...(call.token ? bearer(call.token) : {}),
        },
        payload: call.payload,
      });
      expectSpanish400(response, call.label);
      expect(response.json().apierror.mensaje, call.label).toBe(
        'Los datos enviados tienen demasiados niveles anidados (más de 32).',
      );
    }
    // Brackets inside strings are text, not depth.
    const inText = await server.request({
      method: 'POST',
      url: '/api/login',
      payload: { username: '['.repeat(5000), password: 'x', codigoSistema: server.config.codigoSistema },
    });
    expect(inText.json().apierror.mensaje).not.toMatch(/anidados/);
  });
});

describe('numbers no column can hold', () => {
  it('refuses product and customer ids beyond int32 in the generation and its preview with the form messages', async () => {
    const body = await demoInvoiceBody(server.ctx.db);
    const huge = {
      ...body,
      idAsignacionEmpresaCliente: 99_999_999_999,
      detalles: (body.detalles as Record<string, unknown>[]).map((line) => ({
        ...line,
        idProducto: '99999999999',
      })),
    };
    for (const url of ['/api/generacion/comprobantes', '/api/generacion/comprobantes/cafe/comprobante']) {
      expectSpanish400(await server.as(adm).post(url, huge), url);
    }
  });

  it('refuses an assignment id beyond int32 in a path', async () => {
    const response = await server.as(adm).get('/api/asignacion/secuencial/usuario/secuencial/99999999999/01');
    expect([400, 403]).toContain(response.statusCode);
  });
});

function keyFileUpload(content: Buffer, fileName = 'claves.txt', truncate = false) {
  const boundary = '----facturar-prueba';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  // Cut short: the file part starts, and the body ends before its closing boundary.
  const payload = truncate ? Buffer.concat([head, content]) : Buffer.concat([head, content, tail]);
  const assignmentId = Number(decodeClaims(adm).sub);
  return server.as(adm).post(`/api/comprobante/recibido/archivo/${demoRuc}/${assignmentId}`, payload, {
    'content-type': `multipart/form-data; boundary=${boundary}`,
  });
}

describe('a key file that is not text', () => {
  it('refuses a .txt that is not UTF-8 or holds binary bytes, and a body cut short', async () => {
    const latin1 = await keyFileUpload(Buffer.from('clave de acceso número 1\n', 'latin1'));
    const binary = await keyFileUpload(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0x01, 0x02, 0xff, 0xfe]));
    const withNul = await keyFileUpload(Buffer.from('FE01200000000000\u0000\n'));
    for (const [label, response] of [
      ['latin-1', latin1],
      ['binary', binary],
      ['NUL', withNul],
    ] as const) {
      expectSpanish400(response, label);
      expect(response.json().apierror.mensaje, label).toBe(
        'El archivo no es un texto legible: envíe un .txt (UTF-8) con una clave de acceso por línea.',
      );
    }
    const truncated = await keyFileUpload(Buffer.from('FE0120000155596713-2-2015'), 'claves.txt', true);
    expectSpanish400(truncated, 'truncated');
    expect(truncated.json().apierror.mensaje).toBe(
      'El archivo enviado llegó incompleto o dañado. Vuelva a enviarlo.',
    );
  });

  it('logged none of these refusals as a server error', () => {
    expect(logged).toEqual([]);
  });
});
