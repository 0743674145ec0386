import { changeUserEmailAsOperator } from '@facturar/server';
import { CliError, EXIT_OK } from './cli-error.ts';
import { parseCommandArguments } from './command-arguments.ts';
import type { Command } from './command-types.ts';
import { DATABASE_HELP, withMigratedDatabase } from './database-session.ts';

const USAGE = 'facturar user email <usuario> <correo-nuevo>';

export const userEmailCommand: Command = {
  help: `Cambia el correo de un usuario, que es su usuario de acceso: la salida para una empresa cuyo
administrador perdió el buzón de su correo (ni la empresa contadora ni el administrador de la plataforma
pueden cambiarlo desde sus pantallas). Desde ese momento el usuario ingresa con el correo nuevo, y las
contraseñas temporales enviadas al anterior dejan de servir. Queda registrado en la bitácora de auditoría
de su empresa. Compruebe antes quién pide el cambio.

Uso: ${USAGE}

${DATABASE_HELP}`,

  async run(args, context) {
    const { positionals } = parseCommandArguments(args, {}, ['<usuario>', '<correo-nuevo>'], USAGE);
    const [username = '', newEmail = ''] = positionals;
    const change = await withMigratedDatabase(context.env, ({ database }) =>
      changeUserEmailAsOperator(database.db, username, newEmail),
    );
    switch (change.outcome) {
      case 'unknown-user':
        throw new CliError('INVALID_INPUT', `No existe el usuario ${username}.`);
      case 'refused':
        throw new CliError('INVALID_INPUT', change.reason);
      case 'unchanged':
        context.out(`✔ ${username} ya tiene ese correo.\n`);
        return EXIT_OK;
      case 'changed':
        context.out(
          `✔ El usuario ${username} (empresa ${change.companyRuc}) ingresa ahora con ${change.accessName}.\n`,
        );
        return EXIT_OK;
    }
  },
};
