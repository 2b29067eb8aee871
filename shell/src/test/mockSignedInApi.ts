import type { NotificationCounts, Profile } from '@dating/contract';
import { anOwnProfile, mockApi, type MockAnswer, type MockResponder } from '@dating/testing';

/** The shell's member, Ada, free, active and a member for a month, as webprofile answers her (spec section 3). */
export function memberProfile(overrides: Partial<Profile> = {}): Profile {
  return anOwnProfile({
    user_id: 7,
    user_name: 'Ada Lovelace',
    email: 'ada@example.com',
    age: 30,
    location: 'Paris, Île-de-France, France',
    lat: 48.85,
    lon: 2.35,
    images: '/uploads/ada.jpg',
    imagess: ['/uploads/ada.jpg'],
    filter_age: '18-40',
    filter_distance: 50,
    // A member for a month: past the first day that holds back the upsells (upsellRule.ts).
    member_since: Math.floor(Date.now() / 1000) - 30 * 24 * 60 * 60,
    ...overrides,
  });
}

export const NO_COUNTS: NotificationCounts = {
  message: 0,
  visitors: 0,
  superlike_request: 0,
  like_request: 0,
};

/**
 * The server as the /app layout meets it for a signed-in member: the profile, the online status,
 * the counts and logout; `answers` adds or replaces calls.
 */
export function mockSignedInApi({
  profile = {},
  counts = NO_COUNTS,
  answers = {},
}: {
  profile?: Partial<Profile>;
  counts?: NotificationCounts;
  answers?: Record<string, MockAnswer | MockResponder>;
} = {}) {
  return mockApi({
    webprofile: { body: { status: 'true', result: memberProfile(profile) } },
    webonlinestatus: { body: { status: 'true' } },
    webgetcounts: { body: { status: 'true', result: counts } },
    weblogout: { body: { status: 'true' } },
    ...answers,
  });
}
