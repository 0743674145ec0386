/** The login and recovery messages of spec 000 §4, §5 and §8, word for word. */
export const loginMessages = {
  missingFields: 'Ingrese todos los campos',
  missingUser: 'Ingrese el usuario',
  invalidCredentials: 'Usuario o contraseña inválido.',
  lockedUser: 'Usuario bloqueado.',
  /** Not in the spec: how a locked user gets back in (issue 24). */
  lockedUserHelp:
    'Para volver a ingresar use "Olvidó su Contraseña?": recibirá en su correo una contraseña temporal que lo desbloquea.',
  /** Not in the spec: the warning before the attempt that locks the user. */
  lastAttempt:
    'Usuario o contraseña inválido. Le queda un intento: si vuelve a fallar, el usuario se bloqueará.',
  deactivatedUser: 'El usuario fue desactivado.',
  tooManyAttempts: 'Número de intentos excedido. Comuníquese con el administrador.',
  undefinedState: 'Estado del usuario indefinido. Comuníquese con el administrador.',
  invalidToken: 'datos de autenticación inválidos (token), Comuníquese con el administrador.',
  recoveryRejected: 'No se pudo reestablecer la contraseña.',
  recoveryUserNotFound: 'No se encontró el usuario que desea recuperar la contraseña.',
  recoveryFailed: 'Error al recuperar la contraseña. Contáctese con el administrador del Sistema.',
} as const;

/**
 * The spec gives the recovery success only as a paraphrase. The server answers every user name alike,
 * with the address masked (ADR 0021), so the text does not claim the user exists.
 */
export function describeRecoverySuccess(maskedEmail: string): string {
  return `Si el usuario está registrado y activo, la información para iniciar sesión fue enviada a su correo electrónico: ${maskedEmail}. La contraseña temporal sirve una sola vez y por tiempo limitado; mientras no la use, su contraseña actual sigue funcionando.`;
}

/** The notice on the login screen itself: the app is coming, and unofficial apps are not ours. */
export const mobileAppNotice =
  'Próximamente: la aplicación móvil oficial de Facturar. Por ahora no existe ninguna aplicación móvil oficial; no instale aplicaciones de terceros que usen nuestro nombre ni entregue en ellas sus credenciales.';
