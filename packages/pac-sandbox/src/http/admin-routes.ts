import type { FastifyInstance } from 'fastify';
import type { SandboxRuntime } from '../pac/sandbox-runtime.ts';
import type { HkaCompany } from '../sandbox-options.ts';
import type { RegistryEntry } from '../state/demo-taxpayers.ts';
import { FAULT_MODES, PAC_SERVICES, type FaultSettings } from '../state/fault-injector.ts';

export const ADMIN_BASE_PATH = '/admin';

const faultBody = {
  type: 'object',
  required: ['mode'],
  additionalProperties: false,
  properties: {
    mode: { type: 'string', enum: [...FAULT_MODES] },
    count: { type: 'integer', minimum: 1 },
    durationMs: { type: 'integer', minimum: 1 },
    delayMs: { type: 'integer', minimum: 0 },
    services: { type: 'array', items: { type: 'string', enum: [...PAC_SERVICES] } },
  },
} as const;

const taxpayerBody = {
  type: 'object',
  required: ['ruc', 'taxpayerType', 'dv', 'name'],
  additionalProperties: false,
  properties: {
    ruc: { type: 'string', minLength: 1, maxLength: 20 },
    taxpayerType: { type: 'integer', enum: [1, 2] },
    dv: { type: 'string', pattern: '^[0-9]{2}$' },
    name: { type: 'string', minLength: 1 },
    isAuthorisedToIssue: { type: 'boolean', default: true },
    receiverType: { type: 'string', enum: ['01', '03'], default: '01' },
    isAffiliated: { type: 'boolean', default: false },
  },
} as const;

const hkaCompanyBody = {
  type: 'object',
  required: ['tokenEmpresa', 'tokenPassword', 'ruc'],
  additionalProperties: false,
  properties: {
    tokenEmpresa: { type: 'string', minLength: 1, maxLength: 200 },
    tokenPassword: { type: 'string', minLength: 1, maxLength: 200 },
    ruc: { type: 'string', minLength: 1, maxLength: 20 },
    taxpayerType: { type: 'integer', enum: [1, 2] },
    name: { type: 'string', minLength: 1 },
    address: { type: 'string', minLength: 1 },
    locationCode: { type: 'string', pattern: '^[0-9]{1,2}-[0-9]{1,2}-[0-9]{1,2}$' },
    coordinates: { type: 'string' },
    phone: { type: 'string' },
    email: { type: 'string' },
    foliosPerCycle: { type: 'integer', minimum: 0 },
    licenceStart: { type: 'string', pattern: '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' },
    qrSecret: { type: 'string', minLength: 16 },
  },
} as const;

/** The HKA mode's controls the admin calls reach. */
export type HkaAdmin = {
  readonly saveHkaCompany: (company: HkaCompany) => void;
  readonly resetHka: () => void;
};

/** What GET /admin/state answers. */
export function describeState(runtime: SandboxRuntime) {
  const { store } = runtime;
  return {
    environment: Number(runtime.environment),
    fault: runtime.faults.describe(),
    documents: store.counts(),
    affiliations: store.listAffiliations().map(({ ruc, name }) => ({ ruc, name })),
    qrCodes: store.listQrCodes(),
    taxpayers: store.countTaxpayers(),
  };
}

/**
 * The sandbox's controls, for tests and demos (no DGI counterpart): GET state, POST/DELETE faults,
 * POST reset, POST taxpayers (add or replace a registry entry), POST hka/companies (a token pair of the
 * HKA mode), POST held-back/release.
 */
export function registerAdminRoutes(app: FastifyInstance, runtime: SandboxRuntime, hka: HkaAdmin): void {
  void app.register(
    async (scope) => {
      scope.get('/state', async () => describeState(runtime));
      scope.post<{ Body: FaultSettings }>('/faults', { schema: { body: faultBody } }, async (request) => {
        runtime.faults.set(request.body);
        return describeState(runtime);
      });
      scope.delete('/faults', async () => {
        runtime.faults.clear();
        return describeState(runtime);
      });
      scope.post('/reset', async () => {
        runtime.faults.clear();
        runtime.store.reset();
        hka.resetHka();
        return describeState(runtime);
      });
      scope.post<{ Body: RegistryEntry }>(
        '/taxpayers',
        { schema: { body: taxpayerBody } },
        async (request) => {
          runtime.store.saveTaxpayer(request.body);
          return describeState(runtime);
        },
      );
      scope.post<{ Body: HkaCompany }>(
        '/hka/companies',
        { schema: { body: hkaCompanyBody } },
        async (request, reply) => {
          try {
            hka.saveHkaCompany(request.body);
          } catch (error) {
            if (error instanceof RangeError) return reply.code(400).send({ mensaje: 'El RUC no es válido.' });
            throw error;
          }
          return describeState(runtime);
        },
      );
      scope.post('/held-back/release', async () => ({
        released: runtime.store.releaseHeldBack(runtime.now(), true),
      }));
    },
    { prefix: ADMIN_BASE_PATH },
  );
}
