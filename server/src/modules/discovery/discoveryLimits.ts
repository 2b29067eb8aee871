import { ApiError } from '../../http/apiError';
import {
  DAY_MS,
  HOUR_MS,
  type Attempt,
  type RateLimitPolicy,
  type RateLimiter,
} from '../../limits/rateLimiter';
import { DISCOVERY_MESSAGES } from './discoveryMessages';

/**
 * Moving and re-measuring are what trilateration needs many of: a member's changes of location
 * and of filter distance are limited, whichever call makes them.
 */
export const LOCATION_CHANGE_POLICY: RateLimitPolicy = {
  limits: [
    { max: 3, windowMs: HOUR_MS },
    { max: 10, windowMs: DAY_MS },
  ],
};

export const FILTER_DISTANCE_POLICY: RateLimitPolicy = {
  limits: [
    { max: 10, windowMs: HOUR_MS },
    { max: 30, windowMs: DAY_MS },
  ],
};

/** Counts one change of the member's location, or throws the 429 of the limit. */
export async function takeLocationChange(limiter: RateLimiter, memberId: number): Promise<void> {
  await limiter.take(`location-change:${memberId}`, LOCATION_CHANGE_POLICY);
}

export async function takeFilterDistanceChange(
  limiter: RateLimiter,
  memberId: number,
): Promise<void> {
  await limiter.take(`filter-distance-change:${memberId}`, FILTER_DISTANCE_POLICY);
}

/**
 * Reads of other members' profiles: far more than anyone opens by hand, far too few to walk
 * every id (each refused id counts too).
 */
export const PROFILE_READ_POLICY: RateLimitPolicy = { limits: [{ max: 300, windowMs: HOUR_MS }] };

export async function takeProfileRead(limiter: RateLimiter, memberId: number): Promise<void> {
  await limiter.take(`profile-read:${memberId}`, PROFILE_READ_POLICY);
}

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
    throw new ApiError(429, DISCOVERY_MESSAGES.dailyLikes, error.retryAfterSeconds);
  }
}

const ONE_A_DAY: RateLimitPolicy = { limits: [{ max: 1, windowMs: DAY_MS }] };

/**
 * Whether a like may be pushed to the liked member: once a day per liker, however often the
 * liker takes it back and gives it again. A store that cannot be reached sends none (a push is a
 * courtesy).
 */
export async function mayPushLike(
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
