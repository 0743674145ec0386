/**
 * Why a call to the PAC did not produce an answer the pipeline can act on:
 * - PAC_UNAVAILABLE: nothing was processed (connection refused, DNS, HTTP 5xx) → pending state 4;
 * - PAC_TIMEOUT: the request may have been processed, the answer did not come → consult by CUFE before
 *   resending;
 * - PAC_MALFORMED_ANSWER: an answer came that cannot be read (it may have been processed too);
 * - PAC_REFUSED_REQUEST: the PAC refused the request itself (SOAP Sender fault, HTTP 4xx): a bug on our
 *   side or data the PAC will not take, so retrying the same request does not help;
 * - PAC_INVALID_REQUEST: the adapter refused to send it (e.g. a control id that is not 1–15 digits).
 */
export type PacErrorCode =
  'PAC_UNAVAILABLE' | 'PAC_TIMEOUT' | 'PAC_MALFORMED_ANSWER' | 'PAC_REFUSED_REQUEST' | 'PAC_INVALID_REQUEST';

const PAC_ERROR_MESSAGES: Readonly<Record<PacErrorCode, string>> = {
  PAC_UNAVAILABLE: 'El servicio del PAC no está disponible. Intente más tarde.',
  PAC_TIMEOUT: 'El PAC no respondió a tiempo; el resultado del envío es desconocido.',
  PAC_MALFORMED_ANSWER: 'La respuesta del PAC no se pudo interpretar.',
  PAC_REFUSED_REQUEST: 'El PAC rechazó la solicitud.',
  PAC_INVALID_REQUEST: 'La solicitud al PAC no es válida.',
};

/** A failed PAC call; `message` is the Spanish text for the user, `detail` the technical reason for logs. */
export class PacError extends Error {
  readonly code: PacErrorCode;
  /** True when the PAC may have processed the request: consult by CUFE before sending it again. */
  readonly isOutcomeUnknown: boolean;
  /** HTTP status of the answer, when there was one. */
  readonly status: number | undefined;
  readonly detail: string;
  /** The PAC's answer as received when it could not be read, kept for the operator (never shown). */
  rawAnswer: string | undefined;

  constructor(
    code: PacErrorCode,
    detail: string,
    options: { status?: number; message?: string; cause?: unknown; rawAnswer?: string } = {},
  ) {
    super(options.message ?? PAC_ERROR_MESSAGES[code], { cause: options.cause });
    this.name = 'PacError';
    this.code = code;
    this.isOutcomeUnknown = code === 'PAC_TIMEOUT' || code === 'PAC_MALFORMED_ANSWER';
    this.status = options.status;
    this.detail = detail;
    this.rawAnswer = options.rawAnswer;
  }
}
