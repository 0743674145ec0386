import { beforeAll, describe, expect, it } from 'vitest';
import {
  LONG_COMMON_NAME,
  SAMPLE_DIGEST_VALUE,
  SIGNED_SAMPLE,
  SIGNED_SAMPLE_WITHOUT_QR,
  createTestSigningKey,
  unsignedSampleRfe,
} from '../../../test/support/dgi-sample.ts';
import { signDocument, verifySignature, type SignatureProblemCode, type SigningKey } from './index.ts';

const SAMPLE_SUBJECT =
  'CN=[F] HYPERNOVA LABS S A - 155646463-2-2017 - 86 - DE LEON FLORES AXEL YOEL, ' +
  'OU=FACTURA ELECTRONICA, O=FIRMA ELECTRONICA, C=PA';

let key: SigningKey;
let otherKey: SigningKey;
let ownDocument: string;
beforeAll(async () => {
  [key, otherKey] = await Promise.all([createTestSigningKey(), createTestSigningKey('OTRA EMPRESA S A')]);
  ownDocument = signDocument(unsignedSampleRfe(), key).xml;
});

function problemCodes(xml: string | Uint8Array): SignatureProblemCode[] {
  const result = verifySignature(xml);
  return result.ok ? [] : result.problems.map((problem) => problem.code);
}

/**
 * Offsets of every byte the signature protects: the whole root element except KeyInfo, which is not
 * signed (and whose certificate bytes are only partly significant, as the issuer's signature is not checked).
 */
function signedOffsets(xml: Buffer, stride: number): number[] {
  const start = xml.indexOf('<rFE');
  const end = xml.lastIndexOf('</rFE>') + '</rFE>'.length;
  const keyInfoStart = xml.indexOf('<KeyInfo>');
  const keyInfoEnd = xml.indexOf('</KeyInfo>') + '</KeyInfo>'.length;
  const offsets: number[] = [];
  for (let offset = start; offset < end; offset += 1) {
    const isSigned = offset < keyInfoStart || offset >= keyInfoEnd;
    const isSignedInfo = offset >= xml.indexOf('<SignedInfo') && offset < xml.indexOf('</SignedInfo>');
    if (isSigned && (isSignedInfo || offset % stride === 0)) offsets.push(offset);
  }
  return offsets;
}

function withByteFlipped(xml: Buffer, offset: number): Buffer {
  const changed = Buffer.from(xml);
  changed[offset] = (changed[offset] ?? 0) ^ 0x01;
  return changed;
}

