import {
  CafeRenderError,
  listCafeTemplates,
  pickDefaultCafeTemplate,
  renderCafe,
} from '@facturar/server/cafe';
import { RfeParseError, parseRfe, type RfeView } from '@facturar/server/xml';
import { CliError, EXIT_OK, usageError } from './cli-error.ts';
import { parseCommandArguments } from './command-arguments.ts';
import type { Command } from './command-types.ts';
import { decodeXmlText, readInputFile, writeOutputFile } from './file-access.ts';

const USAGE = 'facturar cafe <archivo.xml> -o <salida.pdf> [--plantilla <codigo>]';

function describeTemplates(): string {
  return listCafeTemplates()
    .map((template) => `${template.codigo} ${template.nombre}`)
    .join(', ');
}

export const cafeCommand: Command = {
  help: `Imprime en PDF el CAFE (Comprobante Auxiliar de Factura Electrónica) de un rFE, con su código QR
si el documento ya lo tiene (gNoFirm).

Uso: ${USAGE}

  -o, --output <archivo>   El PDF que se escribe.
  --plantilla <codigo>     Plantilla del CAFE: ${describeTemplates()}. Sin esta opción, la del formato
                           que el documento pide (iFormCAFE: 2 rollo, las demás carta).`,

  async run(args, context) {
    const { values, positionals } = parseCommandArguments(
      args,
      { output: { type: 'string', short: 'o' }, plantilla: { type: 'string' } },
      ['el archivo XML'],
      USAGE,
    );
    if (values.output === undefined)
      throw usageError(`Indique el PDF de salida con -o <archivo>.\nUso: ${USAGE}`);
    const path = positionals[0] ?? '';
    const view = readView(decodeXmlText(await readInputFile(path, context.cwd), path), path);
    const template = values.plantilla ?? pickDefaultCafeTemplate(view);
    const pdf = await render(view, template);
    await writeOutputFile(values.output, pdf, context.cwd);
    const name = listCafeTemplates().find((candidate) => candidate.codigo === template)?.nombre ?? template;
    context.out(`✔ CAFE de ${view.cufe} escrito en ${values.output} (plantilla ${template} ${name}).\n`);
    return EXIT_OK;
  },
};

function readView(xml: string, path: string): RfeView {
  try {
    return parseRfe(xml);
  } catch (error) {
    if (!(error instanceof RfeParseError)) throw error;
    throw new CliError('INVALID_INPUT', `${path}: ${error.mensaje}`, { cause: error });
  }
}

async function render(view: RfeView, template: string): Promise<Buffer> {
  try {
    return await renderCafe(view, { template });
  } catch (error) {
    if (!(error instanceof CafeRenderError)) throw error;
    const message = `${error.mensaje} Plantillas disponibles: ${describeTemplates()}.`;
    throw new CliError('INVALID_INPUT', message, { cause: error });
  }
}
