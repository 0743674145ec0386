/**
 * A spreadsheet that cannot be read; `mensaje` is the Spanish text for the user, `code` the reason for
 * the logs and clients, `isTooLarge` whether it is the file's size (413) rather than its content.
 */
export class SpreadsheetError extends Error {
  readonly code: string;
  readonly mensaje: string;
  readonly isTooLarge: boolean;

  constructor(code: string, mensaje: string, options: { isTooLarge?: boolean; cause?: unknown } = {}) {
    super(mensaje, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'SpreadsheetError';
    this.code = code;
    this.mensaje = mensaje;
    this.isTooLarge = options.isTooLarge === true;
  }
}
