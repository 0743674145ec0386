/**
 * Polls `check` every `intervalMs` until it answers a value (not undefined): what a test waits for that
 * happens on another task's time (a job, a mail, another process). Fails naming `what` after `timeoutMs`.
 */
export async function waitUntil<T>(
  what: string,
  check: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 30_000,
  intervalMs = 100,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`waited too long for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
