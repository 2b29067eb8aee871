import type { NotificationCounts, Profile } from '@dating/shared';
import { mockApi, type MockAnswer, type MockResponder } from '@dating/shared/testing';

/** A member's own profile as webprofile answers it (spec section 3), free and active. */
export function memberProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: 7,
    user_name: 'Ada Lovelace',
    email: 'ada@example.com',
    age: 30,
    gender: 'female',
    bio: '',
    job: '',
    company: '',
    school: '',
    location: 'Paris, Île-de-France, France',
    lat: 48.85,
    lon: 2.35,
    images: '/uploads/ada.jpg',
    imagess: ['/uploads/ada.jpg'],
    interest: ['Music'],
    premium_member: 'false',
    membership_valid_web: '',
    swipe: '0',
    userstatus: 1,
    filter_age: '18-40',
    filter_gender: 'everyone',
    filter_peoplefor: [],
    filter_distance: 50,
    people_for: [1],
    superlike_count: 0,
    boost_count: 0,
    show_age: 'false',
    show_location: 'false',
    invisible: 'false',
    hide_ads: 'false',
    message_notification: 'true',
    like_notification: 'true',
    feed_image: 'true',
    feed_location: 'true',
    feed_job: 'true',
    feed_bio: 'true',
    feed_company: 'true',
    feed_school: 'true',
    ...overrides,
  };
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
