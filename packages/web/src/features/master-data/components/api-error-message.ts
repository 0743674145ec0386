import { isApiCallError, networkMessage } from '#web/lib/api-call-error.ts';

/**
 * The message of a failed save as spec 001 §8 gives it: by status where it names one (a function receives
 * the server's message), the server's own message for the rest, the network message when nothing answered.
 */
export function messageForFailure(
  error: unknown,
  byStatus: Readonly<Partial<Record<number, string | ((serverMessage: string) => string)>>>,
  generic: string,
): string {
  if (!isApiCallError(error)) return generic;
  if (error.code === 'NETWORK') return networkMessage;
  const entry = error.status === null ? undefined : byStatus[error.status];
  if (typeof entry === 'function') return entry(error.mensaje);
  return entry ?? generic;
}