describe('verifying a signature', () => {
  it('accepts the real DGI sample, with and without its QR, and names who signed it', () => {
    const expected = { ok: true, digestValue: SAMPLE_DIGEST_VALUE, subject: SAMPLE_SUBJECT };

    expect(verifySignature(SIGNED_SAMPLE_WITHOUT_QR)).toEqual(expected);
    expect(verifySignature(SIGNED_SAMPLE)).toEqual(expected);
    expect(verifySignature(SIGNED_SAMPLE.toString('utf8'))).toEqual(expected);
  });

  it('ignores a change in gNoFirm, which the DGI adds after signing', () => {
    const changedQr = SIGNED_SAMPLE.toString('utf8').replace('iAmb=2&digestValue', 'iAmb=1&digestValue');

    expect(verifySignature(changedQr).ok).toBe(true);
  });

  it('refuses the DGI sample with any one of its signed bytes changed, each in turn', () => {
    const offsets = signedOffsets(SIGNED_SAMPLE_WITHOUT_QR, 1);
    expect(offsets.length).toBeGreaterThan(8000);

    const accepted = offsets.filter(
      (offset) => verifySignature(withByteFlipped(SIGNED_SAMPLE_WITHOUT_QR, offset)).ok,
    );

    expect(accepted).toEqual([]);
  }, 60_000);

  it('refuses a document we signed with any one byte of its signed content changed', () => {
    const xml = Buffer.from(ownDocument, 'utf8');
    const offsets = signedOffsets(xml, 23);

    const accepted = offsets.filter((offset) => verifySignature(withByteFlipped(xml, offset)).ok);

    expect(accepted).toEqual([]);
  }, 60_000);

  it('explains a changed amount as a digest mismatch', () => {
    const result = verifySignature(ownDocument.replace('<dVTot>685.66</dVTot>', '<dVTot>685.67</dVTot>'));

    expect(result).toEqual({
      ok: false,
      problems: [
        {
          code: 'DIGEST_MISMATCH',
          message: 'El contenido firmado fue modificado: el DigestValue no coincide.',
        },
      ],
    });
  });

  it('refuses a signature checked against another certificate', () => {
    const otherCertificate = otherKey.certificate.raw.toString('base64');
    const swapped = ownDocument.replace(/<X509Certificate>[^<]+</, `<X509Certificate>${otherCertificate}<`);

    expect(problemCodes(swapped)).toEqual(['SIGNATURE_VALUE_INVALID']);
  });

  it.each<[string, (xml: string) => string, SignatureProblemCode[]]>([
    ['an unsigned document', () => unsignedSampleRfe(), ['SIGNATURE_MISSING']],
    ['a truncated file', (xml) => xml.slice(0, 5000), ['MALFORMED_XML']],
    ['a DOCTYPE', (xml) => `<!DOCTYPE rFE [<!ENTITY x "y">]>${xml}`, ['DTD_NOT_ALLOWED']],
    [
      'two signatures',
      (xml) => xml.replace('</rFE>', `${/<Signature.*<\/Signature>/.exec(xml)?.[0]}</rFE>`),
      ['SIGNATURE_REPEATED'],
    ],
    ['a signature inside gTot', (xml) => moveSignatureInto(xml, '</gTot>'), ['SIGNATURE_MISPLACED']],
    [
      'a relative namespace URI',
      (xml) => xml.replace('xmlns="http://dgi-fep', 'xmlns="http;//dgi-fep'),
      ['NOT_CANONICALIZABLE'],
    ],
    ['a SHA-1 digest', (xml) => xml.replace('xmlenc#sha256', 'xmldsig#sha1'), ['PROFILE_MISMATCH']],
    ['the transforms swapped', (xml) => swapTransforms(xml), ['PROFILE_MISMATCH']],
    [
      'a Reference to an element id',
      (xml) => xml.replace('<Reference URI="">', '<Reference URI="#rFE">'),
      ['PROFILE_MISMATCH'],
    ],
    [
      'no certificate',
      (xml) => xml.replace(/<X509Certificate>[^<]+<\/X509Certificate>/, ''),
      ['CERTIFICATE_MISSING'],
    ],
    [
      'a broken certificate',
      (xml) => xml.replace(/<X509Certificate>[^<]{40}/, '<X509Certificate>'),
      ['CERTIFICATE_INVALID'],
    ],
  ])('refuses %s, saying why', (_case, spoil, codes) => {
    expect(problemCodes(spoil(ownDocument))).toEqual(codes);
  });

  it('tells the user, in Spanish, where the XML is broken', () => {
    const result = verifySignature('<rFE xmlns="http://dgi-fep.mef.gob.pa"><dVerForm>1.00</dVerForm>');

    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems[0]?.message).toMatch(/^El XML no está bien formado \(línea 1\): /);
  });

  it('reports the certificate subject of a long-CN certificate', () => {
    const result = verifySignature(ownDocument);

    expect(result.ok && result.subject).toBe(
      `CN=${LONG_COMMON_NAME}, OU=FACTURA ELECTRONICA, O=FIRMA ELECTRONICA, C=PA`,
    );
  });
});

function moveSignatureInto(xml: string, beforeTag: string): string {
  const signature = /<Signature.*<\/Signature>/.exec(xml)?.[0] ?? '';
  return xml.replace(signature, '').replace(beforeTag, `${signature}${beforeTag}`);
}

function swapTransforms(xml: string): string {
  const transforms =
    /<Transforms>(<Transform [^>]*><\/Transform>)(<Transform [^>]*><\/Transform>)<\/Transforms>/;
  return xml.replace(transforms, '<Transforms>$2$1</Transforms>');
}
