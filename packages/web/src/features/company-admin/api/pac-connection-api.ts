import {
  pacConnectionEndpoints,
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
    queryFn: (): Promise<PacConnection> =>
      http.request(pacConnectionEndpoints.pacConnection, { params: { ruc } }),
  });
}

export function savePacConnection(
  http: HttpClient,
  ruc: string,
  body: PacConnectionBody,
): Promise<PacConnection> {
  return http.request(pacConnectionEndpoints.savePacConnection, { params: { ruc }, body });
}

export function testPacConnection(http: HttpClient, ruc: string): Promise<PacConnectionTest> {
  return http.request(pacConnectionEndpoints.testPacConnection, { params: { ruc } });
}
