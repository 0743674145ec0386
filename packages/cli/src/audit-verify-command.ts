import { verifyAuditLog, type AuditChainProblem, type AuditChainReport } from '@facturar/server';
import { EXIT_FAILURE, EXIT_OK } from './cli-error.ts';
import { parseCommandArguments } from './command-arguments.ts';
import type { Command } from './command-types.ts';
import { DATABASE_HELP, withMigratedDatabase } from './database-session.ts';

const USAGE = 'facturar audit verify [--company <ruc>]';

const problemTexts: Record<AuditChainProblem['kind'], (seq: string) => string> = {
  altered: (seq) => `el evento n.º ${seq} fue modificado o cambiado de lugar`,
  unlinked: (seq) =>
    `el evento n.º ${seq} no sigue al anterior (se borraron o reordenaron eventos antes de él)`,
  missing: (seq) => `falta el evento n.º ${seq} (fue borrado)`,
  truncated: (seq) => `faltan los eventos desde el n.º ${seq} hasta el último registrado (fueron borrados)`,
  headless: () => 'se borró el registro del último evento de la cadena',
};

function describe(report: AuditChainReport): string {
  if (report.problem) {
    return `✘ ${report.companyRuc}: ${problemTexts[report.problem.kind](report.problem.seq)}; ${report.events} eventos correctos antes.\n`;
  }
  return `✔ ${report.companyRuc}: ${report.events} eventos, cadena íntegra (último hash ${report.headHash}).\n`;
}

export const auditVerifyCommand: Command = {
  help: `Verifica la bitácora de auditoría: recorre la cadena de cada empresa (o la de --company) y recalcula
el hash SHA-256 de cada evento a partir del anterior. Informa, por empresa, el número de eventos y el hash
del último (anótelo fuera del servidor para compararlo más tarde), o el primer evento modificado, borrado o
cambiado de lugar. Sale con 1 si alguna cadena está rota.

Uso: ${USAGE}

${DATABASE_HELP}`,

  async run(args, context) {
    const { values } = parseCommandArguments(args, { company: { type: 'string' } }, [], USAGE);
    const { description, reports } = await withMigratedDatabase(
      context.env,
      async ({ database, description }) => ({
        description,
        reports: await verifyAuditLog(
          database.db,
          values.company === undefined ? {} : { companyRuc: values.company },
        ),
      }),
    );
    if (reports.length === 0) {
      const whose = values.company === undefined ? '' : ` de la empresa ${values.company}`;
      context.out(`✔ No hay eventos de auditoría${whose} (${description}).\n`);
      return EXIT_OK;
    }
    const broken = reports.filter((report) => report.problem);
    const lines = reports.map(describe).join('');
    if (broken.length === 0) {
      context.out(`${lines}✔ Bitácora de auditoría verificada (${description}).\n`);
      return EXIT_OK;
    }
    context.out(lines);
    context.err(`facturar: la bitácora de auditoría de ${broken.length} empresa(s) no es íntegra.\n`);
    return EXIT_FAILURE;
  },
};
