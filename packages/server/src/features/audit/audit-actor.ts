import type { AuthContext } from '../../access/auth-context.ts';

/** How the audit log names the caller of a call: the user, or the API key acting for the company. */
export function auditActorOf(auth: AuthContext): { actorAssignmentId: number; actorName?: string } {
  return auth.apiKey
    ? { actorAssignmentId: auth.assignmentId, actorName: apiKeyActorName(auth.apiKey) }
    : { actorAssignmentId: auth.assignmentId };
}

export function apiKeyActorName(key: { name: string; prefix: string }): string {
  return `Clave de API «${key.name}» (${key.prefix}…)`;
}
