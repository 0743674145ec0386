export type CafeRenderErrorCode = 'TEMPLATE_NOT_FOUND';

/** A CAFE that cannot be printed as asked; `mensaje` is the Spanish text for the user. */
export class CafeRenderError extends Error {
  readonly code: CafeRenderErrorCode;
  readonly mensaje: string;

  constructor(code: CafeRenderErrorCode, mensaje: string) {
    super(mensaje);
    this.name = 'CafeRenderError';
    this.code = code;
    this.mensaje = mensaje;
  }
}
