import {
  XmlBufferInputProvider,
  XmlC14NMode,
  XmlDocument,
  XsdValidator,
  xmlRegisterInputProvider,
} from 'libxml2-wasm';
import { beforeAll, describe, expect, it } from 'vitest';
import { writeRfeXml } from '@facturar/domain';
import { TAXPAYER_CUSTOMER, buildSampleRfe, buildValidBody } from '@facturar/domain/testing';
import {
  SAMPLE_CUFE,
  SAMPLE_DIGEST_VALUE,
  SIGNED_SAMPLE_WITHOUT_QR,
  createTestSigningKey,
  readSchemaFile,
  unsignedSampleRfe,
} from '../../../test/support/dgi-sample.ts';
import { isAcceptedByXmlCrypto } from '../../../test/support/independent-verifier.ts';
import {
  appendNoFirm,
  buildQrUrl,
  signDocument,
  signDocumentAsync,
  SigningError,
  verifySignature,
  type SigningErrorCode,
  type SigningKey,
} from './index.ts';

let key: SigningKey;
beforeAll(async () => {
  key = await createTestSigningKey();
});

function canonicalSignedInfo(xml: string | Uint8Array): string {
  const doc = typeof xml === 'string' ? XmlDocument.fromString(xml) : XmlDocument.fromBuffer(xml);
  try {
    const signedInfo = doc.get('//ds:SignedInfo', { ds: 'http://www.w3.org/2000/09/xmldsig#' });
    return signedInfo?.canonicalizeToString({ mode: XmlC14NMode.XML_C14N_1_0 }) ?? '';
  } finally {
    doc.dispose();
  }
}

function refusalCode(run: () => unknown): SigningErrorCode {
  try {
    run();
  } catch (error) {
    if (error instanceof SigningError) return error.code;
    throw error;
  }
  throw new Error('the text was signed');
}

