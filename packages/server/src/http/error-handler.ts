import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import type { ApiErrorBody } from '@facturar/contracts';
import { AppError, messages, type FieldProblem } from '../errors/app-error.ts';
import { httpStatusByKind } from './http-status.ts';

function send(
  reply: FastifyReply,
  status: number,
  body: Omit<ApiErrorBody['apierror'], 'status' | 'timestamp'>,
) {
  const apierror = { status, ...body, timestamp: new Date().toISOString() };
  return reply.status(status).type('application/json; charset=utf-8').send({ apierror });
}

type ValidationIssue = { message?: string; instancePath?: string };

function fieldProblems(issues: readonly ValidationIssue[]): FieldProblem[] {
  return issues.map((issue) => ({
    campo: issue.instancePath?.replace(/^\//, '').replaceAll('/', '.') ?? '',
    mensaje: issue.message ?? messages.invalidRequest,
  }));
}

/** The one place where failures become HTTP answers: the apierror body, never a stack. */
export function installErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return send(reply, httpStatusByKind[error.kind], {
        mensaje: error.mensaje,
        ...(error.mensajeSistema ? { mensajeSistema: error.mensajeSistema } : {}),
        ...(error.errores ? { errores: error.errores } : {}),
      });
    }
    if (error.validation) {
      const errores = fieldProblems(error.validation as readonly ValidationIssue[]);
      return send(reply, 400, {
        mensaje: errores[0]?.mensaje ?? messages.invalidRequest,
        mensajeSistema: 'VALIDACION',
        errores,
      });
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (error.statusCode === 400 && error instanceof SyntaxError)
    ) {
      return send(reply, 400, { mensaje: messages.invalidJson, mensajeSistema: 'JSON_INVALIDO' });
    }
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || error.statusCode === 413) {
      return send(reply, 413, { mensaje: messages.tooLarge });
    }
    if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' || error.statusCode === 415) {
      return send(reply, 415, { mensaje: messages.unsupportedMedia });
    }
    if (error.statusCode === 429) return send(reply, 429, { mensaje: messages.rateLimited });
    if (error.statusCode && error.statusCode >= 400 && error.statusCode < 500) {
      return send(reply, error.statusCode, { mensaje: messages.invalidRequest, mensajeSistema: error.code });
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(reply, 500, { mensaje: messages.unexpected });
  });

  app.setNotFoundHandler((request, reply) =>
    send(reply, 404, {
      mensaje: messages.notFound,
      mensajeSistema: `${request.method} ${request.url.split('?')[0]}`,
    }),
  );
}
