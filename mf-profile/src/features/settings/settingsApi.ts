import { callEndpoint } from '@dating/web';
import { api } from '../../app/api';

export interface PasswordChangeArgs {
  memberId: number;
  oldPassword: string;
  newPassword: string;
}

/** The account calls of the settings page (spec section 7, Account and session). */
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    changePassword: build.mutation({
      ...callEndpoint(
        'webchangepassword',
        ({ memberId, oldPassword, newPassword }: PasswordChangeArgs) => ({
          body: { user_id: memberId, old_password: oldPassword, new_password: newPassword },
        }),
      ),
    }),
    deactivateAccount: build.mutation({
      ...callEndpoint('webdeleteaccount', (memberId: number) => ({ body: { user_id: memberId } })),
    }),
    // Deleting for good asks for the password again (the server refuses it without).
    deleteAccount: build.mutation({
      ...callEndpoint(
        'webremoveaccount',
        ({ memberId, password }: { memberId: number; password: string }) => ({
          body: { user_id: memberId, password },
        }),
      ),
    }),
  }),
});

export const { useChangePasswordMutation, useDeactivateAccountMutation, useDeleteAccountMutation } =
  settingsApi;
