import type { CreateChatResponse } from '@dating/shared';
import { api } from '../../app/api';

/** POST webcreatchat: the chat of two matched members, so Send message can open it. */
export const matchApi = api.injectEndpoints({
  endpoints: (build) => ({
    createChat: build.mutation<number, { memberId: number; friendId: number }>({
      query: ({ memberId, friendId }) => ({
        call: 'webcreatchat',
        body: { sender_id: memberId, receiver_id: friendId },
      }),
      transformResponse: (response: CreateChatResponse) => response.chatid,
    }),
  }),
});

export const { useCreateChatMutation } = matchApi;
