const HOUR_MS = 3_600_000;

/**
 * The last instant an authorised document can be cancelled: its authorisation plus the DGI's window
 * (configured, as the PAC applies it; FACTS: 7 days by default). Null while it is not authorised.
 */
export function cancellableUntil(authorisedAt: Date | null, windowHours: number): Date | null {
  return authorisedAt === null ? null : new Date(authorisedAt.getTime() + windowHours * HOUR_MS);
}
