import { callEndpoint } from '@dating/web';
import type { BlockedMembersResponse } from '@dating/contract';
import { api } from '../../app/api';

/** Settings' blocked list: whom the member blocks, and Unblock. */
export const blockedMembersApi = api.injectEndpoints({
  endpoints: (build) => ({
    blockedMembers: build.query({
      ...callEndpoint(
        'webblockedmembers',
        (memberId: number) => ({ body: { user_id: memberId } }),
        (response: BlockedMembersResponse) => response.members,
      ),
      providesTags: ['Blocks'],
    }),
    unblock: build.mutation({
      ...callEndpoint(
        'websetblock',
        ({ memberId, otherId }: { memberId: number; otherId: number }) => ({
          body: { user_id: memberId, block_user_id: otherId, block: 'false' },
        }),
      ),
      // Gone from the list at once; back if the server refused.
      async onQueryStarted({ memberId, otherId }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          blockedMembersApi.util.updateQueryData('blockedMembers', memberId, (members) =>
            members.filter((member) => member.user_id !== otherId),
          ),
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

export const { useBlockedMembersQuery, useUnblockMutation } = blockedMembersApi;
