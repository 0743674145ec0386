import { accessKeySchema, receivedVoucherMessages as texts, SystemCode } from '@facturar/contracts';
import { AppError } from '../../errors/app-error.ts';

/** One access key as typed or read from a file: 49 digits, else a validation error with the spec's text. */
export function parseAccessKey(raw: string): string {
  const parsed = accessKeySchema.safeParse(raw);
  if (!parsed.success) {
    throw new AppError('validation', parsed.error.issues[0]?.message ?? texts.keyLength, {
      mensajeSistema: SystemCode.CLAVE_INVALIDA,
    });
  }
  return parsed.data;
}

export const keyFileNotText =
  'El archivo no es un texto legible: envíe un .txt (UTF-8) con una clave de acceso por línea.';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The file as text: UTF-8 without control characters but line breaks and tabs, else a validation error. */
function decodeKeyFile(content: Buffer): string {
  let text: string;
  try {
    text = utf8.decode(content);
  } catch {
    throw new AppError('validation', keyFileNotText, { mensajeSistema: SystemCode.ARCHIVO_NO_TEXTO });
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what a text file lacks
  if (/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text)) {
    throw new AppError('validation', keyFileNotText, { mensajeSistema: SystemCode.ARCHIVO_NO_TEXTO });
  }
  return text.replace(/^\uFEFF/, '');
}

/** The keys of a key file: one per row, blank rows skipped, repeats kept once. */
export function readKeyFile(content: Buffer): string[] {
  const text = decodeKeyFile(content);
  const keys = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
  return [...new Set(keys)];
}
