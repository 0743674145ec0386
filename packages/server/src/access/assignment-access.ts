import { SystemCode } from '@facturar/contracts';
import { AppError, messages } from '../errors/app-error.ts';
import type { AuthContext } from './auth-context.ts';

/**
 * A user-company assignment named in a path or a body must be the caller's own (the token's `sub`): no one
 * acts, numbers or validates in another user's name.
 */
export function assertOwnAssignment(auth: AuthContext, assignmentId: number): void {
  if (assignmentId !== auth.assignmentId) {
    throw new AppError('forbidden', messages.forbidden, { mensajeSistema: SystemCode.ASIGNACION_AJENA });
  }
}
