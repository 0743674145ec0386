/** What a change to a user made elsewhere (an administrator's edit, an operator's new e-mail) ends on the auth side. */
export { clearAccountFailures, closeOpenRecoveries, revokeUserSessions } from './auth-repository.ts';
export { registerAuthRoutes } from './auth-routes.ts';
export { verifyAccess } from './auth-service.ts';
export { normaliseAccessName } from './auth-rules.ts';
export { passwordRecoveryJob } from './password-recovery-job.ts';
export { resetTwoFactor } from './two-factor-service.ts';
export { makeTemporaryPassword, openTemporaryPassword } from './temporary-password.ts';
