import { callEndpoint } from '@dating/web';
import type { Language } from '@dating/contract';
import { shellApi } from '../../app/api';

/** Forgot password (spec section 2): a code by mail, then a new password with it. */
export const passwordResetApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation({
      ...callEndpoint('webforgot', (body: { email: string; language: Language }) => ({ body })),
    }),
    resetPassword: build.mutation({
      ...callEndpoint(
        'webresetpassword',
        (body: { email: string; otp: string; password: string; language: Language }) => ({ body }),
      ),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;
