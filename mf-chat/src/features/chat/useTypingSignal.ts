import { currentRealtime, watchRealtime } from '@dating/web';
import { type PresenceNotice, type TypingValue } from '@dating/contract';
import { useCallback, useEffect, useRef } from 'react';

/** Spec section 9: two seconds without keys ends typing. */
export const TYPING_IDLE_MS = 2000;

export interface TypingTarget {
  chatId: number;
  memberId: number;
  receiverId: number;
}

/**
 * Spec section 4, Typing: the first key that is not Enter sends 'type' (the first once the page's
 * socket is open; again when the other member comes online meanwhile), two seconds without keys
 * send 'untype'. Returns what the input calls on each key.
 */
export function useTypingSignal({ chatId, memberId, receiverId }: TypingTarget) {
  const typing = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  /** Whether the signal went: before the page's socket is opened there is none to send it on. */
  const signal = useCallback(
    (value: TypingValue) => {
      const realtime = currentRealtime();
      if (!realtime) return false;
      realtime.emit('typing', {
        chatid: chatId,
        sender_id: memberId,
        receiver_id: receiverId,
        message: value,
      });
      return true;
    },
    [chatId, memberId, receiverId],
  );

  const stop = useCallback(() => {
    window.clearTimeout(timer.current);
    if (!typing.current) return;
    typing.current = false;
    signal('untype');
  }, [signal]);

  useEffect(() => stop, [stop]);

  // A partner whose page connects while the member types learns it then: 'type' went to no one.
  useEffect(
    () =>
      watchRealtime((socket) => {
        const onPresence = (notice: PresenceNotice) => {
          if (typing.current && notice.user_id === receiverId && notice.online === '1') {
            signal('type');
          }
        };
        socket.on('presence', onPresence);
        return () => socket.off('presence', onPresence);
      }),
    [receiverId, signal],
  );

  return useCallback(
    (key: string) => {
      if (key === 'Enter') return;
      // Until 'type' has gone, each key tries again: typing may start before the socket opens.
      if (!typing.current) typing.current = signal('type');
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(stop, TYPING_IDLE_MS);
    },
    [signal, stop],
  );
}
