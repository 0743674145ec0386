import {
  buildApiPath,
  pacConnectionEndpoints,
  pacConnectionSchema,
  pacConnectionTestSchema,
  type PacConnection,
  type PacConnectionBody,
  type PacConnectionTest,
} from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

export const pacConnectionKey = (ruc: string) => ['pac-connection', ruc] as const;

/** GET /empresas/{ruc}/conexion-pac: never a secret, only whether each is set. */
export function pacConnectionQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: pacConnectionKey(ruc),
    queryFn: () =>
      http.call({
        service: 'core',
        path: buildApiPath(pacConnectionEndpoints.pacConnection, { ruc }),
        schema: pacConnectionSchema,
      }),
  });
}

export function savePacConnection(
  http: HttpClient,
  ruc: string,
  body: PacConnectionBody,
): Promise<PacConnection> {
  return http.call({
    service: 'core',
    method: 'PUT',
    path: buildApiPath(pacConnectionEndpoints.savePacConnection, { ruc }),
    body,
    schema: pacConnectionSchema,
  });
}

export function testPacConnection(http: HttpClient, ruc: string): Promise<PacConnectionTest> {
  return http.call({
    service: 'core',
    method: 'POST',
    path: buildApiPath(pacConnectionEndpoints.testPacConnection, { ruc }),
    schema: pacConnectionTestSchema,
  });
}
