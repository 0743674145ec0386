import {
  buildApiPath,
  recoveryCodesSchema,
  twoFactorEndpoints,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
  type TwoFactorDisableRequest,
  type TwoFactorSetup,
  type TwoFactorStatus,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import type { HttpClient } from '#web/lib/http-client.ts';

export function fetchTwoFactorStatus(http: HttpClient): Promise<TwoFactorStatus> {
  return http.call({
    service: 'auth',
    path: buildApiPath(twoFactorEndpoints.status),
    schema: twoFactorStatusSchema,
  });
}

export function twoFactorStatusQueryOptions(http: HttpClient) {
  return queryOptions({ queryKey: ['two-factor-status'], queryFn: () => fetchTwoFactorStatus(http) });
}

export function startTwoFactor(http: HttpClient): Promise<TwoFactorSetup> {
  return http.call({
    service: 'auth',
    path: buildApiPath(twoFactorEndpoints.start),
    method: 'POST',
    schema: twoFactorSetupSchema,
  });
}

export async function confirmTwoFactor(http: HttpClient, codigo: string): Promise<string[]> {
  const answer = await http.call({
    service: 'auth',
    path: buildApiPath(twoFactorEndpoints.confirm),
    method: 'POST',
    body: { codigo },
    schema: recoveryCodesSchema,
  });
  return answer.codigosRecuperacion;
}

export async function disableTwoFactor(http: HttpClient, request: TwoFactorDisableRequest): Promise<string> {
  const answer = await http.call({
    service: 'auth',
    path: buildApiPath(twoFactorEndpoints.disable),
    method: 'POST',
    body: request,
    schema: z.object({ mensaje: z.string() }),
  });
  return answer.mensaje;
}
