import { request } from 'node:https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTlsTestCertificates, startPacSandbox, type PacSandbox } from '../src/index.ts';
import { checkRuc, common, envelope } from './support/soap-calls.ts';

const certificates = createTlsTestCertificates();
let mutual: PacSandbox;
let httpsOnly: PacSandbox;

beforeAll(async () => {
  const { server, ca } = certificates;
  [mutual, httpsOnly] = await Promise.all([
    startPacSandbox({ tls: { cert: server.cert, key: server.key, ca: ca.cert, requireClientCert: true } }),
    startPacSandbox({ tls: { cert: server.cert, key: server.key } }),
  ]);
});
afterAll(async () => {
  await Promise.all([mutual.close(), httpsOnly.close()]);
});

type Outcome = { readonly status: number; readonly body: string } | { readonly error: string };

/** feConsRucDV over HTTPS, trusting the test CA, with the client certificate given (or none). */
function lookUp(
  base: PacSandbox,
  client?: { cert: string; key: string } | { pfx: Buffer; passphrase: string },
): Promise<Outcome> {
  const body = envelope(
    'rEnviConsRucDV',
    `${common('7')}<req:dRuc>155596713-2-2015</req:dRuc><req:dTipoRuc>2</req:dTipoRuc>`,
  );
  return new Promise((resolve) => {
    const call = request(
      `${base.url}/FepWcfService/feConsRucDV.svc`,
      {
        method: 'POST',
        ca: certificates.ca.cert,
        ...client,
        headers: { 'content-type': 'application/soap+xml; charset=utf-8' },
        agent: false,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    call.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    call.end(body);
  });
}

describe('the DGI contract over HTTPS with a client certificate (mutual TLS)', () => {
  it('serves a client that presents the transmission certificate the CA signed', async () => {
    expect(mutual.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
    const answer = await lookUp(mutual, certificates.client);
    expect(answer).toMatchObject({ status: 200, body: expect.stringContaining('<dCodRes>0680</dCodRes>') });
  });

  it('refuses the connection without a client certificate, or with one another CA signed', async () => {
    const without = await lookUp(mutual);
    expect('error' in without).toBe(true);
    const stranger = await lookUp(mutual, certificates.stranger);
    expect('error' in stranger).toBe(true);
  });

  it('serves plain HTTPS to anyone when no client certificate is required', async () => {
    expect(await lookUp(httpsOnly)).toMatchObject({ status: 200 });
    // Node's fetch does not trust the test CA: the certificate check is real.
    await expect(checkRuc(httpsOnly.url, '155596713-2-2015', 2)).rejects.toThrow();
  });

  it('gives the client certificate as a .p12 with its password too', async () => {
    const { p12, p12Password } = certificates.client;
    expect(await lookUp(mutual, { pfx: p12, passphrase: p12Password })).toMatchObject({ status: 200 });
  });
});
