import { apiErrorSchema } from '@facturar/contracts';

/** Spec 000 §8: shown whenever the server cannot be reached. */
export const networkMessage = 'Existen problemas en la red. Contáctese con el administrador del Sistema.';

/** Used when a failed answer carries no apierror body to take the message from. */
export const unexpectedErrorMessage =
  'Ocurrió un error inesperado. Contáctese con el administrador del Sistema.';

export type ApiCallErrorCode = 'NETWORK' | 'HTTP' | 'INVALID_RESPONSE';

/** A refusal the server tied to one field of the request (apierror.errores). */
export type FieldProblem = { readonly campo: string; readonly mensaje: string };

/**
 * A failed call. `status` is the HTTP status (null when no answer arrived); `mensaje` is the server's
 * user message when it sent one, otherwise a generic Spanish message; screens map statuses to the
 * spec's messages where the spec names them.
 */
export class ApiCallError extends Error {
  readonly code: ApiCallErrorCode;
  readonly status: number | null;
  readonly mensaje: string;
  readonly mensajeSistema: string | undefined;
  /** The fields the server named, so a form can show each message on its field. */
  readonly errores: readonly FieldProblem[];

  constructor(
    code: ApiCallErrorCode,
    status: number | null,
    mensaje: string,
    mensajeSistema?: string,
    errores: readonly FieldProblem[] = [],
  ) {
    super(mensaje);
    this.name = 'ApiCallError';
    this.code = code;
    this.status = status;
    this.mensaje = mensaje;
    this.mensajeSistema = mensajeSistema;
    this.errores = errores;
  }
}

/** Builds the error for a non-2xx answer from its body, which may or may not be an apierror. */
export function createHttpError(status: number, body: unknown): ApiCallError {
  const parsed = apiErrorSchema.safeParse(body);
  if (!parsed.success) {
    return new ApiCallError('HTTP', status, unexpectedErrorMessage);
  }
  const { mensaje, mensajeSistema, errores } = parsed.data.apierror;
  return new ApiCallError('HTTP', status, mensaje, mensajeSistema, errores);
}

export function isApiCallError(error: unknown): error is ApiCallError {
  return error instanceof ApiCallError;
}

/** The status of a failed call, or null when it never got an answer (or is not a call error). */
export function readErrorStatus(error: unknown): number | null {
  return isApiCallError(error) && error.code === 'HTTP' ? error.status : null;
}

export function isNetworkError(error: unknown): boolean {
  return isApiCallError(error) && error.code === 'NETWORK';
}

/** What to tell the user of a failed call: the network message, or the server's own Spanish message. */
export function readFailureMessage(error: unknown): string {
  if (!isApiCallError(error)) return unexpectedErrorMessage;
  return error.code === 'NETWORK' ? networkMessage : error.mensaje;
}

/** A status's text, or how to build it from the server's own messages. */
export type FailureText = string | ((failure: ApiCallError) => string);

/** For a status whose message is the server's own (spec 001 §8 'the message the server answers'). */
export const serverMessage: FailureText = (failure) => failure.mensaje;

/**
 * The spec's message for a failed call (spec 001 §8): by HTTP status where it names one, the network
 * message when no answer came, `other` for any other status.
 */
export function describeCallFailure(
  error: unknown,
  byStatus: Readonly<Record<number, FailureText>>,
  other: string,
): string {
  if (isNetworkError(error)) return networkMessage;
  const status = readErrorStatus(error);
  const text = status === null ? undefined : byStatus[status];
  if (typeof text === 'function' && isApiCallError(error)) return text(error);
  return typeof text === 'string' ? text : other;
}

/** The server's messages for the fields among `fields`, to show each on its field (and not above the form). */
export function readFieldProblems<F extends string>(
  error: unknown,
  fields: readonly F[],
): { field: F; message: string }[] {
  if (!isApiCallError(error)) return [];
  return error.errores.flatMap((problem) => {
    const field = fields.find((name) => name === problem.campo);
    return field ? [{ field, message: problem.mensaje }] : [];
  });
}
