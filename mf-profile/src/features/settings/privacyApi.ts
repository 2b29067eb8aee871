import { callEndpoint } from '@dating/web';
import type { PrivacyResponse, SnoozeChoice } from '@dating/contract';
import { api } from '../../app/api';

/** Settings' snooze and incognito; the own profile is read again, which carries both. */
export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    setSnooze: build.mutation({
      ...callEndpoint(
        'websetsnooze',
        ({ memberId, snooze }: { memberId: number; snooze: SnoozeChoice | 'off' }) => ({
          body: { user_id: memberId, snooze },
        }),
        (response: PrivacyResponse) => response.result,
      ),
      invalidatesTags: ['Profile'],
    }),
    setIncognito: build.mutation({
      ...callEndpoint(
        'websetincognito',
        ({ memberId, incognito }: { memberId: number; incognito: boolean }) => ({
          body: { user_id: memberId, incognito: incognito ? 'true' : 'false' },
        }),
        (response: PrivacyResponse) => response.result,
      ),
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useSetSnoozeMutation, useSetIncognitoMutation } = privacyApi;
