import { PacError } from './pac-errors.ts';

/** The most of an unreadable answer kept for the operator. */
const RAW_ANSWER_LIMIT = 64 * 1024;

/**
 * Runs a reader over a PAC answer and, when it fails, gives the PacError the answer as received, so the
 * operator can see what the PAC said while the user gets the Spanish message. Anything a reader throws
 * that is not a PacError (a bug, or a shape nobody foresaw) becomes PAC_MALFORMED_ANSWER: an answer the
 * PAC gave is never a 500.
 */
export function withRawAnswer<T>(raw: string, read: () => T): T {
  try {
    return read();
  } catch (error) {
    const kept = raw.slice(0, RAW_ANSWER_LIMIT);
    if (error instanceof PacError) {
      error.rawAnswer ??= kept;
      throw error;
    }
    const detail = error instanceof Error ? error.message : String(error);
    throw new PacError('PAC_MALFORMED_ANSWER', `unreadable answer: ${detail}`, {
      cause: error,
      rawAnswer: kept,
    });
  }
}
