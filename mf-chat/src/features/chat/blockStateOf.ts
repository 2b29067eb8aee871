import type { BlockStatus } from '@dating/contract';

/** Spec section 4, Chat block state: who may write in this chat. */
export type BlockState = 'open' | 'blockedByMe' | 'blockedMe' | 'deleted' | 'unavailable';

/**
 * A deleted account wins, then a member suspended or banned (no longer available, whatever the
 * blocks); a block the member made is shown before one made against them.
 */
export function blockStateOf(status: BlockStatus): BlockState {
  if (status.chat_userstatus === 'true') return 'deleted';
  if (status.unavailable === 'true') return 'unavailable';
  if (status.blocked_by_me === 'true') return 'blockedByMe';
  if (status.block === 'true') return 'blockedMe';
  return 'open';
}
