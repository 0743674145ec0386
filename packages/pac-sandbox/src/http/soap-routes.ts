import type { FastifyInstance } from 'fastify';
import { consultDocument } from '../pac/consultation-service.ts';
import { downloadDocuments } from '../pac/download-service.ts';
import { receiveEvent } from '../pac/event-service.ts';
import { receiveDocument } from '../pac/reception-service.ts';
import type { SandboxRuntime } from '../pac/sandbox-runtime.ts';
import { lookUpTaxpayer } from '../pac/taxpayer-service.ts';
import {
  writeConsultationAnswer,
  writeDownloadAnswer,
  writeEventAnswer,
  writeFault,
  writeReceptionAnswer,
  writeTaxpayerAnswer,
} from '../soap/soap-answer-writer.ts';
import { SoapFault } from '../soap/soap-fault.ts';
import { readSoapRequest } from '../soap/soap-request-reader.ts';
import type { PacService } from '../state/fault-injector.ts';
import { serveWithFaults, type Answer, type AppliedFault } from './fault-gate.ts';
import type { Sleeper } from './sleeper.ts';
import type { XmlTreeElement } from '../xml/xml-tree-nodes.ts';

const SOAP_CONTENT_TYPE = 'application/soap+xml; charset=utf-8';
/** The DGI's WCF layout: one .svc per operation under /FepWcfService/. */
export const SERVICE_BASE_PATH = '/FepWcfService';

type SoapService = {
  readonly service: PacService;
  readonly requestRoot: string;
  readonly answer: (runtime: SandboxRuntime, request: XmlTreeElement, fault: AppliedFault) => string;
};

const SERVICES: readonly SoapService[] = [
  {
    service: 'feRecepFE',
    requestRoot: 'rEnviFe',
    answer: (runtime, request, fault) =>
      writeReceptionAnswer(
        receiveDocument(
          runtime,
          request,
          fault && (fault.mode === 'return' || fault.mode === 'delay')
            ? { mode: fault.mode, delayMs: fault.delayMs }
            : undefined,
        ),
      ),
  },
  {
    service: 'feConsFE',
    requestRoot: 'rEnviConsFe',
    answer: (runtime, request) => writeConsultationAnswer(consultDocument(runtime, request)),
  },
  {
    service: 'feDescFE',
    requestRoot: 'rEnviDescFe',
    answer: (runtime, request) => writeDownloadAnswer(downloadDocuments(runtime, request)),
  },
  {
    service: 'feRecepEvento',
    requestRoot: 'rEnviEventoFe',
    answer: (runtime, request) => writeEventAnswer(receiveEvent(runtime, request)),
  },
  {
    service: 'feConsRucDV',
    requestRoot: 'rEnviConsRucDV',
    answer: (runtime, request) => writeTaxpayerAnswer(lookUpTaxpayer(runtime, request)),
  },
];

/** POST /FepWcfService/<service>.svc for the DGI web services, SOAP 1.2 in and out. */
export function registerSoapRoutes(app: FastifyInstance, runtime: SandboxRuntime, sleeper: Sleeper): void {
  for (const definition of SERVICES) {
    app.post(`${SERVICE_BASE_PATH}/${definition.service}.svc`, async (request, reply) => {
      const body = typeof request.body === 'string' ? request.body : '';
      await serveWithFaults(runtime, sleeper, definition.service, reply, (fault) => {
        try {
          const root = readSoapRequest(body, definition.requestRoot);
          return soapAnswer(200, definition.answer(runtime, root, fault));
        } catch (error) {
          if (error instanceof SoapFault)
            return soapAnswer(error.code === 'Receiver' ? 500 : 400, writeFault(error.code, error.message));
          request.log.error({ err: error }, 'PAC sandbox service failed');
          return soapAnswer(500, writeFault('Receiver', 'Error interno del servicio.'));
        }
      });
    });
  }
}

function soapAnswer(status: number, body: string): Answer {
  return { status, contentType: SOAP_CONTENT_TYPE, body };
}
