import type { EndpointApiKeyScope } from '@facturar/contracts';
import type { UserStateCode } from '../adapters/db/schema.ts';

/**
 * A company's API key making the call (ADR 0075): what it may do, the billing point it issues from and
 * the name the audit log gives it. Its AuthContext acts for its company as a non-administrator, with the
 * assignment of the administrator who created it (documents need a user).
 */
export type ApiKeyPrincipal = {
  id: number;
  name: string;
  prefix: string;
  scopes: readonly EndpointApiKeyScope[];
  billingPointId: number | null;
};

/** Who is calling, from a verified access token whose session is still open. */
export type AuthContext = {
  assignmentId: number;
  ruc: string;
  state: UserStateCode;
  adm: boolean;
  perm: string;
  sessionId: string;
  expiresAt: number;
  /** Set when the caller is an API key rather than a signed-in user. */
  apiKey?: ApiKeyPrincipal;
};

/** Permission keys are company kind + profile (EMP-ADM, EMP-INT, PAR-ADM, PLT-ADM). */
export function isPlatformAdmin(auth: AuthContext): boolean {
  return auth.perm.startsWith('PLT-');
}

export function isPartner(auth: AuthContext): boolean {
  return auth.perm.startsWith('PAR-');
}
