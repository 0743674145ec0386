import { X509Certificate, createPrivateKey } from 'node:crypto';
import { Worker } from 'node:worker_threads';
import { CertificateError } from './signing-errors.ts';
import { toSigningKey, type SigningKey } from './signing-key-loader.ts';
import type { SigningKeyThreadInput, SigningKeyThreadOutput } from './signing-key-thread.ts';

export type ReadSigningKeyOptions = {
  /** The instant the certificate must be valid at; now by default. */
  readonly now?: Date;
  /** The thread is ended, and the file refused, after this long (ADR 0065). */
  readonly deadlineMs?: number;
};

/** A .p12 opened within the iteration bound takes about 2.5 s on an idle core; thirty leave room for load. */
const DEFAULT_DEADLINE_MS = 30_000;
/** Certificates opened at once by one process: uploads beyond it wait their turn, not a core each. */
const MAX_THREADS = 2;

let running = 0;
const waiting: (() => void)[] = [];

/**
 * loadSigningKey on a worker thread with a deadline, for files a user uploads: however costly the
 * file, the event loop (every other request, the queue) goes on.
 * @throws CertificateError as loadSigningKey does, or TOO_SLOW when the deadline passes.
 */
export async function readSigningKeyOffThread(
  p12: Uint8Array,
  password: string,
  options: ReadSigningKeyOptions = {},
): Promise<SigningKey> {
  if (running >= MAX_THREADS) await new Promise<void>((resolve) => waiting.push(resolve));
  running += 1;
  try {
    const output = await runThread(
      { p12, password, now: options.now ?? new Date() },
      options.deadlineMs ?? DEFAULT_DEADLINE_MS,
    );
    if (output.ok) {
      return toSigningKey(
        createPrivateKey({ key: Buffer.from(output.privateKey), format: 'der', type: 'pkcs8' }),
        new X509Certificate(output.certificate),
      );
    }
    if ('code' in output) throw new CertificateError(output.code);
    throw new Error(`Reading the certificate failed: ${output.failure}`);
  } finally {
    running -= 1;
    waiting.shift()?.();
  }
}

function runThread(input: SigningKeyThreadInput, deadlineMs: number): Promise<SigningKeyThreadOutput> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./signing-key-thread.ts', import.meta.url), { workerData: input });
    const timer = setTimeout(() => {
      reject(new CertificateError('TOO_SLOW'));
      void worker.terminate();
    }, deadlineMs);
    worker.once('message', (output: SigningKeyThreadOutput) => {
      clearTimeout(timer);
      resolve(output);
      void worker.terminate();
    });
    worker.once('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    worker.once('exit', () => {
      clearTimeout(timer);
      reject(new Error('The certificate thread ended without an answer.'));
    });
  });
}
