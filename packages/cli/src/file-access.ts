import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { CliError } from './cli-error.ts';

/** The bytes of a file named on the command line, relative to `cwd`; a missing or unreadable file is a CliError. */
export async function readInputFile(path: string, cwd: string): Promise<Buffer> {
  try {
    return await readFile(resolve(cwd, path));
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT')
      throw new CliError('FILE_NOT_FOUND', `No existe el archivo ${path}.`, { cause: error });
    if (code === 'EISDIR') throw new CliError('FILE_UNREADABLE', `${path} es una carpeta, no un archivo.`);
    throw new CliError('FILE_UNREADABLE', `No se puede leer el archivo ${path} (${code ?? 'error'}).`, {
      cause: error,
    });
  }
}

/** Writes a result file named on the command line, relative to `cwd`. */
export async function writeOutputFile(
  path: string,
  content: string | Uint8Array,
  cwd: string,
): Promise<void> {
  try {
    await writeFile(resolve(cwd, path), content);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new CliError('FILE_UNWRITABLE', `No se puede escribir el archivo ${path} (${code ?? 'error'}).`, {
      cause: error,
    });
  }
}

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** An XML file's text: UTF-8 (the rFE's encoding), without a byte order mark. */
export function decodeXmlText(bytes: Uint8Array, path: string): string {
  try {
    return utf8.decode(bytes);
  } catch (error) {
    throw new CliError('INVALID_INPUT', `El archivo ${path} no está codificado en UTF-8.`, { cause: error });
  }
}
