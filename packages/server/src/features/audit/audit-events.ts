import type { AuditDetailValue } from './audit-chain.ts';

/** The security and fiscal events the log keeps (ADR 0023). */
export type AuditEventKind =
  | 'SIGN_IN'
  | 'SIGN_IN_FAILED'
  | 'USER_LOCKED'
  | 'PASSWORD_CHANGED'
  | 'PASSWORD_CHANGE_FAILED'
  | 'PASSWORD_RECOVERY_REQUESTED'
  | 'PASSWORD_RECOVERY_USED'
  | 'DOCUMENT_AUTHORISED'
  | 'DOCUMENT_REFUSED'
  | 'DOCUMENT_CANCELLED'
  | 'CANCELLATION_REFUSED'
  | 'TWO_FACTOR_ENABLED'
  | 'TWO_FACTOR_DISABLED'
  | 'TWO_FACTOR_FAILED'
  | 'USER_CREATED'
  | 'USER_UPDATED'
  | 'PROFILE_CHANGED'
  | 'CERTIFICATE_UPLOADED'
  | 'PAC_CONNECTION_CHANGED'
  | 'API_KEY_CREATED'
  | 'API_KEY_REVOKED'
  | 'API_KEY_WRITE'
  | 'WEBHOOK_CREATED'
  | 'WEBHOOK_DELETED'
  | 'WEBHOOK_SECRET_ROLLED'
  | 'WEBHOOK_DISABLED'
  | 'PERIOD_ARCHIVE_BUILT';

/** One event to append to its company's chain. */
export type AuditEvent = {
  companyRuc: string;
  kind: AuditEventKind;
  at: Date;
  /** The user (company assignment) who acted, when one did (a worker's PAC outcome has none). */
  actorAssignmentId?: number;
  /** The actor's name when it is not the assignment's user: an API key acting (ADR 0075). */
  actorName?: string;
  /** What the event is about: a document's CUFE, for instance. */
  subject?: string;
  details?: Readonly<Record<string, AuditDetailValue>>;
};
