import { currentRealtime, watchRealtime, type RealtimeSocket } from '@dating/web';
import { useEffect, useRef } from 'react';
import type { ThreadMessage } from './chatApi';

/**
 * Tells the server the member saw the chat up to the other's newest message (their read
 * receipt), only while the page is visible: a chat opened in a hidden tab is read once shown.
 */
export function useSeenReceipt(
  chatId: number,
  memberId: number,
  messages: readonly ThreadMessage[] | undefined,
): void {
  const newestTheirs =
    messages?.findLast((message) => !message.pending && message.sender_id !== memberId)?.id ?? 0;
  const told = useRef({ chatId, upTo: 0 });

  useEffect(() => {
    if (told.current.chatId !== chatId) told.current = { chatId, upTo: 0 };
    const tell = (socket: RealtimeSocket | null) => {
      if (document.visibilityState !== 'visible' || !socket) return;
      if (newestTheirs <= told.current.upTo) return;
      told.current.upTo = newestTheirs;
      socket.emit('seen', { chatid: chatId, message_id: newestTheirs });
    };
    const onVisibilityChange = () => tell(currentRealtime());
    document.addEventListener('visibilitychange', onVisibilityChange);
    // At once, and when the page's socket opens after the chat did.
    const stopWatching = watchRealtime(tell);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      stopWatching();
    };
  }, [chatId, newestTheirs]);
}
