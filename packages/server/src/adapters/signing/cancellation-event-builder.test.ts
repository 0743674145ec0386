import { XmlDocument } from 'libxml2-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_CUFE, createTestSigningKey, fieldOfRefusal } from '../../../test/support/dgi-sample.ts';
import { isAcceptedByXmlCrypto } from '../../../test/support/independent-verifier.ts';
import {
  buildCancellationEvent,
  signCancellationEvent,
  signCancellationEventAsync,
  verifySignature,
  type CancellationEventInput,
  type SigningKey,
} from './index.ts';

const cancellation: CancellationEventInput = {
  signatureIdDigits: '20260301123000000417',
  iAmb: 2,
  cufe: SAMPLE_CUFE,
  issuer: { taxpayerType: 2, ruc: '521-136-113133', dv: '02' },
  reason: 'La venta no se realizó: el cliente desistió de la compra.',
};

let key: SigningKey;
beforeAll(async () => {
  key = await createTestSigningKey();
});

describe('the cancellation event (rEvAnulaFe)', () => {
  it('holds the fields of the DGI event in their order, in the DGI namespace', () => {
    expect(buildCancellationEvent(cancellation)).toBe(
      '<rEvAnulaFe xmlns="http://dgi-fep.mef.gob.pa"><dVerForm>1.00</dVerForm><gInfProt>' +
        '<dIdFirma>ID20260301123000000417</dIdFirma><iAmb>2</iAmb>' +
        `<dCufe>${SAMPLE_CUFE}</dCufe>` +
        '<gRucEm><dTipContEm>2</dTipContEm><dRucEm>521-136-113133</dRucEm><dDvEm>02</dDvEm></gRucEm>' +
        '<dMotivoAn>La venta no se realizó: el cliente desistió de la compra.</dMotivoAn>' +
        '</gInfProt></rEvAnulaFe>',
    );
  });

  it('is signed like a document, and both verifiers accept it', () => {
    const { xml, digestValue } = signCancellationEvent(cancellation, key);

    expect(xml).toMatch(
      /<\/gInfProt><Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#">.*<\/Signature><\/rEvAnulaFe>$/,
    );
    expect(verifySignature(xml)).toEqual({ ok: true, digestValue, subject: key.subjectName });
    expect(isAcceptedByXmlCrypto(xml)).toBe(true);
  });

  it('keeps the reason the user wrote, special characters included', () => {
    const reason = 'Precio & cantidad <errados> en "ítem 3"';
    const { xml } = signCancellationEvent({ ...cancellation, reason }, key);
    const doc = XmlDocument.fromString(xml);
    try {
      expect(doc.get('//d:dMotivoAn', { d: 'http://dgi-fep.mef.gob.pa' })?.content).toBe(reason);
    } finally {
      doc.dispose();
    }
    expect(verifySignature(xml).ok).toBe(true);
  });

  it('signs on the thread pool to the same event', async () => {
    expect(await signCancellationEventAsync(cancellation, key)).toEqual(
      signCancellationEvent(cancellation, key),
    );
  });

  it.each<[string, Partial<CancellationEventInput>]>([
    ['dIdFirma', { signatureIdDigits: '123' }],
    ['iAmb', { iAmb: 0 as 1 }],
    ['dCufe', { cufe: SAMPLE_CUFE.slice(1) }],
    ['dCufe', { cufe: SAMPLE_CUFE.replace('FE', 'fe') }],
    ['dTipContEm', { issuer: { ...cancellation.issuer, taxpayerType: 3 as 1 } }],
    ['dRucEm', { issuer: { ...cancellation.issuer, ruc: '52<1' } }],
    ['dDvEm', { issuer: { ...cancellation.issuer, dv: '2' } }],
    ['dMotivoAn', { reason: '   ' }],
    ['dMotivoAn', { reason: 'motivo\u0000oculto' }],
  ])('refuses a malformed %s before signing', (field, change) => {
    expect(fieldOfRefusal(() => signCancellationEvent({ ...cancellation, ...change }, key))).toBe(field);
  });

  it('asks for the 66 characters of the CUFE with the message of the cancellation form', () => {
    expect(() => buildCancellationEvent({ ...cancellation, cufe: 'FE0120' })).toThrow(
      'Ingrese los 66 caracteres del CUFE.',
    );
  });
});
