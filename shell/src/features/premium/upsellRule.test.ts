import { findAppRoute } from '@dating/contract';
import { upsellPlace, type UpsellFacts } from './upsellRule';

const NOW = 1_800_000_000;
const DAY = 24 * 60 * 60;

/** A free member of a week on People near, with ads off. */
function facts(overrides: Partial<UpsellFacts> = {}): UpsellFacts {
  return {
    premium: false,
    memberSince: NOW - 7 * DAY,
    now: NOW,
    route: findAppRoute('PeopleNear'),
    houseAdsOn: false,
    ...overrides,
  };
}

describe('the one-upsell rule', () => {
  it('offers premium once, in the sidebar, on a page without its own offer when ads are off', () => {
    expect(upsellPlace(facts())).toBe('sidebar');
  });

  it('puts the offer in the banner instead of the sidebar when the house ad may show', () => {
    expect(upsellPlace(facts({ houseAdsOn: true }))).toBe('banner');
  });

  it.each(['FindNewPeople', 'Visitors', 'LikeRequests', 'FriendRequests'])(
    'leaves the offer to the page itself on %s, even with ads on',
    (path) => {
      expect(upsellPlace(facts({ route: findAppRoute(path), houseAdsOn: true }))).toBe('page');
    },
  );

  it.each(['Message', 'Message/MessageNew/5/9', 'Payment', 'Boostpayment'])(
    'offers nothing on %s (inside the chat, or on the offer itself)',
    (path) => {
      expect(upsellPlace(facts({ route: findAppRoute(path), houseAdsOn: true }))).toBeNull();
    },
  );

  it("pushes nothing on the member's first session day but the sidebar's entry, the rest a day after", () => {
    expect(upsellPlace(facts({ memberSince: NOW - 60 }))).toBe('sidebar');
    expect(upsellPlace(facts({ memberSince: NOW - DAY + 1, houseAdsOn: true }))).toBe('sidebar');
    expect(upsellPlace(facts({ memberSince: NOW - DAY, houseAdsOn: true }))).toBe('banner');
  });

  it('offers nothing to a premium member, nor before the profile says which they are', () => {
    expect(upsellPlace(facts({ premium: true }))).toBeNull();
    expect(upsellPlace(facts({ premium: null }))).toBeNull();
    expect(upsellPlace(facts({ memberSince: undefined, houseAdsOn: true }))).toBeNull();
  });

  it('treats the 404 as a page without its own offer', () => {
    expect(upsellPlace(facts({ route: undefined }))).toBe('sidebar');
  });
});
