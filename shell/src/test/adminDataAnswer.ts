import type { AdminData } from '@dating/contract';
import type { MockAnswer } from '@dating/testing';

export const ADMIN_DATA: AdminData = {
  peoplefor: [
    { id: 1, name: 'Make friends', icon: '/static/purposes/friends.svg' },
    { id: 2, name: 'Find love', icon: '/static/purposes/love.svg' },
  ],
  interests: [
    { name: 'Music', checked: 'false' },
    { name: 'Hiking', checked: 'false' },
    { name: 'Movies', checked: 'false' },
  ],
  admin_enable_ads: 'false',
  max_age: 60,
  max_distance: 100,
  ios_url: 'https://apps.example/ios',
  android_url: 'https://apps.example/android',
  social_login: null,
};

/** GET admindatas as the server answers it. */
export function adminDataAnswer(overrides: Partial<AdminData> = {}): MockAnswer {
  return { body: { status: 'true', result: { ...ADMIN_DATA, ...overrides } } };
}
