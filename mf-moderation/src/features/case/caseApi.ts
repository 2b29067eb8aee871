import { callEndpoint } from '@dating/web';
import type { ModerationActionFields } from '@dating/contract';
import { api } from '../../app/api';

export const caseApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** One member's profile, photos, reports and the actions taken on them. */
    moderationCase: build.query({
      ...callEndpoint('moderationcase', (memberId: number) => ({
        json: true,
        body: { member_id: memberId },
      })),
      providesTags: (_answer, _error, memberId) => [{ type: 'Case', id: memberId }],
    }),
    /** An action takes effect at once: the case, the queue and the audit log are read again. */
    moderationAction: build.mutation({
      ...callEndpoint('moderationaction', (fields: ModerationActionFields) => ({
        json: true,
        body: fields,
      })),
      invalidatesTags: (_answer, _error, { member_id }) => [
        { type: 'Case', id: Number(member_id) },
        'Queue',
        'Audit',
      ],
    }),
  }),
});

export const { useModerationCaseQuery, useModerationActionMutation } = caseApi;
