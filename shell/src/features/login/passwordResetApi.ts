import type { ApiOk, Language } from '@dating/contract';
import { shellApi } from '../../app/api';

/** Forgot password (spec section 2): a code by mail, then a new password with it. */
export const passwordResetApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    forgotPassword: build.mutation<ApiOk, { email: string; language: Language }>({
      query: (body) => ({ call: 'webforgot', body }),
    }),
    resetPassword: build.mutation<
      ApiOk,
      { email: string; otp: string; password: string; language: Language }
    >({
      query: (body) => ({ call: 'webresetpassword', body }),
    }),
  }),
});

export const { useForgotPasswordMutation, useResetPasswordMutation } = passwordResetApi;
