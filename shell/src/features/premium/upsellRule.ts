import type { AppRoute } from '@dating/contract';

/** Where premium may be offered on a page: the sidebar's button, the house-ad banner or the page's own box. */
export type UpsellPlace = 'sidebar' | 'banner' | 'page';

/** Pages whose own content offers premium to a free member (blurred lists, Find new people). */
const PAGES_WITH_OWN_OFFER: ReadonlySet<AppRoute['page']> = new Set([
  'findNewPeople',
  'visitors',
  'likeRequests',
  'friendRequests',
]);

/** The member's first session day: a day from the account's creation. */
const FIRST_DAY_SECONDS = 24 * 60 * 60;

export interface UpsellFacts {
  /** Null until the profile answers: nothing is offered meanwhile. */
  premium: boolean | null;
  /** The account's creation in epoch seconds (the profile's member_since); undefined until it answers. */
  memberSince: number | undefined;
  /** Now, in epoch seconds. */
  now: number;
  /** The /app route in view; undefined for the 404. */
  route: AppRoute | undefined;
  /** Whether the house ad may show (the admin's setting, not hidden by the member). */
  houseAdsOn: boolean;
}

/**
 * The one upsell a page may show, or null: only to a free member, never inside a chat (nor on
 * the payment pages, which are the offer), only the sidebar's entry on the first session day,
 * and at most one per page: the page's own box where it has one, else the banner when ads are on, else the sidebar.
 */
export function upsellPlace({
  premium,
  memberSince,
  now,
  route,
  houseAdsOn,
}: UpsellFacts): UpsellPlace | null {
  // Nothing until the profile answers: a banner drawn and then taken back for the first day's
  // sidebar entry would move the page under the member's finger.
  if (premium !== false || memberSince === undefined) return null;
  if (route?.remote === 'chat' || route?.remote === 'payments') return null;
  // The first session day pushes nothing: no banner, no box; the sidebar's quiet entry stays, so
  // a member who looks for Premium finds it.
  if (now - memberSince < FIRST_DAY_SECONDS) return 'sidebar';
  if (route && PAGES_WITH_OWN_OFFER.has(route.page)) return 'page';
  return houseAdsOn ? 'banner' : 'sidebar';
}
