import { authEndpoints, buildApiPath, resourceListSchema, type Resource } from '@facturar/contracts';
import type { HttpClient } from '#web/lib/http-client.ts';

/** The user's resources (menu, user menu, configuration permissions), in display order. */
export function fetchPermissions(http: HttpClient, perm: string): Promise<Resource[]> {
  return http.call({
    service: 'core',
    path: buildApiPath(authEndpoints.permissions, { perm, apikey: http.config.apiKey }),
    schema: resourceListSchema,
  });
}
