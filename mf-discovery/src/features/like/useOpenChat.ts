import { pathTo } from '@dating/contract';
import { useSession } from '@dating/web';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateChatMutation } from './openChatApi';

/** Creates (or finds) the chat with a match and opens it on the chat route. */
export function useOpenChat() {
  const { memberId } = useSession();
  const navigate = useNavigate();
  const [createChat, { isLoading, isError }] = useCreateChatMutation();
  const openChat = useCallback(
    async (friendId: number): Promise<boolean> => {
      try {
        const chatId = await createChat({ memberId, friendId }).unwrap();
        void navigate(pathTo('chat', { userId: friendId, chatId }));
        return true;
      } catch {
        return false;
      }
    },
    [createChat, memberId, navigate],
  );
  return { openChat, opening: isLoading, failed: isError };
}
