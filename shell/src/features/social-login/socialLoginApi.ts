import type { Language, SocialCheckResponse } from '@dating/shared';
import { shellApi } from '../../app/api';

export const socialLoginApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** data 0: a member already, sign them in; 1: new, on to the sign-up (spec section 4). */
    checkSocialMember: build.mutation<
      SocialCheckResponse,
      { email: string; fbid: string; access_token: string; language: Language }
    >({
      query: (body) => ({ call: 'check_fb_user', body }),
    }),
  }),
});

export const { useCheckSocialMemberMutation } = socialLoginApi;
