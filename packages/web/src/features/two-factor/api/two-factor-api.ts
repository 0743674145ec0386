import {
  twoFactorEndpoints,
  type TwoFactorDisableRequest,
  type TwoFactorSetup,
  type TwoFactorStartRequest,
  type TwoFactorStatus,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';

import type { HttpClient } from '#web/lib/http-client.ts';

export function fetchTwoFactorStatus(http: HttpClient): Promise<TwoFactorStatus> {
  return http.request(twoFactorEndpoints.status);
}

export function twoFactorStatusQueryOptions(http: HttpClient) {
  return queryOptions({ queryKey: ['two-factor-status'], queryFn: () => fetchTwoFactorStatus(http) });
}

export function startTwoFactor(http: HttpClient, request: TwoFactorStartRequest): Promise<TwoFactorSetup> {
  return http.request(twoFactorEndpoints.start, { body: request });
}

export async function confirmTwoFactor(http: HttpClient, codigo: string): Promise<string[]> {
  const answer = await http.request(twoFactorEndpoints.confirm, { body: { codigo } });
  return answer.codigosRecuperacion;
}

export async function disableTwoFactor(http: HttpClient, request: TwoFactorDisableRequest): Promise<string> {
  const answer = await http.request(twoFactorEndpoints.disable, { body: request });
  return answer.mensaje;
}
