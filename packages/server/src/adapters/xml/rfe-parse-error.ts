export type RfeParseErrorCode =
  | 'XML_TOO_LARGE'
  | 'XML_DTD_FORBIDDEN'
  | 'XML_MALFORMED'
  | 'XML_NOT_RFE'
  | 'XML_MISSING_ELEMENT'
  | 'XML_INVALID_VALUE';

/** A signed rFE text that cannot be read; `mensaje` is the Spanish text for the user. */
export class RfeParseError extends Error {
  readonly code: RfeParseErrorCode;
  readonly mensaje: string;

  constructor(code: RfeParseErrorCode, mensaje: string, options?: { cause?: unknown }) {
    super(mensaje, options);
    this.name = 'RfeParseError';
    this.code = code;
    this.mensaje = mensaje;
  }
}
