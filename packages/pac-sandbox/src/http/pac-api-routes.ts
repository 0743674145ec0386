import type { FastifyError, FastifyInstance } from 'fastify';
import {
  affiliateCompany,
  CompanyNotAffiliatedError,
  requestQrCode,
  type AffiliationRequest,
} from '../pac/company-service.ts';
import type { SandboxRuntime } from '../pac/sandbox-runtime.ts';
import { serveWithFaults } from './fault-gate.ts';
import type { Sleeper } from './sleeper.ts';

/** The PAC's own JSON API (not a DGI service): what the spec's company set-up calls through our server. */
export const PAC_API_BASE_PATH = '/pac/v1';
const JSON_CONTENT_TYPE = 'application/json; charset=utf-8';

const companyBody = {
  type: 'object',
  required: ['rucEmpresa'],
  properties: {
    rucEmpresa: { type: 'string', minLength: 1, maxLength: 20 },
    digitoVerificador: { type: 'string', maxLength: 2 },
    tipoContribuyente: { anyOf: [{ type: 'string' }, { type: 'integer' }] },
    razonSocial: { type: 'string' },
  },
} as const;

/**
 * POST /pac/v1/empresas/afiliacion → { respuesta: 1 | 3 | 4, mensaje };
 * POST /pac/v1/empresas/codigo-seguridad-qr/{1|2} → { respuesta: 1 | 2 | 3, mensaje, codigoSeguridadQr? }.
 * A request the PAC refuses is a 400 with { mensaje }.
 */
export function registerPacApiRoutes(app: FastifyInstance, runtime: SandboxRuntime, sleeper: Sleeper): void {
  void app.register(
    async (scope) => {
      scope.setErrorHandler((error: FastifyError, _request, reply) => {
        const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
        const mensaje = status === 400 ? `Solicitud inválida: ${error.message}` : 'Error interno del PAC.';
        return reply.code(status).type(JSON_CONTENT_TYPE).send({ mensaje });
      });

      scope.post<{ Body: AffiliationRequest }>(
        '/empresas/afiliacion',
        { schema: { body: companyBody } },
        async (request, reply) => {
          await serveWithFaults(runtime, sleeper, 'afiliacion', reply, (fault) =>
            json(200, affiliateCompany(runtime, request.body, !isDgiDown(fault?.mode))),
          );
        },
      );

      scope.post<{ Body: AffiliationRequest; Params: { accion: '1' | '2' } }>(
        '/empresas/codigo-seguridad-qr/:accion',
        {
          schema: {
            body: companyBody,
            params: { type: 'object', properties: { accion: { type: 'string', enum: ['1', '2'] } } },
          },
        },
        async (request, reply) => {
          const action = request.params.accion === '1' ? 1 : 2;
          await serveWithFaults(runtime, sleeper, 'codigoQr', reply, (fault) => {
            try {
              return json(
                200,
                requestQrCode(runtime, request.body.rucEmpresa, action, !isDgiDown(fault?.mode)),
              );
            } catch (error) {
              if (error instanceof CompanyNotAffiliatedError) return json(400, { mensaje: error.message });
              throw error;
            }
          });
        },
      );
    },
    { prefix: PAC_API_BASE_PATH },
  );
}

function isDgiDown(mode: string | undefined): boolean {
  return mode === 'return' || mode === 'delay';
}

function json(status: number, body: unknown) {
  return { status, contentType: JSON_CONTENT_TYPE, body: JSON.stringify(body) };
}
