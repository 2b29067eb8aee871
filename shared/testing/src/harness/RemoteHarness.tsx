import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import {
  eventBus,
  htmlLang,
  isRtl,
  closeRealtime,
  openRealtime,
  SessionProvider,
  type Session,
} from '@dating/web';
import { REMOTES, type RemoteKey, type Language } from '@dating/contract';
import { HarnessBar } from './HarnessBar';
import { HarnessSignIn } from './HarnessSignIn';
import { readHarnessSession, storeHarnessSession } from './harnessSession';

/** Where the shell mounts every remote; the harness mounts it at the same place. */
export const HARNESS_BASENAME = '/app';

/**
 * A remote alone, for development and QA: signs in against the real server and gives the
 * remote's App the same session contract and mount point the shell gives it.
 */
export function RemoteHarness({ remote, App }: { remote: RemoteKey; App: ComponentType }) {
  const title = `${REMOTES[remote]} harness`;
  const [session, setSession] = useState(readHarnessSession);
  const changeSession = useCallback((next: Session | null) => {
    storeHarnessSession(next);
    setSession(next);
  }, []);

  useEffect(() => {
    const onExpired = () => changeSession(null);
    eventBus.on('session:expired', onExpired);
    return () => eventBus.off('session:expired', onExpired);
  }, [changeSession]);

  // As the shell does: one socket for the signed-in member, which the remote's realtime uses.
  const token = session?.token;
  const memberId = session?.memberId;
  useEffect(() => {
    if (!token || memberId === undefined) return;
    void openRealtime(token, memberId);
    return () => closeRealtime();
  }, [token, memberId]);

  const language = session?.language;
  useEffect(() => {
    if (!language) return;
    document.documentElement.lang = htmlLang(language);
    document.documentElement.dir = isRtl(language) ? 'rtl' : 'ltr';
  }, [language]);

  if (!session) return <HarnessSignIn title={title} onSignedIn={changeSession} />;

  // As the shell does: keep the session's language current and tell every app about it.
  const onLanguageChange = (next: Language) => {
    changeSession({ ...session, language: next });
    eventBus.emit('locale:changed', { language: next });
  };

  return (
    <SessionProvider session={session}>
      <BrowserRouter basename={HARNESS_BASENAME}>
        <HarnessBar
          title={title}
          remote={remote}
          session={session}
          onLanguageChange={onLanguageChange}
          onSignOut={() => changeSession(null)}
        />
        <App />
      </BrowserRouter>
    </SessionProvider>
  );
}
