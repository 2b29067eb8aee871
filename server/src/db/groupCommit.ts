import DataLoader from 'dataloader';

export interface GroupCommitOptions {
  /** Statements of the loader that may run at once. */
  inFlight: number;
  /** Items one statement takes at most. */
  maxBatchSize: number;
}

/**
 * A loader whose items are written by `store`, one statement for many (group commit): an item
 * goes at once while fewer than `inFlight` statements of the loader are running; items that
 * come meanwhile wait and go together in the next statement. Alone, an item waits for nothing;
 * under load, one round trip and one commit serve many, and a burst (a backlog after a stall, a
 * reconnect storm) takes a few statements and a few pool connections instead of one for each.
 * `store` answers each item in the batch's order (an Error fails that item alone).
 */
export function groupCommit<Item, Answer>(
  store: (batch: readonly Item[]) => Promise<readonly (Answer | Error)[]>,
  { inFlight, maxBatchSize }: GroupCommitOptions,
): (item: Item) => Promise<Answer> {
  let running = 0;
  const waiting: (() => void)[] = [];
  const loader = new DataLoader<Item, Answer>(
    async (batch) => {
      running += 1;
      try {
        return await store(batch);
      } finally {
        running -= 1;
        waiting.shift()?.();
      }
    },
    {
      cache: false,
      maxBatchSize,
      batchScheduleFn: (dispatch) => {
        if (running < inFlight) queueMicrotask(dispatch);
        else waiting.push(dispatch);
      },
    },
  );
  return (item) => loader.load(item);
}
