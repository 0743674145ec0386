import { describe, expect, it } from 'vitest';
import { createIdempotencyKey, resumeOrStartAttempt } from './generation-attempt.ts';

describe('a generation attempt', () => {
  const form = { kind: '01', values: '{"detalles":[1]}' };

  it('is resumed, body and key, while the form is unchanged', () => {
    const first = resumeOrStartAttempt(
      undefined,
      form,
      () => ({ at: 1 }),
      () => 'k1',
    );
    const again = resumeOrStartAttempt(
      first,
      form,
      () => ({ at: 2 }),
      () => 'k2',
    );
    expect(again).toEqual({ ...form, body: { at: 1 }, key: 'k1' });
  });

  it('starts again with a new key once the form or the document type changed', () => {
    const first = resumeOrStartAttempt(
      undefined,
      form,
      () => ({ at: 1 }),
      () => 'k1',
    );
    expect(
      resumeOrStartAttempt(
        first,
        { ...form, values: '{}' },
        () => ({ at: 2 }),
        () => 'k2',
      ).key,
    ).toBe('k2');
    expect(
      resumeOrStartAttempt(
        first,
        { ...form, kind: '04' },
        () => ({ at: 2 }),
        () => 'k3',
      ).key,
    ).toBe('k3');
  });

  it('makes keys of 32 hex digits that differ', () => {
    const key = createIdempotencyKey(globalThis.crypto);
    expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(createIdempotencyKey(globalThis.crypto)).not.toBe(key);
  });
});
