import { sharedMessages } from '@facturar/contracts';
/**
 * Every failure a user or client can cause is an AppError with a kind; services and jobs throw it without
 * knowing HTTP, and the route edge turns the kind into a status (http/http-status.ts). `mensaje` is the
 * Spanish text for the user.
 */
export type AppErrorKind =
  | 'validation'
  | 'unauthenticated'
  | 'forbidden'
  | 'not_found'
  | 'credential_mismatch'
  | 'not_acceptable'
  | 'conflict'
  | 'payload_too_large'
  | 'rate_limited'
  | 'unavailable';

export type FieldProblem = { campo: string; mensaje: string };

export class AppError extends Error {
  readonly kind: AppErrorKind;
  readonly mensaje: string;
  readonly mensajeSistema: string | undefined;
  readonly errores: FieldProblem[] | undefined;

  constructor(
    kind: AppErrorKind,
    mensaje: string,
    details: { mensajeSistema?: string; errores?: FieldProblem[] } = {},
  ) {
    super(mensaje);
    this.name = 'AppError';
    this.kind = kind;
    this.mensaje = mensaje;
    this.mensajeSistema = details.mensajeSistema;
    this.errores = details.errores;
  }
}

export const messages = {
  unexpected: 'Ocurrió un error inesperado. Contáctese con el administrador del Sistema.',
  invalidJson: 'El cuerpo de la solicitud no es un JSON válido.',
  invalidRequest: 'Los datos enviados no son válidos.',
  notFound: 'No se encontró el recurso solicitado.',
  missingToken: 'Su sesión expiro.',
  invalidToken: 'La sesión fue cerrada por falta de actividad.',
  companyNotFound: sharedMessages.companyNotFound,
  forbidden: 'No tiene permiso para realizar esta acción.',
  tooLarge: 'El archivo o los datos enviados superan el tamaño permitido.',
  rateLimited: 'Demasiadas solicitudes. Espere un momento e intente de nuevo.',
  unsupportedMedia: 'El tipo de contenido enviado no es compatible.',
  nulCharacter: 'Los datos enviados contienen un carácter no permitido (NUL).',
  tooDeep: 'Los datos enviados tienen demasiados niveles anidados (más de 32).',
  malformedUpload: 'El archivo enviado llegó incompleto o dañado. Vuelva a enviarlo.',
  invalidValue: 'Uno de los valores enviados no es válido o está fuera del rango permitido.',
} as const;
