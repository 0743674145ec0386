import { afterEach, describe, expect, it } from 'vitest';
import { startPacSandbox, type PacSandbox } from '../src/index.ts';
import { consultDocument, sendDocument, sendEvent, signedCancellation } from './support/soap-calls.ts';
import { buildTestDocument } from './support/test-documents.ts';

const HOUR = 3600 * 1000;
let sandbox: PacSandbox | undefined;

afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

async function authorisedDocument(options: Parameters<typeof startPacSandbox>[0] = {}) {
  sandbox = await startPacSandbox(options);
  const document = buildTestDocument();
  expect((await sendDocument(sandbox.url, document.xml)).codes).toEqual(['0260']);
  return { url: sandbox.url, cufe: document.cufe };
}

describe('feRecepEvento: cancellation (rEvAnulaFe)', () => {
  it('registers a cancellation (0600) and answers 0622 to the same cancellation again', async () => {
    const { url, cufe } = await authorisedDocument();
    const first = await sendEvent(url, signedCancellation({ cufe }));
    expect(first.codes).toEqual(['0600']);
    expect(first.text).toMatch(
      /<rRetEnviEventoFe xmlns="http:\/\/dgi-fep.mef.gob.pa\/wsdl\/FeRecepFE"><dVerForm>1.00<\/dVerForm><iAmb>2<\/iAmb><dVerApl>1.00<\/dVerApl><dFecProc>[^<]+-05:00<\/dFecProc><gResProc><dCodRes>0600<\/dCodRes><dMsgRes>Evento registrado con éxito<\/dMsgRes><\/gResProc><\/rRetEnviEventoFe>/,
    );
    const second = await sendEvent(url, signedCancellation({ cufe }));
    expect(second.codes).toEqual(['0622']);
    expect(second.text).toContain('Ya existe un evento de anulación para esta FE');
  });

  it('still finds a cancelled document by CUFE, as the DGI does', async () => {
    const { url, cufe } = await authorisedDocument();
    await sendEvent(url, signedCancellation({ cufe }));
    expect((await consultDocument(url, cufe)).codes[0]).toBe('0422');
  });

  it('refuses to cancel a document it never authorised (0620) or another issuer’s (0623)', async () => {
    const { url, cufe } = await authorisedDocument();
    expect((await sendEvent(url, signedCancellation({ cufe: buildTestDocument().cufe }))).codes).toEqual([
      '0620',
    ]);
    expect(
      (await sendEvent(url, signedCancellation({ cufe, issuerRuc: '155612345-2-2016', issuerDv: '20' })))
        .codes,
    ).toEqual(['0623']);
  });

  it('refuses a cancellation after the window the sandbox is configured with (0621)', async () => {
    let now = Date.now();
    const { url, cufe } = await authorisedDocument({ cancellationWindowHours: 48, now: () => new Date(now) });
    now += 49 * HOUR;
    expect((await sendEvent(url, signedCancellation({ cufe }))).codes).toEqual(['0621']);
  });

  it('refuses an event whose signature does not verify (1003), or that is not an rEvAnulaFe (0100)', async () => {
    const { url, cufe } = await authorisedDocument();
    const tampered = signedCancellation({ cufe }).replace('desistimiento', 'desestimiento');
    expect((await sendEvent(url, tampered)).codes).toEqual(['1003']);
    expect((await sendEvent(url, '<rEvOtro xmlns="http://dgi-fep.mef.gob.pa"/>')).codes).toEqual(['0100']);
  });
});
