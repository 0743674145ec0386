export {
  recordAuditEvent,
  recordSystemAuditEvents,
  verifyAuditLog,
  type AuditChainProblem,
  type AuditChainReport,
} from './audit-service.ts';
export type { AuditEvent, AuditEventKind } from './audit-events.ts';
export { registerAuditRoutes } from './audit-routes.ts';
export { apiKeyActorName, auditActorOf } from './audit-actor.ts';
