import { SystemCode, sharedMessages } from '@facturar/contracts';
import type { EndpointAccess } from '@facturar/contracts';
import { AppError, messages } from '../errors/app-error.ts';
import { isPartner, isPlatformAdmin, type AuthContext } from './auth-context.ts';

/**
 * The role part of a descriptor's `access` (ADR 0018), decided before the call's input is read: a caller
 * without the role gets 403 whatever it sends. Which company the caller may reach is the service's part
 * (`assertCompanyAccess`, 404 for another tenant).
 */
export function isEndpointAccessGranted(auth: AuthContext, access: EndpointAccess): boolean {
  switch (access) {
    case 'public':
    case 'session':
    case 'company':
      return true;
    case 'companyAdmin':
      return auth.adm || isPlatformAdmin(auth) || isPartner(auth);
    case 'partner':
      return isPartner(auth);
    case 'platformAdmin':
      return isPlatformAdmin(auth);
    case 'receiver':
      // The portal's calls admit only the portal's own token (createReceiverHook), never a user.
      return false;
  }
}

/** What a caller without the role is told, by the role the call needs. */
const refusals: Partial<Record<EndpointAccess, string>> = {
  companyAdmin: sharedMessages.companyAdminOnly,
  partner: 'Solo una firma partner puede realizar esta acción.',
  platformAdmin: 'Solo el administrador de la plataforma puede realizar esta acción.',
};

export function assertEndpointAccess(auth: AuthContext, access: EndpointAccess): void {
  if (!isEndpointAccessGranted(auth, access)) {
    throw new AppError('forbidden', refusals[access] ?? messages.forbidden, {
      mensajeSistema: SystemCode.ACCESO_DENEGADO,
    });
  }
}
