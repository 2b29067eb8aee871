import { SessionProvider, eventBus } from '@dating/web';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSession } from './selectSession';
import { sessionExpired } from './sessionSlice';
import { signOut } from './signOut';

/**
 * The /app guard: no session goes to /login. A 401 anywhere (`session:expired`) ends the session;
 * a remote's logout (`session:logout`) signs out as the sidebar does.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);

  useEffect(() => {
    const onExpired = () => dispatch(sessionExpired());
    const onLogout = () => void dispatch(signOut());
    eventBus.on('session:expired', onExpired);
    eventBus.on('session:logout', onLogout);
    return () => {
      eventBus.off('session:expired', onExpired);
      eventBus.off('session:logout', onLogout);
    };
  }, [dispatch]);

  if (!session) return <Navigate to="/login" replace />;
  return <SessionProvider session={session}>{children}</SessionProvider>;
}
