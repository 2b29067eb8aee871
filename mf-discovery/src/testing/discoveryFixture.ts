import type { MemberProfileDetail, PersonCard, Profile } from '@dating/shared';
import { TEST_SESSION, type MockAnswer } from '@dating/shared/testing';

/** A free member's own profile as webprofile answers it; tests override what they are about. */
export function anOwnProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    user_id: TEST_SESSION.memberId,
    user_name: 'Anna Smith',
    email: 'anna@example.com',
    age: 29,
    gender: 'female',
    bio: '',
    job: '',
    company: '',
    school: '',
    location: 'Lyon, Auvergne-Rhône-Alpes, France',
    lat: 45.76,
    lon: 4.84,
    images: '/uploads/anna.jpg',
    imagess: ['/uploads/anna.jpg'],
    interest: ['Music'],
    premium_member: 'false',
    membership_valid_web: '',
    swipe: '0',
    userstatus: 1,
    filter_age: '18-60',
    filter_gender: 'everyone',
    filter_peoplefor: [1],
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

/** Another member's card as the lists answer it. */
export function aPerson(userId: number, userName: string, overrides: Partial<PersonCard> = {}) {
  const person: PersonCard = {
    index: 0,
    user_id: userId,
    user_name: userName,
    age: 31,
    location: 'Lyon, France',
    show_location: 'false',
    imagess: [`/uploads/${userId}-a.jpg`, `/uploads/${userId}-b.jpg`],
    user_image: `/uploads/${userId}-a.jpg`,
    online: '0',
    show_age: '0',
    show_distance: '0',
    distance: 3,
    premium_member: 'false',
    ...overrides,
  };
  return person;
}

/** Another member's profile as webprofilenew answers it. */
export function aMemberProfile(overrides: Partial<MemberProfileDetail> = {}): MemberProfileDetail {
  return {
    user_id: 21,
    user_name: 'Bruno',
    user_image: '/uploads/21-a.jpg',
    loguser_image: '/uploads/anna.jpg',
    imagess: ['/uploads/21-a.jpg', '/uploads/21-b.jpg'],
    interest_other: ['Cinema', 'Climbing'],
    bio: 'Coffee first',
    job: 'Baker',
    company: 'Le Fournil',
    school: 'Lycée du Parc',
    gender: 'male',
    age: 33,
    location: 'Lyon, France',
    distance: 2,
    show_age: 'false',
    show_location: 'false',
    premium_member: 'false',
    online: '1',
    report: 'false',
    send_match: '0',
    ...overrides,
  };
}

export function ownProfileAnswer(profile: Profile = anOwnProfile()): MockAnswer {
  return { body: { status: 'true', result: profile } };
}

export function peopleAnswer(peoples: PersonCard[]): MockAnswer {
  return { body: { status: 'true', peoples } };
}

export const OK: MockAnswer = { body: { status: 'true', message: '' } };

export function refused(message: string, status = 400, extra: object = {}): MockAnswer {
  return { status, body: { status: 'false', message, ...extra } };
}
