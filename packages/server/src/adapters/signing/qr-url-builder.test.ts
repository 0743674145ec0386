import { jwtVerify } from 'jose';
import { XmlDocument } from 'libxml2-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  SAMPLE_CUFE,
  SAMPLE_DIGEST_VALUE,
  SIGNED_SAMPLE,
  createTestSigningKey,
  fieldOfRefusal,
  unsignedSampleRfe,
} from '../../../test/support/dgi-sample.ts';
import {
  appendNoFirm,
  buildQrUrl,
  QR_BASE_PRODUCTION,
  QR_BASE_TEST,
  signDocument,
  type SigningKey,
} from './index.ts';

const SECRET = 'CODIGO-QR-DE-LA-EMPRESA';
const sampleQrUrl =
  /<dQRCode><!\[CDATA\[(.*)\]\]><\/dQRCode>/.exec(SIGNED_SAMPLE.toString('utf8'))?.[1] ?? '';

let key: SigningKey;
beforeAll(async () => {
  key = await createTestSigningKey();
});

function readQrCode(xml: string): string {
  const doc = XmlDocument.fromString(xml);
  try {
    return doc.get('/d:rFE/d:gNoFirm/d:dQRCode', { d: 'http://dgi-fep.mef.gob.pa' })?.content ?? '';
  } finally {
    doc.dispose();
  }
}

describe('the QR of the CAFE', () => {
  it('has the page, the parameters and the JWT header and claims of the DGI sample', () => {
    const url = buildQrUrl({
      cufe: SAMPLE_CUFE,
      iAmb: 2,
      digestValue: SAMPLE_DIGEST_VALUE,
      qrSecret: SECRET,
    });
    const [ownHeader, ownClaims, ownSignature] = url.split('&jwt=')[1]?.split('.') ?? [];
    const [sampleHeader, sampleClaims, sampleSignature] = sampleQrUrl.split('&jwt=')[1]?.split('.') ?? [];

    expect(url.split('&jwt=')[0]).toBe(sampleQrUrl.split('&jwt=')[0]);
    expect(ownHeader).toBe(sampleHeader);
    expect(ownClaims).toBe(sampleClaims);
    // The sample company's QR code is unknown, so only the HMAC differs.
    expect(ownSignature).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(ownSignature).not.toBe(sampleSignature);
  });

  it("carries a JWT that verifies with the company's QR security code and no other", async () => {
    const url = buildQrUrl({
      cufe: SAMPLE_CUFE,
      iAmb: 2,
      digestValue: SAMPLE_DIGEST_VALUE,
      qrSecret: SECRET,
    });
    const jwt = url.split('&jwt=')[1] ?? '';

    const { payload, protectedHeader } = await jwtVerify(jwt, new TextEncoder().encode(SECRET));

    expect(protectedHeader).toEqual({ alg: 'HS256', typ: 'JWT' });
    expect(payload).toEqual({ chFE: SAMPLE_CUFE, iAmb: '2', digestValue: SAMPLE_DIGEST_VALUE });
    await expect(jwtVerify(jwt, new TextEncoder().encode('OTRO-CODIGO'))).rejects.toThrow();
  });

  it('points production documents to the production page, and the sandbox to its own', () => {
    const input = { cufe: SAMPLE_CUFE, digestValue: SAMPLE_DIGEST_VALUE, qrSecret: SECRET };

    expect(buildQrUrl({ ...input, iAmb: 1 })).toMatch(
      new RegExp(`^${QR_BASE_PRODUCTION}\\?chFE=FE01.*&iAmb=1&`),
    );
    expect(buildQrUrl({ ...input, iAmb: 2 }).startsWith(`${QR_BASE_TEST}?`)).toBe(true);
    expect(buildQrUrl({ ...input, iAmb: 2, base: 'http://127.0.0.1:4100/Consultas/FacturasPorQR' })).toMatch(
      /^http:\/\/127\.0\.0\.1:4100\/Consultas\/FacturasPorQR\?chFE=/,
    );
  });

  it.each([
    ['chFE', { cufe: 'FE01' }],
    ['iAmb', { iAmb: 3 as 1 }],
    ['digestValue', { digestValue: 'no-es-un-digest' }],
    ['jwt', { qrSecret: '' }],
  ])('refuses a malformed %s', (field, change) => {
    const input = { cufe: SAMPLE_CUFE, iAmb: 2 as const, digestValue: SAMPLE_DIGEST_VALUE, qrSecret: SECRET };

    expect(fieldOfRefusal(() => buildQrUrl({ ...input, ...change }))).toBe(field);
  });
});

describe('gNoFirm', () => {
  it('follows the Signature and holds the QR URL, escaped, within the DGI length', () => {
    const { xml, digestValue } = signDocument(unsignedSampleRfe(), key);
    const url = buildQrUrl({ cufe: SAMPLE_CUFE, iAmb: 2, digestValue, qrSecret: SECRET });

    const withQr = appendNoFirm(xml, url);

    expect(withQr).toContain(
      `</Signature><gNoFirm><dQRCode>${url.replaceAll('&', '&amp;')}</dQRCode></gNoFirm></rFE>`,
    );
    expect(readQrCode(withQr)).toBe(url);
    expect(url.length).toBeGreaterThanOrEqual(100);
    expect(url.length).toBeLessThanOrEqual(600);
  });

  it('is added once, and only to a signed rFE', () => {
    const { xml } = signDocument(unsignedSampleRfe(), key);
    const url = buildQrUrl({
      cufe: SAMPLE_CUFE,
      iAmb: 2,
      digestValue: SAMPLE_DIGEST_VALUE,
      qrSecret: SECRET,
    });

    expect(() => appendNoFirm(appendNoFirm(xml, url), url)).toThrow(
      'El documento ya tiene su código QR (gNoFirm).',
    );
    expect(() => appendNoFirm(unsignedSampleRfe(), url)).toThrow(
      'El código QR solo se agrega a un rFE firmado.',
    );
  });
});
