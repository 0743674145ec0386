import {
  CertificateError,
  SigningError,
  loadSigningKey,
  signDocument,
  type SignedDocument,
  type SigningKey,
} from '@facturar/server/signing';
import { CliError, EXIT_OK, usageError } from './cli-error.ts';
import { parseCommandArguments } from './command-arguments.ts';
import type { Command } from './command-types.ts';
import { decodeXmlText, readInputFile, writeOutputFile } from './file-access.ts';
import { formatRows } from './text-layout.ts';

const USAGE = 'facturar xml sign <archivo.xml> --p12 <certificado.p12> --password <clave> [-o <salida.xml>]';
const PASSWORD_VARIABLE = 'FACTURAR_P12_PASSWORD';

export const xmlSignCommand: Command = {
  help: `Firma un rFE sin firmar con el certificado .p12 de la empresa (XMLDSig como la DGI: RSA-SHA256,
firma envuelta al final del rFE). El XML debe estar en la forma canónica en que Facturar lo escribe (sin
sangrías ni espacios entre elementos, etiquetas de apertura y cierre); se admite una declaración XML al
principio. No agrega el QR (gNoFirm).

Uso: ${USAGE}

  --p12 <archivo>       Certificado PKCS#12 de la empresa.
  --password <clave>    Su contraseña; también puede venir en la variable ${PASSWORD_VARIABLE}, que no
                        queda a la vista en la lista de procesos.
  -o, --output <archivo>  Dónde escribir el XML firmado; sin esta opción se escribe en la salida estándar.`,

  async run(args, context) {
    const { values, positionals } = parseCommandArguments(
      args,
      { p12: { type: 'string' }, password: { type: 'string' }, output: { type: 'string', short: 'o' } },
      ['el archivo XML'],
      USAGE,
    );
    if (values.p12 === undefined)
      throw usageError(`Indique el certificado con --p12 <archivo>.\nUso: ${USAGE}`);
    const password = values.password ?? context.env[PASSWORD_VARIABLE];
    if (password === undefined) {
      throw usageError(
        `Indique la contraseña del certificado con --password o en la variable ${PASSWORD_VARIABLE}.\nUso: ${USAGE}`,
      );
    }
    const path = positionals[0] ?? '';
    const text = decodeXmlText(await readInputFile(path, context.cwd), path);
    const key = readKey(await readInputFile(values.p12, context.cwd), password, values.p12);
    const { prolog, element, epilog } = splitDocument(text);
    const signed = sign(element, key);
    const output = `${prolog}${signed.xml}${epilog}`;
    if (values.output === undefined) {
      context.out(output);
      return EXIT_OK;
    }
    await writeOutputFile(values.output, output, context.cwd);
    context.out(
      `✔ Documento firmado en ${values.output}\n${formatRows([
        ['DigestValue', signed.digestValue],
        ['Firmante', key.subjectName],
      ])}`,
    );
    return EXIT_OK;
  },
};

function readKey(p12: Uint8Array, password: string, path: string): SigningKey {
  try {
    return loadSigningKey(p12, password);
  } catch (error) {
    if (error instanceof CertificateError) {
      throw new CliError('INVALID_INPUT', `${path}: ${error.message}`, { cause: error });
    }
    throw error;
  }
}

function sign(element: string, key: SigningKey): SignedDocument {
  try {
    return signDocument(element, key);
  } catch (error) {
    if (!(error instanceof SigningError)) throw error;
    const hint =
      error.code === 'NOT_CANONICAL'
        ? '\nFirme el XML tal como Facturar lo escribe: sin sangrías ni saltos de línea entre elementos, sin etiquetas vacías <a/>, sin comentarios.'
        : '';
    throw new CliError('INVALID_INPUT', `${error.message}${hint}`, { cause: error });
  }
}

// Canonicalization drops the XML declaration and whitespace around the root element, so they can be
// kept as they are around a signature that only covers the element.
const PROLOG = /^\s*(?:<\?xml[^?]*\?>\s*)?/;

function splitDocument(text: string): { prolog: string; element: string; epilog: string } {
  const prolog = PROLOG.exec(text)?.[0] ?? '';
  const rest = text.slice(prolog.length);
  const element = rest.trimEnd();
  return { prolog, element, epilog: rest.slice(element.length) };
}
