import { useEffect, useState } from 'react';

/**
 * Spec section 4 (Loaders): how long a page's loader shows at least. Lists and the member's own
 * edit pages 300 ms (the spec's 100–300), profile pages and the chat 2000 ms.
 */
export const LOADER_MS = { list: 300, profile: 2000, chat: 2000 } as const;

/** False until `ms` have passed since the page opened: its loader shows at least that long. */
export function useMinimumDelay(ms: number): boolean {
  const [passed, setPassed] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setPassed(true), ms);
    return () => window.clearTimeout(timer);
  }, [ms]);
  return passed;
}
