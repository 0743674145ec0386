import { useCallback, useRef, useState } from 'react';

/**
 * Runs a writing action one at a time (issue 29: a double click wrote twice): a second click while the
 * first action's promise is unsettled is ignored, even before React has re-rendered the disabled button.
 * The action reports its own failure (its mutation's onError); the guard only waits for it to settle.
 */
export function useSingleFlight(): {
  isRunning: boolean;
  runOnce: (action: () => unknown) => void;
} {
  const isRunningRef = useRef(false);
  const [isRunning, setIsRunning] = useState(false);
  const runOnce = useCallback((action: () => unknown) => {
    if (isRunningRef.current) return;
    isRunningRef.current = true;
    setIsRunning(true);
    void (async () => {
      try {
        await action();
      } catch {
        // Reported by the action itself; the guard only needed it settled.
      } finally {
        isRunningRef.current = false;
        setIsRunning(false);
      }
    })();
  }, []);
  return { isRunning, runOnce };
}
