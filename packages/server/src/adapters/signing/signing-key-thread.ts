// Worker-thread entry of readSigningKeyOffThread: forge's key derivation runs here, never on the event
// loop, and the parent ends the thread when it takes longer than its deadline.
import { parentPort, workerData } from 'node:worker_threads';
import { loadSigningKey } from './signing-key-loader.ts';
import { CertificateError } from './signing-errors.ts';

export type SigningKeyThreadInput = { p12: Uint8Array; password: string; now: Date };
export type SigningKeyThreadOutput =
  | { ok: true; privateKey: Uint8Array; certificate: Uint8Array }
  | { ok: false; code: CertificateError['code'] }
  | { ok: false; failure: string };

const input = workerData as SigningKeyThreadInput;
let output: SigningKeyThreadOutput;
try {
  const key = loadSigningKey(input.p12, input.password, { now: input.now });
  output = {
    ok: true,
    privateKey: key.privateKey.export({ type: 'pkcs8', format: 'der' }),
    certificate: key.certificate.raw,
  };
} catch (error) {
  output =
    error instanceof CertificateError
      ? { ok: false, code: error.code }
      : { ok: false, failure: error instanceof Error ? error.message : String(error) };
}
parentPort?.postMessage(output);
