import { eventBus } from '@dating/web';

/**
 * `onQueryStarted` of every call that changes the member's own profile: once the server has
 * saved it, the shell (its sidebar) hears `profile:changed`; a refused change says nothing.
 */
export async function announceProfileChange(
  _args: unknown,
  { queryFulfilled }: { queryFulfilled: Promise<unknown> },
): Promise<void> {
  try {
    await queryFulfilled;
  } catch {
    return;
  }
  eventBus.emit('profile:changed', undefined);
}
