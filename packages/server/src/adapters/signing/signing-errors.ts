/** Why a .p12 could not become a signing key. */
export type CertificateErrorCode =
  | 'NOT_PKCS12'
  | 'WRONG_PASSWORD'
  | 'NO_PRIVATE_KEY'
  | 'UNSUPPORTED_KEY'
  | 'NO_CERTIFICATE'
  | 'KEY_CERTIFICATE_MISMATCH'
  | 'CERTIFICATE_NOT_YET_VALID'
  | 'CERTIFICATE_EXPIRED'
  | 'EXCESSIVE_ITERATIONS'
  | 'TOO_SLOW';

const CERTIFICATE_MESSAGES: Readonly<Record<CertificateErrorCode, string>> = {
  NOT_PKCS12: 'El archivo no es un certificado PKCS#12 (.p12) válido.',
  WRONG_PASSWORD: 'La contraseña del certificado es incorrecta.',
  NO_PRIVATE_KEY: 'El archivo .p12 no contiene la clave privada del certificado.',
  UNSUPPORTED_KEY: 'La clave privada del certificado debe ser RSA.',
  NO_CERTIFICATE: 'El archivo .p12 no contiene el certificado.',
  KEY_CERTIFICATE_MISMATCH: 'La clave privada del archivo .p12 no corresponde a su certificado.',
  CERTIFICATE_NOT_YET_VALID: 'El certificado aún no está vigente.',
  CERTIFICATE_EXPIRED: 'El certificado está vencido.',
  EXCESSIVE_ITERATIONS:
    'El archivo .p12 pide más de 1.000.000 iteraciones para proteger su clave; expórtelo de nuevo con las opciones habituales.',
  TOO_SLOW: 'El archivo .p12 tardó demasiado en abrirse; revise el archivo y vuelva a intentarlo.',
};

/** A .p12 that cannot sign; `message` is the Spanish text for the user. */
export class CertificateError extends Error {
  readonly code: CertificateErrorCode;

  constructor(code: CertificateErrorCode, options?: { cause?: unknown }) {
    super(CERTIFICATE_MESSAGES[code], options);
    this.name = 'CertificateError';
    this.code = code;
  }
}

/** Why a text could not be signed, given a QR or built into an event. */
export type SigningErrorCode =
  'NOT_CANONICAL' | 'UNEXPECTED_ROOT' | 'ALREADY_SIGNED' | 'NOT_SIGNED' | 'QR_PRESENT' | 'INVALID_FIELD';

/**
 * Input the signing adapter refuses; `message` is the Spanish text for the user and `field`, for
 * INVALID_FIELD, the DGI element at fault.
 */
export class SigningError extends Error {
  readonly code: SigningErrorCode;
  readonly field: string | undefined;

  constructor(code: SigningErrorCode, message: string, field?: string) {
    super(message);
    this.name = 'SigningError';
    this.code = code;
    this.field = field;
  }
}

/** The refusal of one field of what is to be signed, named as the DGI's schema names it. */
export function invalidField(field: string, message: string): SigningError {
  return new SigningError('INVALID_FIELD', message, field);
}
