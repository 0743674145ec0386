import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPacSandbox, type PacSandbox } from '../src/index.ts';
import { sendDocument } from './support/soap-calls.ts';
import { buildTestDocument } from './support/test-documents.ts';

let sandbox: PacSandbox;

beforeAll(async () => {
  sandbox = await startPacSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

async function post(path: string, body: unknown) {
  const response = await fetch(`${sandbox.url}/pac/v1/empresas${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const logistics = {
  rucEmpresa: '155689012-2-2019',
  digitoVerificador: '69',
  tipoContribuyente: 2,
  razonSocial: 'Servicios Logísticos Pacífico, S.A.',
};

describe('the PAC’s own JSON API: affiliation', () => {
  it('affiliates a registered company authorised to issue (1), and its documents are then received', async () => {
    const issuer = {
      ruc: logistics.rucEmpresa,
      dv: '69',
      taxpayerType: 2,
      name: logistics.razonSocial,
    } as const;
    expect((await sendDocument(sandbox.url, buildTestDocument({ issuer }).xml)).codes).toEqual(['0185']);
    expect(await post('/afiliacion', logistics)).toEqual({
      status: 200,
      body: { respuesta: 1, mensaje: 'Empresa afiliada al PAC.' },
    });
    expect((await post('/afiliacion', logistics)).body.respuesta).toBe(1);
    expect((await sendDocument(sandbox.url, buildTestDocument({ issuer }).xml)).codes).toEqual(['0260']);
  });

  it('answers 3 for a RUC without e-invoicing authorisation, an unregistered RUC or a wrong DV', async () => {
    expect((await post('/afiliacion', { rucEmpresa: '2588017-1-831938' })).body).toEqual({
      respuesta: 3,
      mensaje: 'El RUC de la empresa no posee resolución de autorización de uso de factura electrónica.',
    });
    expect((await post('/afiliacion', { rucEmpresa: '155700001-2-2020' })).body.respuesta).toBe(3);
    expect((await post('/afiliacion', { rucEmpresa: '155688888-2-2019' })).body.respuesta).toBe(3);
    expect((await post('/afiliacion', { ...logistics, digitoVerificador: '68' })).body.respuesta).toBe(3);
  });

  it('answers 4 while the DGI cannot be reached', async () => {
    sandbox.setFault({ mode: 'delay', count: 1 });
    expect((await post('/afiliacion', logistics)).body).toEqual({
      respuesta: 4,
      mensaje: 'Existen problemas al comunicarse con la DGI.',
    });
  });

  it('answers 400 with a message to a body without the RUC', async () => {
    const answer = await post('/afiliacion', { razonSocial: 'Sin RUC' });
    expect(answer.status).toBe(400);
    expect(answer.body.mensaje).toMatch(/^Solicitud inválida/);
  });
});

describe('the PAC’s own JSON API: QR security code', () => {
  it('generates a secret (1), gives the same one while it is in force, and annuls it (2)', async () => {
    const generated = await post('/codigo-seguridad-qr/1', { rucEmpresa: '155596713-2-2015' });
    expect(generated.body).toMatchObject({ respuesta: 1, mensaje: 'Código de seguridad QR generado.' });
    const secret = generated.body.codigoSeguridadQr;
    expect(secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(
      (await post('/codigo-seguridad-qr/1', { rucEmpresa: '155596713-2-2015' })).body.codigoSeguridadQr,
    ).toBe(secret);
    expect((await post('/codigo-seguridad-qr/2', { rucEmpresa: '155596713-2-2015' })).body).toEqual({
      respuesta: 2,
      mensaje: 'Código de seguridad QR anulado.',
    });
    const renewed = await post('/codigo-seguridad-qr/1', { rucEmpresa: '155596713-2-2015' });
    expect(renewed.body.codigoSeguridadQr).not.toBe(secret);
    expect(sandbox.state().qrCodes).toEqual([{ ruc: '155596713-2-2015', status: 1 }]);
  });

  it('answers 3 (pending) while the DGI cannot be reached, and changes nothing', async () => {
    sandbox.setFault({ mode: 'return', services: ['codigoQr'] });
    expect((await post('/codigo-seguridad-qr/1', { rucEmpresa: '155596713-2-2015' })).body.respuesta).toBe(3);
    expect(sandbox.state().qrCodes).toEqual([]);
  });

  it('refuses a company that is not affiliated (400 with a message)', async () => {
    expect(await post('/codigo-seguridad-qr/1', { rucEmpresa: '155689012-2-2019' })).toEqual({
      status: 400,
      body: { mensaje: 'La empresa no se encuentra afiliada al PAC.' },
    });
  });

  it('answers 503 when the PAC is unavailable', async () => {
    sandbox.setFault({ mode: 'unavailable', count: 1 });
    const response = await fetch(`${sandbox.url}/pac/v1/empresas/codigo-seguridad-qr/1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ rucEmpresa: '155596713-2-2015' }),
    });
    expect(response.status).toBe(503);
  });
});
