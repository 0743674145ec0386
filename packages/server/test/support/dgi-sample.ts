import { readFileSync } from 'node:fs';
import { createSelfSignedP12 } from '../../src/adapters/signing/self-signed-p12-factory.ts';
import { SigningError } from '../../src/adapters/signing/signing-errors.ts';
import { loadSigningKey, type SigningKey } from '../../src/adapters/signing/signing-key-loader.ts';

// Copies of shared/dgi kept in the repository, so the tests run from any clone.
const SAMPLE_DIRECTORY = new URL('../fixtures/dgi/', import.meta.url);
const SCHEMA_DIRECTORY = new URL('../../assets/xsd/', import.meta.url);

/** The real document signed and accepted in the DGI test environment, with its QR in gNoFirm. */
export const SIGNED_SAMPLE = readFileSync(new URL('rFE-signed-test.xml', SAMPLE_DIRECTORY));
/** The same document without gNoFirm: what its signature covers. */
export const SIGNED_SAMPLE_WITHOUT_QR = readFileSync(
  new URL('rFE-signed-test.nogNoFirm.xml', SAMPLE_DIRECTORY),
);

export const SAMPLE_CUFE = 'FE012000000521-136-113133-0270062022051590000008910080125781091727';
export const SAMPLE_DIGEST_VALUE = '6DAmQE2MHCLS5sCNiivAVTFcSVz4VcVcWkrEFIpT8RY=';

export function readSchemaFile(name: string): Buffer {
  return readFileSync(new URL(name, SCHEMA_DIRECTORY));
}

/** The sample's rFE as the domain's builder emits it: canonical text, no declaration, no Signature. */
export function unsignedSampleRfe(): string {
  const text = SIGNED_SAMPLE_WITHOUT_QR.toString('utf8');
  const rfe = text.slice(text.indexOf('<rFE'), text.indexOf('<Signature'));
  return `${rfe}</rFE>`;
}

/** A CN like the Panamanian PKI's, longer than the 64 characters X.509 suggests. */
export const LONG_COMMON_NAME =
  '[F] FACTURAR DEMO PANAMA S A - 155596713-2-2015 - 59 - PÉREZ NÚÑEZ MARÍA JOSÉ';

export const TEST_PASSWORD = 'clave-de-prueba';

/** A certificate valid from a year ago for two years, loaded as a signing key. */
export async function createTestSigningKey(commonName = LONG_COMMON_NAME): Promise<SigningKey> {
  const now = Date.now();
  const year = 365 * 24 * 3600 * 1000;
  const p12 = await createSelfSignedP12({
    commonName,
    password: TEST_PASSWORD,
    notBefore: new Date(now - year),
    notAfter: new Date(now + year),
  });
  return loadSigningKey(p12, TEST_PASSWORD);
}

/** The field a signing builder refuses as INVALID_FIELD when `run` calls it; fails if it accepts. */
export function fieldOfRefusal(run: () => unknown): string | undefined {
  try {
    run();
  } catch (error) {
    if (error instanceof SigningError && error.code === 'INVALID_FIELD') return error.field;
    throw error;
  }
  throw new Error('the input was accepted');
}