describe('signing an rFE', () => {
  it('digests the canonical text to the DigestValue the DGI sample carries', () => {
    const { digestValue } = signDocument(unsignedSampleRfe(), key);

    expect(digestValue).toBe(SAMPLE_DIGEST_VALUE);
  });

  it('writes the SignedInfo of the DGI sample, byte for byte once canonical', () => {
    const { xml } = signDocument(unsignedSampleRfe(), key);

    expect(canonicalSignedInfo(xml)).toBe(canonicalSignedInfo(SIGNED_SAMPLE_WITHOUT_QR));
  });

  it('appends an unprefixed Signature as the last child of rFE, with the subject and the certificate', () => {
    const unsigned = unsignedSampleRfe();
    const { xml } = signDocument(unsigned, key);

    expect(xml.startsWith(unsigned.slice(0, -'</rFE>'.length))).toBe(true);
    expect(xml).toMatch(/<\/gTot><Signature xmlns="http:\/\/www\.w3\.org\/2000\/09\/xmldsig#"><SignedInfo>/);
    expect(xml).toMatch(
      /<SignatureValue>[A-Za-z0-9+/]{342}==<\/SignatureValue><KeyInfo><X509Data><X509SubjectName>/,
    );
    expect(xml.endsWith('</X509Certificate></X509Data></KeyInfo></Signature></rFE>')).toBe(true);
    expect(xml).toContain(`<X509SubjectName>${key.subjectName}</X509SubjectName>`);
  });

  it('produces a signature that xml-crypto, an independent verifier, accepts', () => {
    const { xml } = signDocument(unsignedSampleRfe(), key);

    expect(isAcceptedByXmlCrypto(xml)).toBe(true);
  });

  it('produces a signature our verifier accepts, before and after the QR is appended', () => {
    const { xml, digestValue } = signDocument(unsignedSampleRfe(), key);
    const qrUrl = buildQrUrl({ cufe: SAMPLE_CUFE, iAmb: 2, digestValue, qrSecret: 'codigo-qr' });

    expect(verifySignature(xml)).toEqual({ ok: true, digestValue, subject: key.subjectName });
    expect(verifySignature(appendNoFirm(xml, qrUrl))).toEqual({
      ok: true,
      digestValue,
      subject: key.subjectName,
    });
  });

  it('signs escaped text and accents that xml-crypto canonicalizes to the same bytes', () => {
    const unsigned = unsignedSampleRfe().replace(
      '<dNombRec>PRUEBA Operación Interna</dNombRec>',
      '<dNombRec>ÑAME &amp; YUCA "EL ÑANDÚ" S.A. &lt;PANAMÁ&gt; \'50%\'</dNombRec>',
    );
    const { xml } = signDocument(unsigned, key);

    expect(isAcceptedByXmlCrypto(xml)).toBe(true);
    expect(verifySignature(xml).ok).toBe(true);
  });

  it('signs on the thread pool to the same document', async () => {
    const unsigned = unsignedSampleRfe();

    expect(await signDocumentAsync(unsigned, key)).toEqual(signDocument(unsigned, key));
  });

  it('signs what writeRfeXml wrote, without re-checking it, to the document its text gives', () => {
    const written = writeRfeXml(buildSampleRfe(buildValidBody(), { customer: TAXPAYER_CUSTOMER }));
    const signed = signDocument(written, key);

    expect(signed).toEqual(signDocument(written.xml, key));
    expect(verifySignature(signed.xml).ok).toBe(true);
  });

  it('checks a text shaped like the answer of the writer that the writer did not return', () => {
    const forged = { xml: unsignedSampleRfe().replace('<gDGen>', '<gDGen id="1">'), signatureIndex: 0 };

    expect(refusalCode(() => signDocument(forged, key))).toBe('NOT_CANONICAL');
  });

  it('gives a signed document with its QR that the DGI schema accepts', () => {
    const { xml, digestValue } = signDocument(unsignedSampleRfe(), key);
    const document = appendNoFirm(
      xml,
      buildQrUrl({ cufe: SAMPLE_CUFE, iAmb: 2, digestValue, qrSecret: 'codigo-qr' }),
    );
    xmlRegisterInputProvider(
      new XmlBufferInputProvider({ 'xmldsig-core-schema.xsd': readSchemaFile('xmldsig-core-schema.xsd') }),
    );
    const schema = XmlDocument.fromBuffer(readSchemaFile('FE_v1.00.portable.xsd'));
    const validator = XsdValidator.fromDoc(schema);
    const parsed = XmlDocument.fromString(document);
    try {
      expect(() => validator.validate(parsed)).not.toThrow();
    } finally {
      parsed.dispose();
      validator.dispose();
      schema.dispose();
    }
  });

  it.each<[string, (rfe: string) => string, SigningErrorCode]>([
    ['an XML declaration', (rfe) => `<?xml version="1.0" encoding="UTF-8"?>${rfe}`, 'UNEXPECTED_ROOT'],
    ['another root element', (rfe) => rfe.replaceAll('rFE', 'rFX'), 'UNEXPECTED_ROOT'],
    ['whitespace after the root', (rfe) => `${rfe}\n`, 'UNEXPECTED_ROOT'],
    [
      'a self-closing element',
      (rfe) => rfe.replace('<dTfnEm>300-9200</dTfnEm>', '<dTfnEm/>'),
      'NOT_CANONICAL',
    ],
    ['an attribute', (rfe) => rfe.replace('<gDGen>', '<gDGen id="1">'), 'NOT_CANONICAL'],
    ['a comment', (rfe) => rfe.replace('<gDGen>', '<gDGen><!-- x -->'), 'NOT_CANONICAL'],
    [
      'a CDATA section',
      (rfe) => rfe.replace('Costa del Este', '<![CDATA[Costa del Este]]>'),
      'NOT_CANONICAL',
    ],
    [
      'an escaped quote',
      (rfe) => rfe.replace('Costa del Este', 'Costa &quot;del&quot; Este'),
      'NOT_CANONICAL',
    ],
    ['a numeric character reference', (rfe) => rfe.replace('Operación', 'Operaci&#243;n'), 'NOT_CANONICAL'],
    ['a raw ampersand', (rfe) => rfe.replace('Costa del Este', 'Costa & Este'), 'NOT_CANONICAL'],
    ['a raw greater-than sign', (rfe) => rfe.replace('Costa del Este', 'Costa > Este'), 'NOT_CANONICAL'],
    ['a carriage return', (rfe) => rfe.replace('Costa del Este', 'Costa\r\nEste'), 'NOT_CANONICAL'],
    ['a control character', (rfe) => rfe.replace('Costa del Este', 'Costa\u0007Este'), 'NOT_CANONICAL'],
    ['a lone surrogate', (rfe) => rfe.replace('Costa del Este', 'Costa \uD83D Este'), 'NOT_CANONICAL'],
    ['a processing instruction', (rfe) => rfe.replace('<gDGen>', '<gDGen><?pi x?>'), 'NOT_CANONICAL'],
    ['a tag left open', (rfe) => rfe.replace('<gDGen>', '<gDGen'), 'NOT_CANONICAL'],
    ['a signature already', (rfe) => signDocument(rfe, key).xml, 'ALREADY_SIGNED'],
  ])('refuses text with %s, which would not digest as the DGI canonicalizes it', (_case, spoil, code) => {
    expect(refusalCode(() => signDocument(spoil(unsignedSampleRfe()), key))).toBe(code);
  });
});
