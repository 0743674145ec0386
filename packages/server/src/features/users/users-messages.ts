/** Spec 000 §8 'Add user', 'Edit user', 'Profile update' and §8 success messages. */
export const userMessages = {
  added: 'Usuario Agregado.',
  edited: 'Usuario editado.',
  profileEdited: 'Perfil Editado',
  companyNotFound: 'No se encontró la empresa enviada para relacionarla con el usuario.',
  duplicate: 'La Identificación o el Correo ya se encuentra registrado a otro usuario del sistema',
  identificationInCompany: (identification: string) =>
    `La identificación ${identification} ya es de un usuario de esta empresa.`,
  emailInCompany: (email: string) => `El correo ${email} ya es de un usuario de esta empresa.`,
  userNotFound: 'No se encontró el usuario a actualizar.',
  assignmentNotFound: 'No se encontró la asignacion del perfil al usuario.',
  stateLockedUntilFirstLogin: 'Puede cambiar el estado del usuario, posterior al primer inicio de sesión.',
  stateNotSelectable:
    'El estado Primer ingreso lo asigna el sistema; seleccione Activo, Inactivo o Bloqueado.',
  lastAdministrator:
    'La empresa debe conservar al menos un administrador activo. Asigne primero el perfil Administrador a otro usuario.',
} as const;
