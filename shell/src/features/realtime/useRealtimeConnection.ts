import {
  closeRealtime,
  eventBus,
  onEveryConnection,
  openRealtime,
  watchRealtime,
  whenPageIdle,
} from '@dating/web';
import {
  type AccountStandingNotice,
  type CallRingNotice,
  type ChatMessage,
} from '@dating/contract';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSession } from '../session/selectSession';
import { sessionExpired } from '../session/sessionSlice';
import { useMemberProfile } from '../session/useMemberProfile';

/**
 * The page's one socket, opened once the member's profile says they are active and closed when
 * they leave; remotes use the same socket. A message to the member refreshes the sidebar's
 * badges, and so does a reconnection; the server closing it makes the session be checked; a
 * ringing call opens the call screen.
 */
export function useRealtimeConnection(): void {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);
  const { data: profile } = useMemberProfile();
  const active = profile?.userstatus === 1;
  const token = session?.token;
  const memberId = session?.memberId;

  useEffect(() => {
    if (!token || !active || memberId === undefined) return;
    const cancelOpening = whenPageIdle(() => void openRealtime(token, memberId));
    const stopWatching = watchRealtime((socket) => {
      const onMessage = (message: ChatMessage) => {
        if (message.receiver_id === memberId) eventBus.emit('counts:changed', undefined);
      };
      // Messages that arrived while the connection was down: the counts are read again.
      let connectedBefore = false;
      const stopCatchingUp = onEveryConnection(socket, () => {
        if (connectedBefore) eventBus.emit('counts:changed', undefined);
        connectedBefore = true;
      });
      // The server closes the sockets of a session it ended (a suspension, a ban, a password
      // change) or when it stops: the profile read again tells which, and a 401 signs out.
      const onDisconnect = (reason: string) => {
        if (reason === 'io server disconnect') eventBus.emit('profile:changed', undefined);
      };
      // A suspension or ban says why just before the close: signed out at once, told why.
      const onStanding = ({ message }: AccountStandingNotice) =>
        dispatch(sessionExpired({ notice: message }));
      // A call rings on whatever page is open: mf-chat's call widget shows it (REMOTE_WIDGETS).
      const onRing = (ring: CallRingNotice) => eventBus.emit('call:open', { incoming: ring });
      socket.on('broad', onMessage);
      socket.on('disconnect', onDisconnect);
      socket.on('accountstanding', onStanding);
      socket.on('callring', onRing);
      return () => {
        stopCatchingUp();
        socket.off('broad', onMessage);
        socket.off('disconnect', onDisconnect);
        socket.off('accountstanding', onStanding);
        socket.off('callring', onRing);
      };
    });
    return () => {
      cancelOpening();
      stopWatching();
      closeRealtime();
    };
  }, [dispatch, token, active, memberId]);
}
