import { SystemCode } from '@facturar/contracts';
import { isNetworkError, networkMessage, readErrorStatus, isApiCallError } from '#web/lib/api-call-error.ts';

/** Spec 000 §8 'Add user', 'Edit user', 'Profile update' and the success messages, word for word. */
export const userMessages = {
  added: 'Usuario Agregado.',
  edited: 'Usuario editado.',
  profileEdited: 'Perfil Editado',
  stateFixed: 'Puede cambiar el estado del usuario, posterior al primer inicio de sesión.',
  profilesFailed: 'Ocurrió un problema al cargar los perfiles.',
} as const;

const addFailures: Record<number, string> = {
  400: 'No se pudo almacenar el usuario.',
  404: 'No se encontró la empresa enviada para relacionarla con el usuario.',
};
const addDuplicate = 'La Identificación o el Correo ya se encuentra registrado a otro usuario del sistema';
const addOther = 'Error al registrar el usuario. Contáctese con el administrador del Sistema.';

const editFailures: Record<number, string> = {
  400: 'No se pudo actualizar el usuario.',
  404: 'No se encontró el usuario a actualizar.',
};
const editOther = 'Error al actualizar el usuario. Contáctese con el administrador del Sistema.';

const profileFailures: Record<number, string> = {
  404: 'No se encontró la asignacion del perfil al usuario.',
  400: 'No se pudo actualizar la asignacion del perfil al usuario.',
};
const profileOther = 'Error al actualizar el perfil. Contáctese con el administrador del Sistema.';

/**
 * A 400 whose message says which rule the server applied (a field, the last administrator, the PRI state)
 * is shown as the server wrote it; a 400 without one gets the spec's default.
 */
function described(error: unknown, failures: Record<number, string>, other: string): string {
  if (isNetworkError(error)) return networkMessage;
  const status = readErrorStatus(error);
  // A key the company's own user holds is named by the server; one held elsewhere is the spec's text (ADR 0102).
  if (status === 409) return (isApiCallError(error) && error.mensaje) || addDuplicate;
  if (
    status === 400 &&
    isApiCallError(error) &&
    error.mensajeSistema &&
    error.mensajeSistema !== SystemCode.VALIDACION
  ) {
    return error.mensaje;
  }
  return (status !== null && failures[status]) || other;
}

export function describeAddUserFailure(error: unknown): string {
  return described(error, addFailures, addOther);
}

export function describeEditUserFailure(error: unknown): string {
  return described(error, editFailures, editOther);
}

export function describeProfileFailure(error: unknown): string {
  return described(error, profileFailures, profileOther);
}

/** Spec 000 §4: ACT, PRI, DES, BLO; an unknown code is treated as inactive. */
export function userStateLabel(state: string): string {
  switch (state) {
    case 'ACT':
      return 'Activo';
    case 'PRI':
      return 'Primer ingreso';
    case 'BLO':
      return 'Bloqueado';
    default:
      return 'Inactivo';
  }
}

/** Spec 000 §4 'Profiles'. */
export function profileLabel(profile: string): string {
  if (profile === 'ADM') return 'Administrador';
  if (profile === 'INT') return 'Interno';
  return 'indefinido';
}
