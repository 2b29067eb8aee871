import type { Profile } from '@dating/contract';
import { emptyOwnProfileFields } from '@dating/contract';
import { FEED_FLAGS, type FeedFlag } from '@dating/contract';
import type { MockAnswer } from './mockApi';
import { TEST_SESSION } from './renderRemote';

/**
 * The signed-in member's own profile as webprofile answers it (spec section 3): a free, active
 * member with every notification and feed flag on. Tests override what they are about.
 */
export function anOwnProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: TEST_SESSION.memberId,
    user_name: 'Anna Smith',
    email: 'anna@example.com',
    age: 29,
    ...emptyOwnProfileFields(),
    location: 'Lyon, Auvergne-Rhône-Alpes, France',
    lat: 45.76,
    lon: 4.84,
    images: '/uploads/one.jpg',
    imagess: ['/uploads/one.jpg'],
    interest: ['Music'],
    interest1: '',
    ex1: '',
    ex_web: '',
    premium_member: 'false',
    membership_valid_web: '',
    swipe: '0',
    userstatus: 1,
    filter_age: '18-60',
    filter_gender: 'everyone',
    filter_peoplefor: [],
    filter_distance: 100,
    people_for: [1],
    superlike_count: 0,
    boost_count: 0,
    show_age: 'false',
    show_location: 'false',
    invisible: 'false',
    hide_ads: 'false',
    message_notification: 'true',
    like_notification: 'true',
    ...(Object.fromEntries(FEED_FLAGS.map((flag) => [flag, 'true'])) as Record<FeedFlag, 'true'>),
    ...overrides,
  };
}

/** webprofile's answer for `profile`. */
export function profileAnswer(profile: Profile): MockAnswer {
  return { body: { status: 'true', result: profile } };
}

/** A call's plain success. */
export const OK: MockAnswer = { body: { status: 'true' } };

/**
 * A call's refusal as the server words it: `{status: 'false', message}` with a 4xx or 5xx, and
 * whatever else that answer carries (`extra`, e.g. webmatch's superlike_count).
 */
export function refused(message: string, status = 400, extra: object = {}): MockAnswer {
  return { status, body: { status: 'false', message, ...extra } };
}
