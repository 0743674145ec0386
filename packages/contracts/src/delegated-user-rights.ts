import type { Profile, UserState } from './auth.ts';

/**
 * What a partner firm (for its affiliated companies) or the platform administrator may change in another
 * company's users (ADR 0104), the list the server checks. Everything not listed is the company's own
 * administrators' to change.
 */
export const delegatedUserRights = {
  /** 'Nuevo Usuario': always with the internal profile. */
  mayAddUsers: true,
  /** Name, phone and address, of every user. */
  mayEditContactDetails: true,
  /** The e-mail is the sign-in name: an administrator's is the company's key to itself. */
  mayChangeEmailOf: ['INT'] as readonly Profile[],
  /** States it may set, by the user's profile: it may reactivate an administrator, never stop one. */
  statesItMaySet: { INT: ['ACT', 'DES', 'BLO'], ADM: ['ACT'] } as Readonly<
    Record<Profile, readonly UserState[]>
  >,
  /** Making or unmaking an administrator hands over the company. */
  mayChangeProfiles: false,
} as const;

export const delegatedUserMessages = {
  adminEmail:
    'El correo de un administrador es su usuario de acceso: solo los administradores de la empresa pueden cambiarlo.',
  adminState: 'Solo los administradores de la empresa pueden desactivar o bloquear a un administrador.',
  profile: 'Solo los administradores de la empresa pueden cambiar el perfil de sus usuarios.',
} as const;
