/** Spec 000 §4: a failed renewal (and, by the same reasoning, a session that ran out) ends with this. */
export const inactivityMessage = 'La sesión fue cerrada por falta de actividad.';

/** How a sign-out tells the user why, when it was not their own choice. */
export type SignOutNotice = { message: string; variant: 'warning' | 'error' | 'info' };
