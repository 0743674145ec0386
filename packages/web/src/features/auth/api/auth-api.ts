import {
  authEndpoints,
  buildApiPath,
  recoveryResponseSchema,
  tokenResponseSchema,
  type TokenResponse,
} from '@facturar/contracts';
import type { HttpClient } from '#web/lib/http-client.ts';

export type Credentials = { username: string; password: string };

export function logIn(http: HttpClient, credentials: Credentials): Promise<TokenResponse> {
  return http.call({
    service: 'auth',
    path: buildApiPath(authEndpoints.login),
    method: 'POST',
    auth: 'none',
    body: { ...credentials, codigoSistema: http.config.codigoSistema },
    schema: tokenResponseSchema,
  });
}

/** Starts a password recovery; the answer names the e-mail the temporary password went to. */
export async function recoverPassword(http: HttpClient, username: string): Promise<string> {
  const answer = await http.call({
    service: 'auth',
    path: buildApiPath(authEndpoints.recoverPassword),
    method: 'POST',
    auth: 'none',
    query: { nombreUsuarioAcceso: username, codigoSistema: http.config.codigoSistema },
    schema: recoveryResponseSchema,
  });
  return answer.correoPrincipalUsuario;
}
