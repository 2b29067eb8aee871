import DataLoader from 'dataloader';
import { isDatabaseUnavailable } from './databaseUnavailable';

/** Writes a batch in one statement; answers each item in the batch's order. */
type Store<Item, Answer> = (batch: readonly Item[]) => Promise<readonly (Answer | Error)[]>;

export interface GroupCommitOptions<Item> {
  /** Statements of the loader that may run at once. */
  inFlight: number;
  /** Items one statement takes at most. */
  maxBatchSize: number;
  /**
   * Items of one key are stored in the order they came. They go by one lane of `inFlight`, and
   * a lane runs one statement at a time: two statements in flight commit in either order, so a
   * chat's second text could otherwise be stored before its first. An integer: the chat's id.
   */
  orderKey?: (item: Item) => number;
}

/**
 * A loader whose items are written by `store`, one statement for many (group commit): an item
 * goes at once while fewer than `inFlight` statements of the loader are running; items that
 * come meanwhile wait and go together in the next statement. Alone, an item waits for nothing;
 * under load, one round trip and one commit serve many, and a burst (a backlog after a stall, a
 * reconnect storm) takes a few statements and a few pool connections instead of one for each.
 * `store` answers each item in the batch's order (an Error fails that item alone). A statement
 * that fails for one item's sake (a value the database refuses) is tried again in halves, so
 * that item fails alone; with the database out of reach, the batch fails at once.
 */
export function groupCommit<Item, Answer>(
  store: Store<Item, Answer>,
  { inFlight, maxBatchSize, orderKey }: GroupCommitOptions<Item>,
): (item: Item) => Promise<Answer> {
  if (!orderKey) return lane(store, inFlight, maxBatchSize);
  const lanes = Array.from({ length: inFlight }, () => lane(store, 1, maxBatchSize));
  return (item) => lanes[Math.abs(orderKey(item)) % inFlight]!(item);
}

/** One group commit: at most `inFlight` statements at once. */
function lane<Item, Answer>(
  store: Store<Item, Answer>,
  inFlight: number,
  maxBatchSize: number,
): (item: Item) => Promise<Answer> {
  // Statements running or about to: a batch takes its slot when scheduled, and hands it on to
  // the next waiting batch when its statement ends.
  let slotsTaken = 0;
  const waiting: (() => void)[] = [];
  const loader = new DataLoader<Item, Answer>(
    async (batch) => {
      try {
        return await storeApart(store, batch);
      } finally {
        const next = waiting.shift();
        if (next) next();
        else slotsTaken -= 1;
      }
    },
    {
      cache: false,
      maxBatchSize,
      batchScheduleFn: (dispatch) => {
        if (slotsTaken < inFlight) {
          slotsTaken += 1;
          queueMicrotask(dispatch);
        } else waiting.push(dispatch);
      },
    },
  );
  return (item) => loader.load(item);
}

/** `store`'s answers, an item refused by the database failing alone, never a throw. */
async function storeApart<Item, Answer>(
  store: Store<Item, Answer>,
  batch: readonly Item[],
): Promise<readonly (Answer | Error)[]> {
  try {
    return await store(batch);
  } catch (thrown) {
    const error = thrown instanceof Error ? thrown : new Error(String(thrown));
    if (batch.length === 1 || isDatabaseUnavailable(error)) return batch.map(() => error);
    // In turn, not at once: the items of a lane keep their order.
    const half = Math.ceil(batch.length / 2);
    const first = await storeApart(store, batch.slice(0, half));
    return [...first, ...(await storeApart(store, batch.slice(half)))];
  }
}
