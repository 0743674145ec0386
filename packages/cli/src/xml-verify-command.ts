import { verifySignature } from '@facturar/server/signing';
import { EXIT_FAILURE, EXIT_OK } from './cli-error.ts';
import { parseCommandArguments } from './command-arguments.ts';
import type { Command } from './command-types.ts';
import { readInputFile } from './file-access.ts';
import { formatList, formatRows } from './text-layout.ts';

const USAGE = 'facturar xml verify <archivo.xml>';

export const xmlVerifyCommand: Command = {
  help: `Verifica la firma electrónica (XMLDSig) de un rFE o de un evento firmado, como la DGI: que el
contenido firmado no cambió (DigestValue) y que el SignatureValue corresponde al certificado que trae la
firma. Si es válida imprime el DigestValue y el sujeto del certificado. No juzga la cadena ni las fechas
del certificado.

Uso: ${USAGE}

Sale con 0 si la firma es válida y con 1 si no.`,

  async run(args, context) {
    const { positionals } = parseCommandArguments(args, {}, ['el archivo XML'], USAGE);
    const path = positionals[0] ?? '';
    // The verifier reads the bytes itself, so an encoding the XML declaration names is honoured.
    const verification = verifySignature(await readInputFile(path, context.cwd));
    if (!verification.ok) {
      const messages = verification.problems.map((problem) => problem.message);
      context.err(formatList(`✖ La firma de ${path} no es válida:`, messages));
      return EXIT_FAILURE;
    }
    context.out(
      `✔ La firma de ${path} es válida.\n${formatRows([
        ['DigestValue', verification.digestValue],
        ['Firmante', verification.subject],
      ])}`,
    );
    return EXIT_OK;
  },
};
