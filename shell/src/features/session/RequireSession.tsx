import { SessionProvider, eventBus } from '@dating/shared';
import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { selectSession } from './selectSession';
import { sessionExpired } from './sessionSlice';

/** The /app guard: no session goes to /login; a 401 anywhere (`session:expired`) ends it. */
export function RequireSession({ children }: { children: ReactNode }) {
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectSession);

  useEffect(() => {
    const onExpired = () => dispatch(sessionExpired());
    eventBus.on('session:expired', onExpired);
    return () => eventBus.off('session:expired', onExpired);
  }, [dispatch]);

  if (!session) return <Navigate to="/login" replace />;
  return <SessionProvider session={session}>{children}</SessionProvider>;
}
