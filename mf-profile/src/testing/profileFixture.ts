import type { Profile } from '@dating/contract';
import { anOwnProfile } from '@dating/testing';

export { OK, profileAnswer, refused } from '@dating/testing';

/** The profile remote's member: a free one with photos, interests and a filled-in profile. */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return anOwnProfile({
    bio: 'Hiking and coffee',
    job: 'Engineer',
    company: 'Acme',
    school: 'City College',
    imagess: ['/uploads/one.jpg', '/uploads/two.jpg'],
    interest: ['Music', 'Travel'],
    show_age: 'true',
    show_location: 'true',
    ...overrides,
  });
}

export const A_PREMIUM_PROFILE = aProfile({
  premium_member: 'true',
  membership_valid_web: '2027-03-05',
});
