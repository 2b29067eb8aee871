import { callEndpoint } from '@dating/web';
import type { RecentUnmatchesResponse } from '@dating/contract';
import type { ReportFields } from '@dating/ui/ReportDialog';
import { api } from '../../app/api';
import { countsChangedAfter } from '../../app/countsChangedAfter';
import { swipeApi } from '../swipe/swipeApi';

interface MemberArgs {
  memberId: number;
  otherId: number;
}

/** Blocking from a card or a profile, reports with a reason, and the recently unmatched. */
export const safetyApi = api.injectEndpoints({
  endpoints: (build) => ({
    setBlock: build.mutation({
      ...callEndpoint(
        'websetblock',
        ({ memberId, otherId, block }: MemberArgs & { block: boolean }) => ({
          body: { user_id: memberId, block_user_id: otherId, block: block ? 'true' : 'false' },
        }),
      ),
      // A blocked member leaves the deck at once; every other list is read again.
      async onQueryStarted(args, lifecycle) {
        const { memberId, otherId, block } = args;
        const patch = block
          ? lifecycle.dispatch(
              swipeApi.util.updateQueryData('people', memberId, (deck) => {
                deck.peoples = deck.peoples.filter((person) => person.user_id !== otherId);
              }),
            )
          : null;
        try {
          await lifecycle.queryFulfilled;
        } catch {
          patch?.undo();
        }
        await countsChangedAfter(args, lifecycle);
      },
      invalidatesTags: ['People', 'Relations', 'Feeds', 'Member', 'Unmatches'],
    }),
    reportMember: build.mutation({
      ...callEndpoint(
        'webreport',
        ({ memberId, otherId, reason, details, message_ids }: MemberArgs & ReportFields) => ({
          body: {
            user_id: memberId,
            report_user_id: otherId,
            reason,
            ...(details ? { details } : {}),
            ...(message_ids.length > 0 ? { message_ids } : {}),
          },
        }),
      ),
      invalidatesTags: ['Member', 'Unmatches'],
    }),
    recentUnmatches: build.query({
      ...callEndpoint(
        'webrecentunmatches',
        (memberId: number) => ({ body: { user_id: memberId } }),
        (response: RecentUnmatchesResponse) => response.members,
      ),
      providesTags: ['Unmatches'],
    }),
  }),
});

export const { useSetBlockMutation, useReportMemberMutation, useRecentUnmatchesQuery } = safetyApi;
