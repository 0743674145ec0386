export * from './api-error.ts';
export * from './paged.ts';
export * from './auth.ts';
export * from './password-rules.ts';
export * from './permissions.ts';
export * from './company-status.ts';
export * from './runtime-config.ts';
export * from './health.ts';
export { applySpanishMessages } from './spanish-messages.ts';
