import type { Language, SocialCheckResponse, StandInTokenResponse } from '@dating/contract';
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
    /** The local stand-in's token for a test identity (a development server only). */
    standInToken: build.mutation<StandInTokenResponse, { email: string }>({
      query: (body) => ({ call: 'dev/social-sign-in', body }),
    }),
  }),
});

export const { useCheckSocialMemberMutation, useStandInTokenMutation } = socialLoginApi;
