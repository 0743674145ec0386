import { createHash } from 'node:crypto';

/** The previous hash of a chain's first row. */
export const GENESIS_HASH = '0'.repeat(64);

export type AuditDetailValue = string | number | boolean | null;

/** What a row of the log says, as stored; `seq` is its place in the company's chain, from 1. */
export type AuditContent = {
  companyRuc: string;
  seq: string;
  occurredAt: Date;
  kind: string;
  actorAssignmentId: number | null;
  actorName: string | null;
  subject: string | null;
  /** Canonical JSON text of the event's details (see canonicalDetails). */
  details: string;
};

/** The details as JSON with their keys sorted, so the same details always make the same text. */
export function canonicalDetails(details: Readonly<Record<string, AuditDetailValue>>): string {
  const sorted = Object.keys(details)
    .sort()
    .map((key) => [key, details[key] ?? null] as const);
  return JSON.stringify(Object.fromEntries(sorted));
}

/**
 * SHA-256 (hex) of the previous row's hash and this row's content, written as a JSON array in a fixed
 * order: every field, the place in the chain included, is covered, so moving a row changes its hash.
 */
export function chainHash(previousHash: string, content: AuditContent): string {
  const canonical = JSON.stringify([
    content.companyRuc,
    content.seq,
    content.occurredAt.toISOString(),
    content.kind,
    content.actorAssignmentId,
    content.actorName,
    content.subject,
    content.details,
  ]);
  return createHash('sha256').update(previousHash).update('\n').update(canonical).digest('hex');
}
