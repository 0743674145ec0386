/**
 * The outcome of a domain rule that can refuse its input: the value, or the problems found (never an
 * empty list). Input a user or a client sent is answered this way, never thrown, and every such rule of
 * the domain uses this one shape, so callers read any of them the same way (`if (!result.ok) …`).
 */
export type Result<T, P> = Success<T> | Failure<P>;

export type Success<T> = { readonly ok: true; readonly value: T };

export type Failure<P> = { readonly ok: false; readonly problems: readonly P[] };

export function succeed<T>(value: T): Success<T> {
  return { ok: true, value };
}

export function fail<P>(problems: readonly P[]): Failure<P> {
  return { ok: false, problems };
}

/** The problems of a result: none when it succeeded. */
export function problemsOf<P>(result: Result<unknown, P>): readonly P[] {
  return result.ok ? [] : result.problems;
}
