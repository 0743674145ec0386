import { computeRucDv, personTypeOfCode } from '@facturar/domain';
import { CliError, EXIT_OK, usageError } from './cli-error.ts';
import { parseCommandArguments } from './command-arguments.ts';
import type { Command } from './command-types.ts';

const USAGE = 'facturar dv <ruc> --tipo 1|2';

export const dvCommand: Command = {
  help: `Calcula el dígito verificador (DV) de un RUC panameño y lo imprime solo, con sus dos cifras.

Uso: ${USAGE}

  <ruc>        El RUC como se escribe, con guiones: 8-274-125, E-8-110361, 155596713-2-2015, 8-NT-1-24…
  --tipo 1|2   Tipo de persona: 1 natural, 2 jurídica (el mismo texto da otro DV según el tipo).

Ejemplo: facturar dv 155596713-2-2015 --tipo 2   →   59`,

  async run(args, context) {
    const { values, positionals } = parseCommandArguments(
      args,
      { tipo: { type: 'string' } },
      ['el RUC'],
      USAGE,
    );
    if (values.tipo === undefined) {
      throw usageError(`Indique el tipo de persona con --tipo 1 (natural) o 2 (jurídica).\nUso: ${USAGE}`);
    }
    const personType = personTypeOfCode(values.tipo);
    if (!personType) {
      throw usageError(`El tipo de persona debe ser 1 (natural) o 2 (jurídica), no '${values.tipo}'.`);
    }
    const result = computeRucDv(positionals[0] ?? '', personType);
    if (!result.ok) {
      throw new CliError('INVALID_INPUT', result.problems.map((problem) => problem.message).join(' '));
    }
    context.out(`${result.value}\n`);
    return EXIT_OK;
  },
};
