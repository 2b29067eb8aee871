import { callEndpoint } from '@dating/web';
import type { ReadReceiptsResponse } from '@dating/contract';
import { api } from '../../app/api';

/** webreadreceipts: the member's "Send read receipts", read and set on its own. */
export const readReceiptsApi = api.injectEndpoints({
  endpoints: (build) => ({
    readReceipts: build.query({
      ...callEndpoint(
        'webreadreceipts',
        (memberId: number) => ({ body: { user_id: memberId } }),
        (response: ReadReceiptsResponse) => response.read_receipts === 'true',
      ),
    }),
    setReadReceipts: build.mutation({
      ...callEndpoint(
        'webreadreceipts',
        ({ memberId, on }: { memberId: number; on: boolean }) => ({
          body: { user_id: memberId, read_receipts: on ? 'true' : 'false' },
        }),
        (response: ReadReceiptsResponse) => response.read_receipts === 'true',
      ),
      // Switched at once, put back if the server refuses.
      async onQueryStarted({ memberId, on }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          readReceiptsApi.util.updateQueryData('readReceipts', memberId, () => on),
        );
        await queryFulfilled.catch(() => patch.undo());
      },
    }),
  }),
});

export const { useReadReceiptsQuery, useSetReadReceiptsMutation } = readReceiptsApi;
