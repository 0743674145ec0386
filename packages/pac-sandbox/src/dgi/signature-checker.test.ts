import { describe, expect, it } from 'vitest';
import { createTestCertificate } from '../../test/support/test-certificate.ts';
import { buildTestDocument, DGI_SAMPLE_XML } from '../../test/support/test-documents.ts';
import { readXmlTree } from '../xml/xml-tree.ts';
import { checkSignature } from './signature-checker.ts';

const SAMPLE_DIGEST = '6DAmQE2MHCLS5sCNiivAVTFcSVz4VcVcWkrEFIpT8RY=';

function verdictOf(xml: string) {
  return checkSignature(readXmlTree(xml));
}

describe('Signature check of the sandbox (FACTS.md §4)', () => {
  it('verifies the DGI-accepted sample and reads its DigestValue', () => {
    expect(verdictOf(DGI_SAMPLE_XML)).toEqual({ isValid: true, digestValue: SAMPLE_DIGEST });
  });

  it('ignores gNoFirm, which the signature does not cover', () => {
    const otherQr = DGI_SAMPLE_XML.replace(/jwt=[^\]]+/, 'jwt=otro');
    expect(verdictOf(otherQr).isValid).toBe(true);
  });

  it('refuses the sample with one byte of its content changed', () => {
    const tampered = DGI_SAMPLE_XML.replace('<dVTot>685.66</dVTot>', '<dVTot>685.67</dVTot>');
    expect(verdictOf(tampered)).toMatchObject({
      isValid: false,
      reason: 'the digest does not match the signed content',
    });
  });

  it('refuses a SignatureValue that is not the signer’s', () => {
    const forged = DGI_SAMPLE_XML.replace('<SignatureValue>Z56L', '<SignatureValue>Z56M');
    expect(verdictOf(forged).isValid).toBe(false);
  });

  it('verifies a document xml-crypto signed with a fresh key, and refuses it under another certificate', () => {
    const document = buildTestDocument();
    expect(verdictOf(document.xml)).toEqual({ isValid: true, digestValue: document.digestValue });
    const stranger = createTestCertificate('[F] OTRA EMPRESA S A - 1-1-1 - 00 - AJENO');
    const swapped = document.xml.replace(
      /<X509Certificate>[^<]+</,
      `<X509Certificate>${stranger.certificateBase64}<`,
    );
    expect(verdictOf(swapped).isValid).toBe(false);
  });

  it('refuses a signature outside the FACTS.md profile (transforms in the other order)', () => {
    const reordered = DGI_SAMPLE_XML.replace(
      '<Transform Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#" /><Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature" />',
      '<Transform Algorithm="http://www.w3.org/2000/09/xmldsig#enveloped-signature" /><Transform Algorithm="http://www.w3.org/2001/10/xml-exc-c14n#" />',
    );
    expect(verdictOf(reordered)).toMatchObject({ isValid: false });
  });

  it('refuses a document without a signature or with two', () => {
    const unsigned = DGI_SAMPLE_XML.replace(/<Signature [\s\S]*<\/Signature>/, '');
    expect(verdictOf(unsigned).isValid).toBe(false);
    const signature = /<Signature [\s\S]*<\/Signature>/.exec(DGI_SAMPLE_XML)?.[0] ?? '';
    expect(verdictOf(DGI_SAMPLE_XML.replace('<gNoFirm>', `${signature}<gNoFirm>`)).isValid).toBe(false);
  });
});
