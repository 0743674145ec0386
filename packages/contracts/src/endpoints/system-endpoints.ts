import { defineEndpoint } from '../endpoint.ts';
import { healthResponseSchema } from '../health.ts';
import { runtimeConfigSchema } from '../runtime-config.ts';

export const systemEndpoints = {
  health: defineEndpoint({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    response: healthResponseSchema,
    tags: ['sistema'],
  }),
  /** Addresses and keys the web app reads at start-up, so one build serves every installation. */
  runtimeConfig: defineEndpoint({
    method: 'GET',
    path: '/runtime-config.json',
    access: 'public',
    response: runtimeConfigSchema,
    tags: ['sistema'],
    isHidden: true,
  }),
};
