import { resetUserTwoFactor } from '@facturar/server';
import { CliError, EXIT_OK } from './cli-error.ts';
import { parseCommandArguments } from './command-arguments.ts';
import type { Command } from './command-types.ts';
import { DATABASE_HELP, withMigratedDatabase } from './database-session.ts';

const USAGE = 'facturar 2fa reset <usuario>';

export const twoFactorResetCommand: Command = {
  help: `Quita la verificación en dos pasos de un usuario que perdió su teléfono y sus códigos de
recuperación. En su próximo ingreso le bastará la contraseña (o, si su perfil la requiere, la activará de
nuevo al ingresar). Queda registrado en la bitácora de auditoría de su empresa.

Uso: ${USAGE}

${DATABASE_HELP}`,

  async run(args, context) {
    const { positionals } = parseCommandArguments(args, {}, ['<usuario>'], USAGE);
    const username = positionals[0] ?? '';
    const outcome = await withMigratedDatabase(context.env, ({ database }) =>
      resetUserTwoFactor(database.db, username),
    );
    if (outcome === 'unknown-user') throw new CliError('INVALID_INPUT', `No existe el usuario ${username}.`);
    context.out(
      outcome === 'reset'
        ? `✔ Se quitó la verificación en dos pasos de ${username}.\n`
        : `✔ ${username} no tenía la verificación en dos pasos.\n`,
    );
    return EXIT_OK;
  },
};
