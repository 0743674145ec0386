import forge from 'node-forge';
import { describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '../../../test/support/dgi-sample.ts';
import {
  CertificateError,
  MAX_P12_ITERATIONS,
  createSelfSignedP12,
  loadSigningKey,
  readSigningKeyOffThread,
} from './index.ts';

const asn1 = forge.asn1;
const now = new Date('2026-03-01T00:00:00Z');
// 2^31 − 1, the largest count DER lets a file ask for: about 30 minutes of forge.
const HUGE = '\u007f\u00ff\u00ff\u00ff';

function p12(): Promise<Buffer> {
  return createSelfSignedP12({
    commonName: 'EMPRESA DE PRUEBA S A - 155596713-2-2015 - 59',
    password: TEST_PASSWORD,
    notBefore: new Date('2025-01-15T12:00:00Z'),
    notAfter: new Date('2027-01-15T12:00:00Z'),
  });
}

const der = (node: forge.asn1.Asn1) => Buffer.from(asn1.toDer(node).getBytes(), 'binary');
const parse = (bytes: Buffer) => asn1.fromDer(forge.util.createBuffer(bytes.toString('binary')));
const children = (node: forge.asn1.Asn1 | undefined) => (node?.value ?? []) as forge.asn1.Asn1[];
const octets = (bytes: forge.Bytes) => asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OCTETSTRING, false, bytes);
const oid = (id: string) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.OID, false, asn1.oidToDer(id).getBytes());
const sequence = (items: forge.asn1.Asn1[]) =>
  asn1.create(asn1.Class.UNIVERSAL, asn1.Type.SEQUENCE, true, items);
const explicit = (item: forge.asn1.Asn1) => asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, true, [item]);

/** The bags of a forge-made .p12 (one data ContentInfo per bag kind), as SafeBag nodes. */
function safeBags(pfx: forge.asn1.Asn1): forge.asn1.Asn1[] {
  const authSafe = parse(Buffer.from(children(children(children(pfx)[1])[1])[0]?.value as string, 'binary'));
  return children(authSafe).flatMap((contentInfo) =>
    children(parse(Buffer.from(children(children(contentInfo)[1])[0]?.value as string, 'binary'))),
  );
}

function refusalOf(file: Buffer): string | undefined {
  try {
    loadSigningKey(file, TEST_PASSWORD, { now });
  } catch (error) {
    if (error instanceof CertificateError) return error.code;
    throw error;
  }
  return undefined;
}

describe('PKCS#12 iteration counts (ADR 0065)', () => {
  it('refuses a MAC asking for 2^31 − 1 iterations before deriving anything', async () => {
    const pfx = parse(await p12());
    const macData = children(pfx)[2];
    const iterations = children(macData)[2];
    if (!iterations) throw new Error('the test .p12 has no MAC count');
    iterations.value = HUGE;
    const file = der(pfx);
    expect(file.length).toBeLessThan(4_000);
    expect(refusalOf(file)).toBe('EXCESSIVE_ITERATIONS');
    expect(new CertificateError('EXCESSIVE_ITERATIONS').message).toBe(
      'El archivo .p12 pide más de 1.000.000 iteraciones para proteger su clave; expórtelo de nuevo con las opciones habituales.',
    );
  });

  it('refuses a key bag whose encryption asks for too many, also one hidden inside an encrypted part', async () => {
    const bags = safeBags(parse(await p12()));
    const keyBag = bags.find(
      (bag) => asn1.derToOid(children(bag)[0]?.value as string) === forge.pki.oids['pkcs8ShroudedKeyBag'],
    );
    const certBag = bags.find(
      (bag) => asn1.derToOid(children(bag)[0]?.value as string) === forge.pki.oids['certBag'],
    );
    if (!keyBag || !certBag) throw new Error('the test .p12 lacks its bags');
    // EncryptedPrivateKeyInfo → AlgorithmIdentifier → pkcs-12PbeParams { salt, iterations }.
    const pbeParameters = children(children(children(children(keyBag)[1])[0])[0])[1];
    const count = children(pbeParameters)[1];
    if (!count) throw new Error('no count in the key bag');
    count.value = HUGE;

    const pfxOf = (contentInfos: forge.asn1.Asn1[]) =>
      der(
        sequence([
          asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, '\u0003'),
          sequence([
            oid(forge.pki.oids['data'] as string),
            explicit(octets(asn1.toDer(sequence(contentInfos)).getBytes())),
          ]),
        ]),
      );
    const dataOf = (bagList: forge.asn1.Asn1[]) =>
      sequence([
        oid(forge.pki.oids['data'] as string),
        explicit(octets(asn1.toDer(sequence(bagList)).getBytes())),
      ]);

    // In the clear: read from the ASN.1 before anything is derived.
    expect(refusalOf(pfxOf([dataOf([keyBag]), dataOf([certBag])]))).toBe('EXCESSIVE_ITERATIONS');

    // Inside an encrypted part (PBES2, 2,048 iterations): met only after the first decryption.
    const sealed = children(
      forge.pki.encryptPrivateKeyInfo(sequence([keyBag]), TEST_PASSWORD, {
        algorithm: 'aes256',
        count: 2048,
      }),
    );
    const [algorithm, encrypted] = sealed;
    if (!algorithm || !encrypted) throw new Error('forge did not encrypt');
    const encryptedData = sequence([
      oid(forge.pki.oids['encryptedData'] as string),
      explicit(
        sequence([
          asn1.create(asn1.Class.UNIVERSAL, asn1.Type.INTEGER, false, '\u0000'),
          sequence([
            oid(forge.pki.oids['data'] as string),
            algorithm,
            asn1.create(asn1.Class.CONTEXT_SPECIFIC, 0, false, encrypted.value as string),
          ]),
        ]),
      ),
    ]);
    expect(refusalOf(pfxOf([encryptedData, dataOf([certBag])]))).toBe('EXCESSIVE_ITERATIONS');
  });

  it('opens a file within the bound off the event loop, and refuses one past its deadline', async () => {
    expect(MAX_P12_ITERATIONS).toBe(1_000_000);
    const file = await p12();
    const key = await readSigningKeyOffThread(file, TEST_PASSWORD, { now });
    expect(key.certificate.checkPrivateKey(key.privateKey)).toBe(true);
    expect(key.subjectName).toContain('EMPRESA DE PRUEBA S A');
    await expect(readSigningKeyOffThread(file, 'otra', { now })).rejects.toMatchObject({
      code: 'WRONG_PASSWORD',
    });
    // A thread not done within its deadline is ended: one millisecond is shorter than starting it.
    await expect(readSigningKeyOffThread(file, TEST_PASSWORD, { now, deadlineMs: 1 })).rejects.toMatchObject({
      code: 'TOO_SLOW',
    });
  });
});
