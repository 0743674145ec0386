import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeRucCheckDigit } from '../src/dgi/ruc-check-digit.ts';
import { REFUSAL_RUCS, startPacSandbox, type PacSandbox } from '../src/index.ts';
import { checkRuc, sendDocument } from './support/soap-calls.ts';
import { buildTestDocument } from './support/test-documents.ts';

let sandbox: PacSandbox;
let closed: PacSandbox;

beforeAll(async () => {
  [sandbox, closed] = await Promise.all([startPacSandbox(), startPacSandbox({ opensRegistry: false })]);
});
afterAll(async () => {
  await Promise.all([sandbox.close(), closed.close()]);
});

function affiliate(base: PacSandbox, ruc: string, dv?: string) {
  return fetch(`${base.url}/pac/v1/empresas/afiliacion`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ rucEmpresa: ruc, digitoVerificador: dv, tipoContribuyente: 2 }),
  }).then(async (response) => (await response.json()) as { respuesta: number });
}

/** A taxpayer receiver (01) with everything the DGI wants of one but the RUC under test. */
function taxpayerReceiver(ruc: string, dv: string) {
  return {
    type: '01',
    ruc: { ruc, dv, taxpayerType: 2 },
    name: 'Cliente de Prueba, S.A.',
    address: 'Calle 50, Ciudad de Panamá',
  } as const;
}

function juridicalDv(ruc: string): string {
  const dv = computeRucCheckDigit(ruc, 2);
  if (dv === undefined) throw new Error(ruc);
  return dv;
}

describe('a test environment’s registry: every RUC with a right DV is a taxpayer that may issue', () => {
  it('lets a company nobody registered affiliate and issue to a receiver nobody registered', async () => {
    const ruc = '155777001-2-2026';
    const issuer = {
      ruc,
      dv: juridicalDv(ruc),
      taxpayerType: 2,
      name: 'Empresa Nueva de Prueba, S.A.',
    } as const;
    expect(await affiliate(sandbox, ruc, issuer.dv)).toEqual({
      respuesta: 1,
      mensaje: 'Empresa afiliada al PAC.',
    });
    const receiverRuc = '155777002-2-2026';
    const receiver = taxpayerReceiver(receiverRuc, juridicalDv(receiverRuc));
    expect((await sendDocument(sandbox.url, buildTestDocument({ issuer, receiver }).xml)).codes).toEqual([
      '0260',
    ]);
    const found = await checkRuc(sandbox.url, receiverRuc, 2);
    expect(found.codes).toEqual(['0680']);
    expect(found.text).toContain(
      `<dNomb>Contribuyente de prueba ${receiverRuc}</dNomb><dDV>${receiver.ruc.dv}</dDV><iAfilFE>1</iAfilFE>`,
    );
  });

  it('still refuses a wrong DV: affiliation 3, receiver 1601', async () => {
    const ruc = '155777003-2-2026';
    const wrong = String((Number(juridicalDv(ruc)) + 1) % 100).padStart(2, '0');
    expect((await affiliate(sandbox, ruc, wrong)).respuesta).toBe(3);
    const receiver = taxpayerReceiver(ruc, wrong);
    expect((await sendDocument(sandbox.url, buildTestDocument({ receiver, number: 2 }).xml)).codes).toEqual([
      '1601',
    ]);
  });

  it('keeps the documented RUCs that show each refusal', async () => {
    for (const ruc of REFUSAL_RUCS.notRegistered) {
      expect((await checkRuc(sandbox.url, ruc, 2)).codes).toEqual(['0640']);
      expect((await affiliate(sandbox, ruc, juridicalDv(ruc))).respuesta).toBe(3);
      const receiver = taxpayerReceiver(ruc, juridicalDv(ruc));
      const number = 10 + REFUSAL_RUCS.notRegistered.indexOf(ruc);
      expect((await sendDocument(sandbox.url, buildTestDocument({ receiver, number }).xml)).codes).toEqual([
        '1602',
      ]);
    }
    for (const ruc of REFUSAL_RUCS.notAuthorised) {
      expect((await checkRuc(sandbox.url, ruc, 2)).text).toContain('<iAfilFE>2</iAfilFE>');
      expect((await affiliate(sandbox, ruc)).respuesta).toBe(3);
    }
  });

  it('keeps the registry’s own entries as they are: a natural person is not also a juridical one', async () => {
    expect((await checkRuc(sandbox.url, '8-274-125', 1)).text).toContain('<dDV>91</dDV><iAfilFE>2</iAfilFE>');
    expect((await checkRuc(sandbox.url, '8-274-125', 2)).codes).toEqual(['0640']);
  });

  it('holds only its entries with opensRegistry: false', async () => {
    expect((await checkRuc(closed.url, '155777004-2-2026', 2)).codes).toEqual(['0640']);
    expect((await affiliate(closed, '155777004-2-2026')).respuesta).toBe(3);
    expect((await checkRuc(closed.url, '155596713-2-2015', 2)).codes).toEqual(['0680']);
  });
});
