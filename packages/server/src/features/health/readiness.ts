/**
 * Whether the server may call itself ready. `npm start` holds it while the demo company issues its first
 * documents, so a browser, a script or a test waiting for health meets the demo complete, not half made.
 */
export type Readiness = {
  /** Why the server is not ready yet (a Spanish sentence for whoever asks), or null once it is. */
  readonly pendingReason: string | null;
  release(): void;
};

export function createReadiness(pendingReason: string | null): Readiness {
  let reason = pendingReason;
  return {
    get pendingReason() {
      return reason;
    },
    release() {
      reason = null;
    },
  };
}
