/**
 * One generation attempt (issue 29): the body sent and its Idempotency-Key, kept until the server answers.
 * A second click, a retry after a network error or a click after a reload, with the form unchanged, sends
 * the same body under the same key, so the server answers the first generation again instead of issuing
 * twice (the body carries the time of issue, so it is not rebuilt: a rebuilt one would be another request).
 */
export type GenerationAttempt = { kind: string; values: string; body: unknown; key: string };

export function resumeOrStartAttempt(
  previous: GenerationAttempt | undefined,
  current: { kind: string; values: string },
  buildBody: () => unknown,
  createKey: () => string,
): GenerationAttempt {
  if (previous && previous.kind === current.kind && previous.values === current.values) return previous;
  return { ...current, body: buildBody(), key: createKey() };
}

/** 128 random bits as hex; `crypto.randomUUID` exists only on secure origins, this everywhere. */
export function createIdempotencyKey(crypto: Pick<Crypto, 'getRandomValues'>): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
