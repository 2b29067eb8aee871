import { DAY_MS, HOUR_MS, type RateLimitPolicy, type RateLimiter } from '../../limits/rateLimiter';

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
