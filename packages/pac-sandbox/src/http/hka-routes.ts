import type { FastifyInstance } from 'fastify';
import { readHkaRequest, WcfFault, writeHkaAnswer, writeWcfFault } from '../hka/hka-envelope.ts';
import { HKA_SERVICE_PATH } from '../hka/hka-methods.ts';
import { runHkaMethod, type HkaRuntime } from '../hka/hka-service.ts';
import { writeHkaWsdl } from '../hka/hka-wsdl.ts';
import { serveWithFaults, type Answer } from './fault-gate.ts';
import type { Sleeper } from './sleeper.ts';

const SOAP11_CONTENT_TYPE = 'text/xml; charset=utf-8';

/**
 * The HKA/EBI integration API: POST {HKA_SERVICE_PATH} (SOAP 1.1, one operation per SOAPAction) and
 * GET {HKA_SERVICE_PATH}?wsdl / ?singleWsdl.
 */
export function registerHkaRoutes(app: FastifyInstance, runtime: HkaRuntime, sleeper: Sleeper): void {
  app.get<{ Querystring: Record<string, string> }>(HKA_SERVICE_PATH, async (request, reply) => {
    const query = Object.keys(request.query).map((key) => key.toLowerCase());
    if (!query.includes('wsdl') && !query.includes('singlewsdl')) {
      return reply.type('text/html; charset=utf-8').send('<html><body>Service</body></html>');
    }
    const host = request.headers.host ?? `127.0.0.1`;
    return reply
      .type(SOAP11_CONTENT_TYPE)
      .send(writeHkaWsdl(`${request.protocol}://${host}${HKA_SERVICE_PATH}`));
  });
  app.post(HKA_SERVICE_PATH, async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const soapAction = request.headers.soapaction;
    let parsed;
    try {
      parsed = readHkaRequest(body, Array.isArray(soapAction) ? soapAction[0] : soapAction);
    } catch (error) {
      if (error instanceof WcfFault)
        return reply.code(500).type(SOAP11_CONTENT_TYPE).send(writeWcfFault(error));
      throw error;
    }
    const { method, operation } = parsed;
    await serveWithFaults(runtime.base, sleeper, method, reply, (fault): Answer => {
      const isDgiDown = fault?.mode === 'dgi-down' || runtime.base.faults.describe()?.mode === 'dgi-down';
      try {
        const fields = runHkaMethod(runtime, method, operation, { isDgiDown });
        return { status: 200, contentType: SOAP11_CONTENT_TYPE, body: writeHkaAnswer(method, fields) };
      } catch (error) {
        const fault =
          error instanceof WcfFault
            ? error
            : new WcfFault('InternalServiceFault', 'Error interno del servicio.');
        if (!(error instanceof WcfFault)) request.log.error({ err: error }, 'HKA sandbox method failed');
        return { status: 500, contentType: SOAP11_CONTENT_TYPE, body: writeWcfFault(fault) };
      }
    });
  });
}
