import type { MatchResult, MemberProfileDetail, PersonCard, Profile } from '@dating/contract';
import {
  anOwnProfile as anyOwnProfile,
  filledProfileFields,
  profileAnswer,
  type MockAnswer,
} from '@dating/testing';

export { OK, refused } from '@dating/testing';

/**
 * A free member's own profile as webprofile answers it, with the purpose filter and the shown age
 * and place that discovery's screens read; tests override what they are about.
 */
export function anOwnProfile(overrides: Partial<Profile> = {}): Profile {
  return anyOwnProfile({
    images: '/uploads/anna.jpg',
    imagess: ['/uploads/anna.jpg'],
    filter_peoplefor: [1],
    show_age: 'true',
    show_location: 'true',
    ...overrides,
  });
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
    ex_web: '',
    ...filledProfileFields(),
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
  return profileAnswer(profile);
}

export function peopleAnswer(peoples: PersonCard[]): MockAnswer {
  return { body: { status: 'true', peoples } };
}

/** webmatch's answer to a like that made a match, as the server sends it for Anna and Bruno. */
export function matchAnswer(result: Partial<MatchResult> = {}): MockAnswer {
  return {
    body: {
      status: 'true',
      match: '1',
      message: '',
      superlike_count: 2,
      result: {
        loguser_image: '/uploads/anna.jpg',
        frienduser_image: '/uploads/21-a.jpg',
        frienduser_name: 'Bruno',
        frienduser_id: 21,
        ...result,
      },
    },
  };
}
