import { authEndpoints, type Resource } from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

/** The user's resources (menu, user menu, configuration permissions), in display order. */
export function fetchPermissions(http: HttpClient, perm: string): Promise<Resource[]> {
  return http.request(authEndpoints.permissions, { params: { perm, apikey: http.config.apiKey } });
}

export function permissionsQueryOptions(http: HttpClient, perm: string) {
  return queryOptions({ queryKey: ['permissions', perm], queryFn: () => fetchPermissions(http, perm) });
}
