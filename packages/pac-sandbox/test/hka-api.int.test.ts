import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPacSandbox, type PacSandbox } from '../src/index.ts';
import { consultDocument } from './support/soap-calls.ts';
import { send } from './support/hka-calls.ts';

let sandbox: PacSandbox;

beforeAll(async () => {
  sandbox = await startPacSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

describe('Enviar', () => {
  it('builds, signs and authorises the document: 200 with the CUFE, the QR, the protocol', async () => {
    const answer = await send(sandbox.hkaUrl, { number: '0000000001' });
    expect(answer.status).toBe(200);
    expect(answer.fields).toMatchObject({
      codigo: '200',
      resultado: 'procesado',
      mensaje: 'El documento se envió correctamente.',
    });
    const cufe = answer.fields.cufe ?? '';
    expect(cufe).toMatch(/^FE0120000155596713-2-2015-590000\d{8}0000000001001012\d{10}$/);
    expect((await consultDocument(sandbox.url, cufe)).codes).toEqual(['0422', '0260']);
  });
});
