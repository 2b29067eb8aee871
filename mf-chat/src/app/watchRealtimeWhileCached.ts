import { watchRealtime, type RealtimeSetup } from '@dating/web';

/** What `onCacheEntryAdded` gets that this needs. */
interface CacheEntryLifecycle {
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * Realtime into the RTK Query cache: once an entry's first answer is in, `setup` runs on the
 * member's socket (and again on each new one) until the entry leaves the cache. `onLoaded` runs
 * once, after that first answer.
 */
export async function watchRealtimeWhileCached(
  lifecycle: CacheEntryLifecycle,
  setup: RealtimeSetup,
  onLoaded?: () => void,
): Promise<void> {
  try {
    await lifecycle.cacheDataLoaded;
  } catch {
    // The entry left the cache before its first answer: nothing to keep up to date.
    return;
  }
  onLoaded?.();
  const stopWatching = watchRealtime(setup);
  await lifecycle.cacheEntryRemoved;
  stopWatching();
}
