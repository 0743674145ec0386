import { SystemCode } from '@facturar/contracts';
import { AppError, messages } from '../errors/app-error.ts';
import type { AuthContext } from './auth-context.ts';

function assignmentNotOwn(): AppError {
  return new AppError('forbidden', messages.forbidden, { mensajeSistema: SystemCode.ASIGNACION_AJENA });
}

/**
 * A user-company assignment named in a path or a body must be the caller's own (the token's `sub`): no one
 * acts, numbers or validates in another user's name. `refusal` builds the error the spec names for the
 * call; by default 403.
 */
export function assertOwnAssignment(
  auth: Pick<AuthContext, 'assignmentId'>,
  assignmentId: number,
  refusal: () => AppError = assignmentNotOwn,
): void {
  if (assignmentId !== auth.assignmentId) throw refusal();
}
