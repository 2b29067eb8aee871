import { callEndpoint } from '@dating/web';
import type { Flag } from '@dating/contract';
import { api } from '../../app/api';

export type EmailKind = 'email_matches' | 'email_messages';

/** Settings' e-mail digests: which kinds the member is mailed about. */
export const emailSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    emailSettings: build.query({
      ...callEndpoint('webemailsettings', (memberId: number) => ({ body: { user_id: memberId } })),
    }),
    setEmailSetting: build.mutation({
      ...callEndpoint(
        'websetemailsettings',
        ({ memberId, kind, value }: { memberId: number; kind: EmailKind; value: Flag }) => ({
          body: { user_id: memberId, [kind]: value },
        }),
      ),
      // The switch moves at once; back if the server refused.
      async onQueryStarted({ memberId, kind, value }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          emailSettingsApi.util.updateQueryData('emailSettings', memberId, (settings) => {
            settings[kind] = value;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useEmailSettingsQuery, useSetEmailSettingMutation } = emailSettingsApi;
