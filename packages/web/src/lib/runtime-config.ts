import {
  buildPath,
  runtimeConfigSchema,
  systemEndpoints,
  type RuntimeConfig,
  type ServiceName,
} from '@facturar/contracts';
import { ApiCallError, networkMessage, unexpectedErrorMessage } from './api-call-error.ts';

export type { ServiceName };

/** Loads the addresses and keys the deployment provides (spec 000 §7); the bundle holds none. */
export async function loadRuntimeConfig(fetchFn: typeof fetch): Promise<RuntimeConfig> {
  let response: Response;
  try {
    response = await fetchFn(buildPath(systemEndpoints.runtimeConfig), {
      headers: { Accept: 'application/json' },
    });
  } catch {
    throw new ApiCallError('NETWORK', null, networkMessage);
  }
  if (!response.ok) {
    throw new ApiCallError('HTTP', response.status, unexpectedErrorMessage);
  }
  const parsed = runtimeConfigSchema.safeParse(await response.json().catch(() => null));
  if (!parsed.success) {
    throw new ApiCallError('INVALID_RESPONSE', response.status, unexpectedErrorMessage);
  }
  return parsed.data;
}

/** Joins a service base (for example '/api', or '' for the versioned service) and an endpoint path. */
export function buildServiceUrl(
  config: RuntimeConfig,
  service: ServiceName,
  path: string,
  query?: Record<string, string>,
): string {
  const base = config.services[service].replace(/\/+$/, '');
  const url = `${base}${path.startsWith('/') ? path : `/${path}`}`;
  if (!query || Object.keys(query).length === 0) {
    return url;
  }
  return `${url}?${new URLSearchParams(query).toString()}`;
}
