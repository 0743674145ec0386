/** Spanish texts of spec 000 §4 and §8 that this feature answers with, and those of its own limits. */
export const authMessages = {
  invalidCredentials: 'Usuario o contraseña inválido.',
  lockedUser:
    'Usuario bloqueado. Para volver a ingresar use "Olvidó su Contraseña?": recibirá en su correo una contraseña temporal que lo desbloquea.',
  lastAttempt:
    'Usuario o contraseña inválido. Le queda un intento: si vuelve a fallar, el usuario se bloqueará.',
  badSystemCode: 'El código de sistema no es válido.',
  wrongCurrentPassword: 'La contraseña actual enviada no coincide con los registros.',
  samePassword: 'La nueva contraseña debe ser diferente de la actual.',
  notYourAccount: 'Error de autenticación.',
  accountThrottled:
    'Demasiados intentos fallidos para este usuario. Espere unos minutos antes de volver a intentarlo.',
} as const;
