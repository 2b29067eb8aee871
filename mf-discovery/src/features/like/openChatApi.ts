import { callEndpoint } from '@dating/web';
import type { CreateChatResponse } from '@dating/contract';
import { api } from '../../app/api';

/** The chat a match opens, with the screens that offer Send message (not the deck's first paint). */
const openChatApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST webcreatchat: the chat of two matched members, so Send message can open it. */
    createChat: build.mutation({
      ...callEndpoint(
        'webcreatchat',
        ({ memberId, friendId }: { memberId: number; friendId: number }) => ({
          body: { sender_id: memberId, receiver_id: friendId },
        }),
        (response: CreateChatResponse) => response.chatid,
      ),
    }),
  }),
});

export const { useCreateChatMutation } = openChatApi;
