import {
  authEndpoints,
  twoFactorEndpoints,
  type LoginResponse,
  type SecondStepRequest,
  type SecondStepResponse,
} from '@facturar/contracts';
import type { HttpClient } from '#web/lib/http-client.ts';

export type Credentials = { username: string; password: string };

/** The session, or the challenge of the second step when the user has one (ADR 0024). */
export function logIn(http: HttpClient, credentials: Credentials): Promise<LoginResponse> {
  return http.request(authEndpoints.login, {
    body: { ...credentials, codigoSistema: http.config.codigoSistema },
    auth: 'none',
  });
}

/** Answers a sign-in challenge with the code of the authenticator app or a recovery code. */
export function verifySecondStep(http: HttpClient, request: SecondStepRequest): Promise<SecondStepResponse> {
  return http.request(twoFactorEndpoints.verifySignIn, { body: request, auth: 'none' });
}

/** Starts a password recovery; the answer names the e-mail the temporary password went to. */
export async function recoverPassword(http: HttpClient, username: string): Promise<string> {
  const answer = await http.request(authEndpoints.recoverPassword, {
    query: { nombreUsuarioAcceso: username, codigoSistema: http.config.codigoSistema },
    auth: 'none',
  });
  return answer.correoPrincipalUsuario;
}
