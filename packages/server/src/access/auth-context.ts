import type { UserStateCode } from '../adapters/db/schema.ts';

/** Who is calling, from a verified access token whose session is still open. */
export type AuthContext = {
  assignmentId: number;
  ruc: string;
  state: UserStateCode;
  adm: boolean;
  perm: string;
  sessionId: string;
  expiresAt: number;
};

/** Permission keys are company kind + profile (EMP-ADM, EMP-INT, PAR-ADM, PLT-ADM). */
export function isPlatformAdmin(auth: AuthContext): boolean {
  return auth.perm.startsWith('PLT-');
}

export function isPartner(auth: AuthContext): boolean {
  return auth.perm.startsWith('PAR-');
}
