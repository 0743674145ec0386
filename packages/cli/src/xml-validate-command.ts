import { RfeParseError, assertAcceptableXmlText } from '@facturar/server/xml';
import { checkRfeFiscalRules } from './rfe-fiscal-check.ts';
import { createRfeXsdValidator, type XsdProblem } from '@facturar/server/xsd';
import { EXIT_FAILURE, EXIT_OK } from './cli-error.ts';
import { parseCommandArguments } from './command-arguments.ts';
import type { Command } from './command-types.ts';
import { decodeXmlText, readInputFile } from './file-access.ts';
import { countProblems, formatList } from './text-layout.ts';
import { STAGE_NAMES, detectSchemaStage } from './xml-stage.ts';
import { describeXsdProblems } from './xsd-problem-format.ts';

const USAGE = 'facturar xml validate <archivo.xml>';

export const xmlValidateCommand: Command = {
  help: `Valida un documento electrónico rFE v1.00 como lo haría la DGI, y lista cada problema con su ubicación.

Uso: ${USAGE}

1. Esquema XSD de la DGI (FE_v1.00), en la etapa que corresponde a lo que el archivo contiene:
   firmado y con QR (gNoFirm) → completo, como lo recibe el PAC; firmado sin QR → firmado; sin firma → sin firmar.
2. Reglas fiscales: el CUFE (dígito verificador y que cada campo coincida con el documento), el RUC y DV
   del emisor (y del receptor si lo lleva), los CUFE referenciados, los importes de cada ítem (DGI 2051,
   2053, 2056, 2150, 2152) y los totales frente a los ítems (DGI 2500–2514), con la tolerancia de un
   centavo de la DGI.

Sale con 0 si el documento es válido y con 1 si tiene algún problema.`,

  async run(args, context) {
    const { positionals } = parseCommandArguments(args, {}, ['el archivo XML'], USAGE);
    const path = positionals[0] ?? '';
    const xml = decodeXmlText(await readInputFile(path, context.cwd), path);
    // A DTD never reaches the schema validator's parser (entity expansion, external entities).
    const refusal = readTextRefusal(xml);
    if (refusal) {
      context.err(formatList(`✖ ${path} no se puede validar:`, [`[Lectura] ${refusal}`]));
      return EXIT_FAILURE;
    }
    const stage = detectSchemaStage(xml);
    const validator = createRfeXsdValidator();
    let xsdProblems: XsdProblem[];
    try {
      xsdProblems = validator.validate(xml, stage);
    } finally {
      validator.dispose();
    }
    const problems = [
      ...describeXsdProblems(xml, xsdProblems),
      ...listFiscalProblems(xml, xsdProblems.length > 0),
    ];
    const checked = `esquema XSD en la etapa «${STAGE_NAMES[stage]}» y reglas fiscales`;
    if (problems.length === 0) {
      context.out(`✔ ${path} es válido (${checked}).\n`);
      return EXIT_OK;
    }
    context.err(formatList(`✖ ${path} tiene ${countProblems(problems.length)} (${checked}):`, problems));
    return EXIT_FAILURE;
  },
};

function readTextRefusal(xml: string): string | undefined {
  try {
    assertAcceptableXmlText(xml);
    return undefined;
  } catch (error) {
    if (error instanceof RfeParseError) return error.mensaje;
    throw error;
  }
}

/**
 * The fiscal rules need a readable rFE; when it is not, the schema has already said why, so the
 * reader's complaint is only reported on its own.
 */
function listFiscalProblems(xml: string, hasSchemaProblems: boolean): string[] {
  try {
    return checkRfeFiscalRules(xml).map(
      (problem) => `[DGI ${problem.code}] ${problem.location}: ${problem.message}`,
    );
  } catch (error) {
    if (!(error instanceof RfeParseError)) throw error;
    return hasSchemaProblems ? [] : [`[Lectura] ${error.mensaje}`];
  }
}
