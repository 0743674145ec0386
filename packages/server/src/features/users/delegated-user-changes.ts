import { delegatedUserMessages, delegatedUserRights, SystemCode, type UserState } from '@facturar/contracts';
import { isPartner, isPlatformAdmin, type AuthContext } from '../../access/auth-context.ts';
import type { ProfileCode } from '../../adapters/db/schema.ts';
import { AppError } from '../../errors/app-error.ts';

/** Who changes a company's users from outside it, as the audit log names it (ADR 0104). */
export type Delegation = 'partner' | 'plataforma';

/** A partner firm's user or the platform administrator acting on another company; none for its own. */
export function delegationOf(auth: AuthContext, companyRuc: string): Delegation | undefined {
  if (auth.ruc === companyRuc) return undefined;
  if (isPlatformAdmin(auth)) return 'plataforma';
  if (isPartner(auth)) return 'partner';
  return undefined;
}

function refused(message: string): AppError {
  return new AppError('forbidden', message, { mensajeSistema: SystemCode.RESERVADO_A_LA_EMPRESA });
}

/** 'Editar Usuario' from outside the company: only what `delegatedUserRights` lists. */
export function assertDelegatedUpdate(
  user: { profile: ProfileCode; state: UserState; accessName: string },
  change: { accessName: string; state: UserState },
): void {
  if (change.accessName !== user.accessName && !delegatedUserRights.mayChangeEmailOf.includes(user.profile))
    throw refused(delegatedUserMessages.adminEmail);
  if (change.state !== user.state && !delegatedUserRights.statesItMaySet[user.profile].includes(change.state))
    throw refused(delegatedUserMessages.adminState);
}

/** 'Editar el Perfil del Usuario' from outside the company. */
export function assertDelegatedProfileChange(): void {
  if (!delegatedUserRights.mayChangeProfiles) throw refused(delegatedUserMessages.profile);
}
