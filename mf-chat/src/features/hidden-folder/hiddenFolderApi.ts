import { callEndpoint } from '@dating/web';
import type { HiddenMessagesResponse } from '@dating/contract';
import { api } from '../../app/api';

/** webhiddenmessages: the member's Hidden folder, read when they open it. */
export const hiddenFolderApi = api.injectEndpoints({
  endpoints: (build) => ({
    hiddenFolder: build.query({
      ...callEndpoint(
        'webhiddenmessages',
        (memberId: number) => ({ body: { user_id: memberId } }),
        (response: HiddenMessagesResponse) => response.items,
      ),
    }),
  }),
});

export const { useHiddenFolderQuery } = hiddenFolderApi;
