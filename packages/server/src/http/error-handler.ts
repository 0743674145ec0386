import { SystemCode } from '@facturar/contracts';
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

/**
 * Errors a client's input causes below the route's own checks: a multipart body cut short or malformed
 * (busboy's errors carry no status), and PostgreSQL's data exceptions (SQLSTATE class 22: a number out of
 * range, a byte sequence it cannot store), which only a value sent by the client reaches.
 */
function classifyInputError(error: FastifyError): 'upload' | 'value' | undefined {
  if (
    /^(Unexpected end of (form|multipart data)|Malformed part header|Multipart: Boundary not found)/.test(
      error.message,
    )
  )
    return 'upload';
  const sqlState = (error as { code?: unknown }).code;
  if (typeof sqlState === 'string' && /^22[0-9A-Z]{3}$/.test(sqlState)) return 'value';
  return undefined;
}

/**
 * The one place where failures become HTTP answers: the apierror body, never a stack. Every error a client
 * can cause (validation, parsing, uploads, values the database refuses) is a 4xx with a Spanish message and
 * is not logged as a failure; only what remains is a 500, logged with its stack.
 */
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
        mensajeSistema: SystemCode.VALIDACION,
        errores,
      });
    }
    if (
      error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' ||
      (error.statusCode === 400 && error instanceof SyntaxError)
    ) {
      return send(reply, 400, { mensaje: messages.invalidJson, mensajeSistema: SystemCode.JSON_INVALIDO });
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
    const inputError = classifyInputError(error);
    if (inputError) {
      request.log.warn({ code: error.code, message: error.message }, 'refused input');
      return inputError === 'upload'
        ? send(reply, 400, {
            mensaje: messages.malformedUpload,
            mensajeSistema: SystemCode.ARCHIVO_INCOMPLETO,
          })
        : send(reply, 400, { mensaje: messages.invalidValue, mensajeSistema: SystemCode.VALOR_INVALIDO });
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
