import type { PrivacyResponse, PrivacyState, SnoozeChoice } from '@dating/contract';
import { api } from '../../app/api';

/** Settings' snooze and incognito; the own profile is read again, which carries both. */
export const privacyApi = api.injectEndpoints({
  endpoints: (build) => ({
    setSnooze: build.mutation<PrivacyState, { memberId: number; snooze: SnoozeChoice | 'off' }>({
      query: ({ memberId, snooze }) => ({
        call: 'websetsnooze',
        body: { user_id: memberId, snooze },
      }),
      transformResponse: (response: PrivacyResponse) => response.result,
      invalidatesTags: ['Profile'],
    }),
    setIncognito: build.mutation<PrivacyState, { memberId: number; incognito: boolean }>({
      query: ({ memberId, incognito }) => ({
        call: 'websetincognito',
        body: { user_id: memberId, incognito: incognito ? 'true' : 'false' },
      }),
      transformResponse: (response: PrivacyResponse) => response.result,
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const { useSetSnoozeMutation, useSetIncognitoMutation } = privacyApi;
