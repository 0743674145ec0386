import { isDemoSeeded, loadSecrets, seedDemoData } from '@facturar/server';
import { EXIT_OK } from './cli-error.ts';
import { parseCommandArguments } from './command-arguments.ts';
import type { Command } from './command-types.ts';
import { DATABASE_HELP, withMigratedDatabase } from './database-session.ts';

const USAGE = 'facturar seed';

export const seedCommand: Command = {
  help: `Carga los datos de demostración (administrador de la plataforma, partner y empresa demo lista para
emitir, con certificado, punto de facturación y paquete de comprobantes) e imprime los usuarios. Antes
aplica las migraciones que falten. Si ya estaban cargados, no cambia nada.

Uso: ${USAGE}

${DATABASE_HELP}`,

  async run(args, context) {
    parseCommandArguments(args, {}, [], USAGE);
    const { description, appliedMigrations, wasSeeded, logins } = await withMigratedDatabase(
      context.env,
      async ({ config, database, description, appliedMigrations }) => {
        const wasSeeded = await isDemoSeeded(database.db);
        const secrets = await loadSecrets(database.db, config);
        const logins = await seedDemoData({ db: database.db, secrets, now: () => new Date() });
        return { description, appliedMigrations, wasSeeded, logins };
      },
    );
    const heading = wasSeeded
      ? `✔ Los datos de demostración ya estaban cargados (${description}).`
      : `✔ Datos de demostración cargados (${description}).`;
    const migrations =
      appliedMigrations.length > 0 ? `  Migraciones aplicadas: ${appliedMigrations.join(', ')}.\n` : '';
    const rows = logins.map(
      (login) => `  ${login.role.padEnd(34)} ${login.username}  /  ${login.password}\n`,
    );
    context.out(`${heading}\n${migrations}\nUsuarios de demostración:\n${rows.join('')}`);
    return EXIT_OK;
  },
};
