/**
 * A failure the browser decides itself, not the server: a login it may not use, a change it will not
 * send. It carries the spec's message in `mensaje`, so a screen's failure reader shows it as it is.
 */
export class BrowserRefusal extends Error {
  readonly mensaje: string;

  constructor(mensaje: string) {
    super(mensaje);
    // The subclass's own name (LoginDenied, PasswordChangeRefused), as the console and tests show it.
    this.name = new.target.name;
    this.mensaje = mensaje;
  }
}
