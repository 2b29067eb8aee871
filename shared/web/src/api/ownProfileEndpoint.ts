import type { Profile, ProfileResponse } from '@dating/contract';
import type { Language } from '@dating/contract';
import type { CallArgs } from './baseQuery';

/**
 * Whose own profile to read: the member's id, or with the language its interests are named in
 * (a cache entry per language, for the screen that shows them).
 */
export type OwnProfileArg = number | { memberId: number; language: Language };

/**
 * webprofile, the member's own profile, as every app reads it: one definition each app's API
 * injects as a query (`build.query<Profile, OwnProfileArg>(ownProfileEndpoint)`), providing its
 * 'Profile' tag so any app's change of the profile reads it again. (The chat's header asks
 * webprofile another question, with chat_userid: an answer of another shape.)
 */
export const ownProfileEndpoint = {
  query: (arg: OwnProfileArg): CallArgs =>
    typeof arg === 'number'
      ? { call: 'webprofile', body: { user_id: arg } }
      : { call: 'webprofile', body: { user_id: arg.memberId, language: arg.language } },
  transformResponse: (response: ProfileResponse): Profile => response.result,
  providesTags: ['Profile'] as const,
};
