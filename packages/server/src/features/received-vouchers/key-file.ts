import { accessKeySchema, receivedVoucherMessages as texts } from '@facturar/contracts';
import { AppError } from '../../errors/app-error.ts';

/** One access key as typed or read from a file: 49 digits, else a validation error with the spec's text. */
export function parseAccessKey(raw: string): string {
  const parsed = accessKeySchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError('validation', parsed.error.issues[0]?.message ?? texts.keyLength, {
      mensajeSistema: 'CLAVE_INVALIDA',
    });
  }
  return parsed.data;
}

/** The keys of a key file: one per row, blank rows skipped, repeats kept once. */
export function readKeyFile(content: Buffer): string[] {
  const text = content.toString('utf8').replace(/^\uFEFF/, '');
  const keys = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return [...new Set(keys)];
}
