import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startPacSandbox, type PacSandbox } from '../src/index.ts';
import { consultDocument, sendDocument } from './support/soap-calls.ts';
import { buildTestDocument } from './support/test-documents.ts';

let sandbox: PacSandbox;

beforeAll(async () => {
  sandbox = await startPacSandbox();
});
afterAll(() => sandbox.close());
beforeEach(() => sandbox.reset());

async function admin(path: string, method = 'POST', body?: unknown) {
  const response = await fetch(`${sandbox.url}/admin${path}`, {
    method,
    ...(body === undefined
      ? {}
      : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('fault injection through the admin API', () => {
  it('makes the PAC unavailable (HTTP 503, nothing processed) for the requests it counts (pending 4)', async () => {
    expect((await admin('/faults', 'POST', { mode: 'unavailable', count: 1 })).body.fault).toMatchObject({
      mode: 'unavailable',
      remaining: 1,
    });
    const document = buildTestDocument();
    const refused = await fetch(`${sandbox.url}/FepWcfService/feRecepFE.svc`, { method: 'POST', body: 'x' });
    expect(refused.status).toBe(503);
    expect((await sendDocument(sandbox.url, document.xml)).codes).toEqual(['0260']);
    expect((await admin('/state', 'GET')).body).toMatchObject({ fault: null, documents: { authorised: 1 } });
  });

  it('holds an authorisation back (pending 5): in process, then feConsFE gives the result', async () => {
    await admin('/faults', 'POST', { mode: 'delay', count: 1, delayMs: 3_600_000 });
    const document = buildTestDocument();
    const received = await sendDocument(sandbox.url, document.xml);
    expect(received.codes).toEqual(['0261']);
    expect(received.text).toContain('FE recibida, en proceso de autorización');
    expect((await consultDocument(sandbox.url, document.cufe)).codes).toEqual(['0261']);
    expect((await sendDocument(sandbox.url, document.xml)).codes).toEqual(['0261']);
    expect((await admin('/held-back/release')).body).toEqual({ released: 1 });
    expect((await consultDocument(sandbox.url, document.cufe)).codes).toEqual(['0422', '0260']);
  });

  it('releases a held-back authorisation by itself once its delay has passed', async () => {
    await admin('/faults', 'POST', { mode: 'delay', count: 1, delayMs: 0 });
    const document = buildTestDocument();
    expect((await sendDocument(sandbox.url, document.xml)).codes).toEqual(['0261']);
    expect((await consultDocument(sandbox.url, document.cufe)).codes).toEqual(['0422', '0260']);
  });

  it('has the DGI return a document (pending 11) without keeping it; sent again it is authorised', async () => {
    await admin('/faults', 'POST', { mode: 'return', count: 1 });
    const document = buildTestDocument();
    const returned = await sendDocument(sandbox.url, document.xml);
    expect(returned.codes).toEqual(['0262']);
    expect((await consultDocument(sandbox.url, document.cufe)).codes).toEqual(['0423']);
    expect((await sendDocument(sandbox.url, document.xml)).codes).toEqual(['0260']);
  });

  it('still rejects a bad document under a DGI-side fault', async () => {
    await admin('/faults', 'POST', { mode: 'return' });
    expect(
      (await sendDocument(sandbox.url, buildTestDocument({ payments: [{ form: '99' }] }).xml)).codes,
    ).toEqual(['2601']);
  });

  it('processes a document and drops the connection without an answer (timeout): feConsFE finds it authorised', async () => {
    await admin('/faults', 'POST', { mode: 'timeout', count: 1, delayMs: 50 });
    const document = buildTestDocument();
    await expect(sendDocument(sandbox.url, document.xml)).rejects.toThrow();
    expect((await consultDocument(sandbox.url, document.cufe)).codes).toEqual(['0422', '0260']);
  });

  it('answers slowly but correctly', async () => {
    await admin('/faults', 'POST', { mode: 'slow', count: 1, delayMs: 20, services: ['feRecepFE'] });
    expect((await sendDocument(sandbox.url, buildTestDocument().xml)).codes).toEqual(['0260']);
    expect((await admin('/state', 'GET')).body.fault).toBeNull();
  });

  it('can be set in process and by configuration, and cleared', async () => {
    sandbox.setFault({ mode: 'unavailable' });
    expect(
      (await sendDocument(sandbox.url, buildTestDocument().xml).catch(() => ({ codes: [] }))).codes,
    ).toEqual([]);
    expect((await admin('/faults', 'DELETE')).body.fault).toBeNull();
    const configured = await startPacSandbox({ fault: { mode: 'return', count: 1 } });
    try {
      expect((await sendDocument(configured.url, buildTestDocument().xml)).codes).toEqual(['0262']);
    } finally {
      await configured.close();
    }
  });

  it('refuses fault settings it does not know', async () => {
    expect((await admin('/faults', 'POST', { mode: 'meteor' })).status).toBe(400);
    expect((await admin('/faults', 'POST', { mode: 'slow', count: 0 })).status).toBe(400);
  });
});
