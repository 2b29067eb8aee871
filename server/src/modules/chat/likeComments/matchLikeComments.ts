import type { DomainEvents } from '../../../events/domainEvents';
import type { ChatService } from '../chatService';
import { isUnkind } from '../kindness/kindnessCheck';
import type { LikeCommentsRepository } from './likeCommentsRepository';

/**
 * On a match, each like's comment becomes a message of the pair's chat from its liker (flagged
 * as the kindness check would), delivered live to both members' open pages.
 */
export function postMatchLikeComments(
  events: DomainEvents,
  repository: LikeCommentsRepository,
  chat: Pick<ChatService, 'announce'>,
): void {
  events.on('matched', async ({ memberId, otherId, at }) => {
    const posted = await repository.post(memberId, otherId, at, isUnkind);
    if (posted) await chat.announce(posted.chatId, posted.messageIds);
  });
}
