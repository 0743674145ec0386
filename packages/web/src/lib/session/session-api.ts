import { authEndpoints, type TokenResponse } from '@facturar/contracts';
import type { HttpClient } from '#web/lib/http-client.ts';

/** Renews the access token; called with the token explicitly so a 401 is reported, not auto-handled. */
export function refreshAccessToken(http: HttpClient, token: string): Promise<TokenResponse> {
  return http.request(authEndpoints.refresh, { auth: { token } });
}

/** Revokes the session server-side; the caller ignores failures since the browser forgets it anyway. */
export async function revokeSession(http: HttpClient, token: string): Promise<void> {
  await http.request(authEndpoints.logout, { auth: { token } });
}
