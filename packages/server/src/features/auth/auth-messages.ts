/** Spanish texts of spec 000 §4 and §8 that this feature answers with. */
export const authMessages = {
  invalidCredentials: 'Usuario o contraseña inválido.',
  lockedUser: 'Usuario bloqueado.',
  badSystemCode: 'El código de sistema no es válido.',
  recoveryNotFound: 'No se encontró el usuario que desea recuperar la contraseña.',
  recoveryRefused: 'No se pudo reestablecer la contraseña.',
  recoveryMailFailed: 'Error al recuperar la contraseña. Contáctese con el administrador del Sistema.',
  wrongCurrentPassword: 'La contraseña actual enviada no coincide con los registros.',
  samePassword: 'La nueva contraseña debe ser diferente de la actual.',
  notYourAccount: 'Error de autenticación.',
} as const;
