export { registerAuthRoutes } from './auth-routes.ts';
export { verifyAccess } from './auth-service.ts';
export { normaliseAccessName } from './auth-rules.ts';
export { passwordRecoveryJob } from './password-recovery-job.ts';
export { makeTemporaryPassword, openTemporaryPassword } from './temporary-password.ts';
