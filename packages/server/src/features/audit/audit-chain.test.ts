import { describe, expect, it } from 'vitest';
import { canonicalDetails, chainHash, GENESIS_HASH, type AuditContent } from './audit-chain.ts';

const content: AuditContent = {
  companyRuc: '155596713-2-2015',
  seq: '1',
  occurredAt: new Date('2026-11-24T15:00:00.000Z'),
  kind: 'SIGN_IN',
  actorAssignmentId: 3,
  actorName: 'adm@demo.facturar.test',
  subject: null,
  details: canonicalDetails({ estado: 'ACT' }),
};

describe('the audit chain hash', () => {
  it('writes the same details the same way whatever their key order', () => {
    expect(canonicalDetails({ b: 1, a: 'x', c: null })).toBe('{"a":"x","b":1,"c":null}');
    expect(canonicalDetails({ c: null, a: 'x', b: 1 })).toBe(canonicalDetails({ b: 1, a: 'x', c: null }));
  });

  it('is SHA-256 of the previous hash and the content, and changes with any field or the place', () => {
    const hash = chainHash(GENESIS_HASH, content);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(chainHash(GENESIS_HASH, { ...content })).toBe(hash);
    for (const changed of [
      { ...content, seq: '2' },
      { ...content, kind: 'SIGN_IN_FAILED' },
      { ...content, actorName: 'int@demo.facturar.test' },
      { ...content, occurredAt: new Date('2026-11-24T15:00:00.001Z') },
      { ...content, details: canonicalDetails({ estado: 'PRI' }) },
    ]) {
      expect(chainHash(GENESIS_HASH, changed)).not.toBe(hash);
    }
    expect(chainHash('1'.repeat(64), content)).not.toBe(hash);
  });
});
