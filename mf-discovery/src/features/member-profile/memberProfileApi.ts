import { callEndpoint } from '@dating/web';
import type { MemberProfileResponse } from '@dating/contract';
import { api } from '../../app/api';
import { countsChangedAfter } from '../../app/countsChangedAfter';

interface MemberArgs {
  memberId: number;
  friendId: number;
}

/** Another member's profile, the visit it records, the report toggle and unfriending. */
export const memberProfileApi = api.injectEndpoints({
  endpoints: (build) => ({
    memberProfile: build.query({
      ...callEndpoint(
        'webprofilenew',
        ({ memberId, friendId }: MemberArgs) => ({
          body: { user_id: memberId, friend_id: friendId },
        }),
        (response: MemberProfileResponse) => response.result,
      ),
      providesTags: ['Member'],
    }),
    visitProfile: build.mutation({
      ...callEndpoint('webvisitprofile', ({ memberId, friendId }: MemberArgs) => ({
        body: { user_id: memberId, visit_user_id: friendId },
      })),
    }),
    report: build.mutation({
      ...callEndpoint('webreport', ({ memberId, friendId }: MemberArgs) => ({
        body: { user_id: memberId, report_user_id: friendId },
      })),
      invalidatesTags: ['Member'],
    }),
    unfriend: build.mutation({
      ...callEndpoint('unfriendweb', ({ memberId, friendId }: MemberArgs) => ({
        body: { user_id: memberId, unfriend_user_id: friendId },
      })),
      invalidatesTags: ['Member', 'Relations', 'Feeds'],
      onQueryStarted: countsChangedAfter,
    }),
  }),
});

export const {
  useMemberProfileQuery,
  useVisitProfileMutation,
  useReportMutation,
  useUnfriendMutation,
} = memberProfileApi;
