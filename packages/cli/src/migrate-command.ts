import { EXIT_OK } from './cli-error.ts';
import { parseCommandArguments } from './command-arguments.ts';
import type { Command } from './command-types.ts';
import { DATABASE_HELP, withMigratedDatabase } from './database-session.ts';

const USAGE = 'facturar migrate';

export const migrateCommand: Command = {
  help: `Aplica a la base de datos las migraciones que le falten, como al iniciar el servidor.

Uso: ${USAGE}

${DATABASE_HELP}`,

  async run(args, context) {
    parseCommandArguments(args, {}, [], USAGE);
    const { description, appliedMigrations } = await withMigratedDatabase(
      context.env,
      async (session) => session,
    );
    context.out(
      appliedMigrations.length === 0
        ? `✔ La base de datos ya estaba al día (${description}).\n`
        : `✔ Migraciones aplicadas en ${description}: ${appliedMigrations.join(', ')}.\n`,
    );
    return EXIT_OK;
  },
};
