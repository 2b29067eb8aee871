import { useCallback, useRef, useState } from 'react';

/**
 * Spec section 4: one submit at a time. `run` is ignored while the previous run is pending (even
 * before React has re-rendered the disabled button), and allowed again once it settles.
 */
export function useSingleSubmit<Args extends unknown[]>(action: (...args: Args) => Promise<void>) {
  const running = useRef(false);
  const [busy, setBusy] = useState(false);

  const run = useCallback(
    async (...args: Args) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await action(...args);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [action],
  );

  return { run, busy };
}
