import type { DomainEvents, LikeGiven } from '../../events/domainEvents';
import { ApiError } from '../../http/apiError';
import { DAY_MS, type RateLimitPolicy, type RateLimiter } from '../../limits/rateLimiter';
import { memberTexts, type MemberTexts } from '../../texts/memberTexts';
import { pageAddress, type PushContent, type PushNotifier } from './pushNotifier';

const ONE_A_DAY: RateLimitPolicy = { limits: [{ max: 1, windowMs: DAY_MS }] };

/**
 * Whether a like may be pushed to the liked member: once a day per liker, however often the
 * liker takes it back and gives it again. A store that cannot be reached sends none (a push is a
 * courtesy).
 */
async function mayPushLike(
  limiter: RateLimiter,
  likerId: number,
  likedId: number,
): Promise<boolean> {
  try {
    await limiter.take(`like-push:${likerId}:${likedId}`, ONE_A_DAY);
    return true;
  } catch (error) {
    if (error instanceof ApiError) return false;
    throw error;
  }
}

export interface LikePushDependencies {
  events: DomainEvents;
  push: PushNotifier;
  limiter: RateLimiter;
  /** The receiver's stored language (PushRepository.languageOf). */
  languageOf: (memberId: number) => Promise<string | undefined>;
  /** Where a push that could not be told is reported. */
  onFailure: (error: unknown) => void;
}

/**
 * Tells a liked member of a like, a super like or a match, in their own language, if they want
 * like notifications (the notifier checks their setting) and have not heard of this liker today.
 * A like that made a match is told as the match.
 */
export function pushLikes({
  events,
  push,
  limiter,
  languageOf,
  onFailure,
}: LikePushDependencies): void {
  // The like's call waits for none of it: the daily check and the language are two round trips.
  const tell = (fromId: number, toId: number, content: (texts: MemberTexts) => PushContent) => {
    void (async () => {
      if (!(await mayPushLike(limiter, fromId, toId))) return;
      const texts = memberTexts(await languageOf(toId));
      await push.notify(toId, 'like', content(texts));
    })().catch(onFailure);
  };
  const likeTold =
    (content: (texts: MemberTexts, like: LikeGiven) => PushContent) => (like: LikeGiven) =>
      like.madeMatch
        ? undefined
        : tell(like.likerId, like.likedId, (texts) => content(texts, like));

  events.on(
    'liked',
    likeTold((texts) => ({
      title: texts.likePushTitle,
      body: texts.likePushBody,
      url: pageAddress('likeRequests'),
    })),
  );
  events.on(
    'superLiked',
    likeTold((texts, like) => ({
      title: texts.superLikePushTitle,
      body: texts.superLikePushBody(like.likerName),
      url: pageAddress('friendRequests'),
    })),
  );
  events.on('matched', (match) =>
    tell(match.memberId, match.otherId, (texts) => ({
      title: texts.matchPushTitle,
      body: texts.matchPushBody(match.memberName),
      url: pageAddress('friends'),
    })),
  );
}
