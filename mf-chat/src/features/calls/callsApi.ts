import { callEndpoint } from '@dating/web';
import { api } from '../../app/api';

interface CallSettingsArgs {
  chatId: number;
}

/** webcallsettings: the member's "Allow calls" in a chat, and whether the other allows them. */
export const callsApi = api.injectEndpoints({
  endpoints: (build) => ({
    callSettings: build.query({
      ...callEndpoint('webcallsettings', ({ chatId }: CallSettingsArgs) => ({
        body: { chat_id: chatId },
      })),
    }),
    setCallsAllowed: build.mutation({
      ...callEndpoint(
        'webcallsettings',
        ({ chatId, allow }: CallSettingsArgs & { allow: boolean }) => ({
          body: { chat_id: chatId, allow_calls: allow ? 'true' : 'false' },
        }),
      ),
      async onQueryStarted({ chatId }, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled;
        void dispatch(callsApi.util.upsertQueryData('callSettings', { chatId }, data));
      },
    }),
  }),
});

export const { useCallSettingsQuery, useSetCallsAllowedMutation } = callsApi;
