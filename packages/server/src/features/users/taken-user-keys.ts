import { SystemCode } from '@facturar/contracts';
import type { Db } from '../../adapters/db/open-database.ts';
import { AppError } from '../../errors/app-error.ts';
import { userMessages } from './users-messages.ts';
import { findUserKeyOwners } from './users-repository.ts';

/** The one answer for a key held outside the company: it says neither which key, nor whose (ADR 0102). */
export function takenElsewhere(): AppError {
  return new AppError('conflict', userMessages.duplicate, { mensajeSistema: SystemCode.USUARIO_EXISTENTE });
}

/**
 * Refuses an identification or sign-in name (the e-mail) already held (409). A user of the same company
 * is named with the field, so its administrator can find them; a key held only by other companies' users
 * gets the one answer of `takenElsewhere`, the same whichever key and whoever holds it.
 */
export async function assertUserKeysFree(
  db: Db,
  keys: { identification?: string; accessName: string },
  companyRuc: string,
  exceptUserId?: number,
): Promise<void> {
  const owners = await findUserKeyOwners(db, keys, companyRuc, exceptUserId);
  const inCompany = [
    ...(owners.identification === 'company' && keys.identification
      ? [
          {
            campo: 'identificacionUsuario',
            mensaje: userMessages.identificationInCompany(keys.identification),
          },
        ]
      : []),
    ...(owners.accessName === 'company'
      ? [{ campo: 'correoPrincipalUsuario', mensaje: userMessages.emailInCompany(keys.accessName) }]
      : []),
  ];
  const [first] = inCompany;
  if (first) {
    throw new AppError('conflict', first.mensaje, {
      mensajeSistema: SystemCode.USUARIO_EXISTENTE,
      errores: inCompany,
    });
  }
  if (owners.identification === 'elsewhere' || owners.accessName === 'elsewhere') throw takenElsewhere();
}
