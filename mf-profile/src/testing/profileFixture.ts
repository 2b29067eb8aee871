import type { Profile } from '@dating/shared';
import { TEST_SESSION, type MockAnswer } from '@dating/shared/testing';

/** A free member's profile as webprofile answers it; tests override what they are about. */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: TEST_SESSION.memberId,
    user_name: 'Anna Smith',
    email: 'anna@example.com',
    age: 29,
    gender: 'female',
    bio: 'Hiking and coffee',
    job: 'Engineer',
    company: 'Acme',
    school: 'City College',
    location: 'Lyon, Auvergne-Rhône-Alpes, France',
    lat: 45.76,
    lon: 4.84,
    images: '/uploads/one.jpg',
    imagess: ['/uploads/one.jpg', '/uploads/two.jpg'],
    interest: ['Music', 'Travel'],
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
    show_age: 'true',
    show_location: 'true',
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

export const A_PREMIUM_PROFILE = aProfile({
  premium_member: 'true',
  membership_valid_web: '2027-03-05',
});

export function profileAnswer(profile: Profile): MockAnswer {
  return { body: { status: 'true', result: profile } };
}

export const OK: MockAnswer = { body: { status: 'true' } };

export function refused(message: string, status = 400): MockAnswer {
  return { status, body: { status: 'false', message } };
}
