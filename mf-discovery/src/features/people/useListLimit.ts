import { LIMITS } from '@dating/contract';
import { useState } from 'react';

/**
 * Spec section 9: a list shows 8, growing by 8 per Load More, which shows while the server
 * answered as many as were asked for.
 */
export function useListLimit() {
  const [limit, setLimit] = useState<number>(LIMITS.listPageSize);
  return {
    limit,
    hasMore: (shown: number) => shown > 0 && shown >= limit,
    loadMore: () => setLimit((current) => current + LIMITS.listPageSize),
    reset: () => setLimit(LIMITS.listPageSize),
  };
}
