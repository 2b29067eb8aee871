import type { Profile } from '@dating/contract';
import { anOwnProfile, filledProfileFields } from '@dating/testing';

export { OK, profileAnswer, refused } from '@dating/testing';

/** The profile remote's member: a free one with photos, interests and a filled-in profile. */
export function aProfile(overrides: Partial<Profile> = {}): Profile {
  return anOwnProfile({
    // The texts filled in; the other fields left for the completeness meter to suggest.
    ...filledProfileFields((field) => field.kind === 'text'),
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
