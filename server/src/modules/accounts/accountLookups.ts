import { MINUTE_MS, type RateLimiter } from '../../limits/rateLimiter';

/**
 * The calls whose answer tells whether an address or a social identity is a member's
 * (webcheckemail, webforgot, check_fb_user), from one network address, together.
 */
const LOOKUPS_PER_CLIENT = { limits: [{ max: 20, windowMs: 15 * MINUTE_MS }] } as const;

/**
 * Counts one look-up by the caller, before anything is looked up: past the limit every answer is
 * the same 429, whatever the address or identity asked about.
 */
export async function takeAccountLookup(
  limiter: RateLimiter,
  clientAddress: string,
): Promise<void> {
  await limiter.take(`account-lookup-ip:${clientAddress}`, LOOKUPS_PER_CLIENT);
}
