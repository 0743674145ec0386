import { SystemCode } from '@facturar/contracts';
import type { Resource } from '@facturar/contracts';
import type { AuthContext } from '../../access/auth-context.ts';
import type { AppContext } from '../../app-context.ts';
import { AppError, messages } from '../../errors/app-error.ts';
import { listResourcesForPermission } from './permissions-repository.ts';

/**
 * The menu and configuration resources of the caller's permission (spec 000 §2). The key identifies the
 * calling application; the permission key must be the caller's own.
 */
export async function listPermittedResources(
  ctx: AppContext,
  auth: AuthContext,
  request: { perm: string; apikey: string },
): Promise<Resource[]> {
  if (request.apikey !== ctx.config.apiKey || request.perm !== auth.perm) {
    throw new AppError('forbidden', messages.forbidden, {
      mensajeSistema: SystemCode.PERMISO_NO_CORRESPONDE,
    });
  }
  return listResourcesForPermission(ctx.db, auth.perm);
}
