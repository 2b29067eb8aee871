import { ApiError } from '../../http/apiError';
import { DAY_MS, type Attempt, type RateLimiter } from '../../limits/rateLimiter';
import { LIKE_MESSAGES } from './likeMessages';

/**
 * Counts one like a free member gives, or throws the 429 of the daily limit (`daily_free_likes`
 * a day). Likes given are counted, not the swipes kept: a like that replaces a nope counts again.
 */
export async function takeLike(
  limiter: RateLimiter,
  memberId: number,
  dailyLimit: number,
): Promise<Attempt> {
  try {
    return await limiter.take(`likes-given:${memberId}`, {
      limits: [{ max: dailyLimit, windowMs: DAY_MS }],
    });
  } catch (error) {
    if (!(error instanceof ApiError) || error.statusCode !== 429) throw error;
    throw new ApiError(429, LIKE_MESSAGES.dailyLikes, error.retryAfterSeconds);
  }
}
