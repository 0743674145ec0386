import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTlsTestCertificates, startPacSandbox, type PacSandbox } from '@facturar/pac-sandbox';
import { createPacClient } from '../../adapters/pac/index.ts';
import { demoRuc } from '../../../test/support/demo-invoice.ts';
import { startTestServer, type TestServer } from '../../../test/support/test-server.ts';

// The DGI contract over mutual TLS, end to end: a PAC sandbox that demands a client certificate signed by
// its CA, a company connected to it with the transmission certificate the test made, 'Probar conexión'.

const certificates = createTlsTestCertificates({ p12Password: 'Transmisión-2026' });
let server: TestServer;
let tlsPac: PacSandbox;
let adminToken: string;

beforeAll(async () => {
  tlsPac = await startPacSandbox({
    host: '127.0.0.1',
    tls: { ...certificates.server, ca: certificates.ca.cert, requireClientCert: true },
  });
  server = await startTestServer({ PAC_ALLOW_PRIVATE_ENDPOINTS: 'true' });
  adminToken = await server.login('admin@facturar.test');
});

afterAll(async () => {
  await server?.close();
  await tlsPac?.close();
});

const path = `/api/admin/empresas/${demoRuc}/conexion-pac`;

/** The platform administrator stores the company's connection. */
function saveConnection(payload: Record<string, unknown>) {
  return server.as(adminToken).put(path, payload);
}

/** The connection to the TLS sandbox: the transmission certificate the test made, opened with `password`. */
function dgiConnection(password: string) {
  return {
    proveedor: 'dgi',
    ambiente: '2',
    direccion: tlsPac.url,
    certificadoTransmision: certificates.client.p12.toString('base64'),
    claveCertificadoTransmision: password,
  };
}

/** 'Probar conexión', as the platform administrator. */
function testConnection() {
  return server.as(adminToken).post(`${path}/probar`);
}

describe('the DGI contract over mutual TLS', () => {
  it('is refused without the client certificate', async () => {
    const client = createPacClient({
      baseUrl: tlsPac.url,
      timeoutMs: 5_000,
      iAmb: 2,
      tls: { ca: certificates.ca.cert },
    });
    await expect(client.checkTaxpayer(demoRuc, 2)).rejects.toMatchObject({ code: 'PAC_UNAVAILABLE' });
  });

  it('is served with the transmission certificate the platform administrator stored, never shown back', async () => {
    const saved = await saveConnection({
      ...dgiConnection(certificates.client.p12Password),
      certificadosCa: certificates.ca.cert,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({
      proveedor: 'dgi',
      familia: 'dgi',
      tieneCertificadoTransmision: true,
      tieneCertificadosCa: true,
      esPredeterminada: false,
    });
    expect(saved.body).not.toContain(certificates.client.p12Password);

    const tested = await testConnection();
    expect(tested.statusCode).toBe(200);
    expect(tested.json()).toMatchObject({ correcto: true });
    expect(tested.json().mensaje).toMatch(/^El PAC respondió: 0680/);

    const adm = await server.login('adm@demo.facturar.test');
    const read = await server.as(adm).get(`/api/empresas/${demoRuc}/conexion-pac`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toMatchObject({ proveedor: 'dgi', direccion: tlsPac.url });
    const admSave = await server.as(adm).put(path, {});
    expect(admSave.statusCode).toBe(403);
  });

  it('refuses a wrong certificate password and an HKA connection without tokens, in Spanish', async () => {
    const wrong = await saveConnection(dgiConnection('otra'));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().apierror.mensaje).toBe(
      'El certificado de transmisión no se pudo leer con su contraseña, o no está vigente.',
    );
    const noTokens = await saveConnection({ proveedor: 'ebi', ambiente: '2', borrarSecretos: true });
    expect(noTokens.statusCode).toBe(400);
    expect(noTokens.json().apierror.mensaje).toBe(
      'Indique el tokenEmpresa y el tokenPassword que entregó el PAC.',
    );
  });

  it('answers a PAC that cannot be reached with a Spanish message, not an error', async () => {
    const saved = await saveConnection({
      proveedor: 'hka',
      ambiente: '2',
      direccion: 'http://127.0.0.1:9/ws/obj/v1.0/Service.svc',
      tokenEmpresa: 'a',
      tokenPassword: 'b',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const tested = await testConnection();
    expect(tested.json()).toEqual({
      correcto: false,
      mensaje: 'No se pudo conectar con el PAC: El servicio del PAC no está disponible. Intente más tarde.',
    });
  });
});
