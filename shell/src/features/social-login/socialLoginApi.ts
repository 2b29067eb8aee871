import { callEndpoint } from '@dating/web';
import type { Language } from '@dating/contract';
import { shellApi } from '../../app/api';

export const socialLoginApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    /** data 0: a member already, sign them in; 1: new, on to the sign-up (spec section 4). */
    checkSocialMember: build.mutation({
      ...callEndpoint(
        'check_fb_user',
        (body: { email: string; fbid: string; access_token: string; language: Language }) => ({
          body,
        }),
      ),
    }),
    /** The local stand-in's token for a test identity (a development server only). */
    standInToken: build.mutation({
      ...callEndpoint('dev/social-sign-in', (body: { email: string }) => ({ body })),
    }),
  }),
});

export const { useCheckSocialMemberMutation, useStandInTokenMutation } = socialLoginApi;
