import { dashboardEndpoints } from '@facturar/contracts';
import { queryOptions } from '@tanstack/react-query';
import type { HttpClient } from '#web/lib/http-client.ts';

/** GET /reporte/tablero/{ruc}: the home page's picture of the business. */
export function dashboardQueryOptions(http: HttpClient, ruc: string) {
  return queryOptions({
    queryKey: ['dashboard', ruc],
    queryFn: () => http.request(dashboardEndpoints.dashboard, { params: { ruc } }),
    staleTime: 60_000,
  });
}
