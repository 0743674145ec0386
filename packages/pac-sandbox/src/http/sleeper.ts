/** Waits the faults impose, all cut short when the sandbox closes so no request outlives it. */
export type Sleeper = {
  sleep(ms: number): Promise<void>;
  wakeAll(): void;
};

export function createSleeper(): Sleeper {
  const sleeping = new Set<{ timer: NodeJS.Timeout; wake: () => void }>();
  return {
    sleep(ms) {
      return new Promise((resolve) => {
        const entry = {
          timer: setTimeout(() => {
            sleeping.delete(entry);
            resolve();
          }, ms),
          wake: resolve,
        };
        sleeping.add(entry);
      });
    },
    wakeAll() {
      for (const entry of sleeping) {
        clearTimeout(entry.timer);
        entry.wake();
      }
      sleeping.clear();
    },
  };
}
