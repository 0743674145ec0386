import * as contracts from '@facturar/contracts';
import type { Endpoint } from '@facturar/contracts';

function isEndpoint(value: unknown): value is Endpoint {
  const candidate = value as Partial<Endpoint> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.method === 'string' &&
    typeof candidate.path === 'string' &&
    typeof candidate.access === 'string' &&
    Array.isArray(candidate.tags)
  );
}

/**
 * Every call the contracts describe, found by walking what `@facturar/contracts` exports (the `…Endpoints`
 * groups and any nesting in them): a new descriptor is in this list the moment it is exported, so the
 * tests built on it (authorisation matrix, fuzzing) cover it without being edited.
 */
export function listEndpoints(): Endpoint[] {
  const found = new Map<string, Endpoint>();
  const pending: unknown[] = Object.values(contracts);
  while (pending.length > 0) {
    const value = pending.pop();
    if (isEndpoint(value)) {
      found.set(`${value.method} ${value.path}`, value);
    } else if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      // Only plain groups of descriptors are walked, not schemas or other exported values.
      if (Object.getPrototypeOf(value) === Object.prototype) pending.push(...Object.values(value));
    }
  }
  return [...found.values()].sort((a, b) => `${a.path} ${a.method}`.localeCompare(`${b.path} ${b.method}`));
}

/** The `:name` parameters of a descriptor's path. */
export function pathParamNames(endpoint: Endpoint): string[] {
  return [...endpoint.path.matchAll(/:([A-Za-z0-9_]+)/g)].map((match) => match[1] ?? '');
}

/** `/api/x/:ruc` as OpenAPI writes it, `/api/x/{ruc}`. */
export function openApiPathOf(endpoint: Endpoint): string {
  return endpoint.path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}
