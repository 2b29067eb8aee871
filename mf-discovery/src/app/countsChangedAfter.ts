import { eventBus } from '@dating/web';

/**
 * For `onQueryStarted`: once the call succeeds, the shell's sidebar loads its counts again (a
 * like, decline or unfriend changes them, and so may opening the lists they count).
 */
export async function countsChangedAfter(
  _args: unknown,
  { queryFulfilled }: { queryFulfilled: Promise<unknown> },
) {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  eventBus.emit('counts:changed', undefined);
}
