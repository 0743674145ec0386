/**
 * The test server's clock, which a test moves instead of waiting: `now` is the real time shifted by
 * `offsetMs`, which the test sets (and puts back to 0) to let a token, a link or a certificate expire.
 */
export type TestClock = { now: () => Date; offsetMs: number };

export function createTestClock(): TestClock {
  const clock: TestClock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  return clock;
}
