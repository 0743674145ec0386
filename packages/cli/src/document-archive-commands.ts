import {
  archiveDocumentMonthAsOperator,
  restoreDocumentMonthAsOperator,
  type MonthArchiveOutcome,
} from '@facturar/server';
import { CliError, EXIT_OK } from './cli-error.ts';
import { parseCommandArguments } from './command-arguments.ts';
import type { Command, CliContext } from './command-types.ts';
import { DATABASE_HELP, withMigratedDatabase, type DatabaseSession } from './database-session.ts';

const ARCHIVE_USAGE = 'facturar documents archive <AAAA-MM>';
const RESTORE_USAGE = 'facturar documents restore <AAAA-MM>';

function report(change: MonthArchiveOutcome, context: CliContext, month: string): number {
  if (change.outcome === 'refused') throw new CliError('INVALID_INPUT', change.reason);
  context.out(
    change.outcome === 'archived'
      ? `✔ ${month}: ${change.documents} comprobante(s) pasaron al archivo (esquema archivo).\n`
      : `✔ ${month}: ${change.documents} comprobante(s) volvieron a las listas.\n`,
  );
  return EXIT_OK;
}

/** A command that takes one month and hands it to `operation` on the server's database. */
function monthCommand(
  help: string,
  usage: string,
  operation: (db: DatabaseSession['database']['db'], month: string) => Promise<MonthArchiveOutcome>,
): Command {
  return {
    help: `${help}\n\nUso: ${usage}\n\n${DATABASE_HELP}`,
    async run(args, context) {
      const { positionals } = parseCommandArguments(args, {}, ['<AAAA-MM>'], usage);
      const [month = ''] = positionals;
      const change = await withMigratedDatabase(context.env, ({ database }) => operation(database.db, month));
      return report(change, context, month);
    },
  };
}

export const documentsArchiveCommand = monthCommand(
  `Pasa un mes de comprobantes al archivo: su partición de la tabla de documentos, con sus anulaciones,
referencias, tasas de ITBMS, envíos por correo y enlaces compartidos, sale al esquema "archivo" de la
misma base de datos. Sus comprobantes dejan de aparecer en las listas, los reportes, las descargas y la
consulta pública, y ninguno de sus números o CUFE se vuelve a emitir. Solo para un mes que terminó hace
más de 12 meses, con partición propia y sin comprobantes pendientes del PAC. La emisión espera unos
instantes mientras se separa la partición: hágalo en una hora tranquila. "facturar documents restore" lo
devuelve.`,
  ARCHIVE_USAGE,
  archiveDocumentMonthAsOperator,
);

export const documentsRestoreCommand = monthCommand(
  `Devuelve a la tabla de documentos un mes que "facturar documents archive" pasó al archivo, con sus
filas relacionadas: sus comprobantes vuelven a las listas, los reportes y las descargas.`,
  RESTORE_USAGE,
  restoreDocumentMonthAsOperator,
);
