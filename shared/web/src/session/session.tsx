import { createContext, useContext, type ReactNode } from 'react';
import type { Language } from '@dating/contract';

/** What the shell (or a remote's standalone harness) hands to every remote. */
export interface Session {
  memberId: number;
  token: string;
  /**
   * From the member's profile; null until it has answered, so a remote mounted before it shows
   * skeletons rather than the free experience to a premium member.
   */
  premium: boolean | null;
  /**
   * Whether the page in view may offer premium in its own content (the shell's one-upsell rule:
   * none inside a chat, none on the first session day, one offer per page).
   */
  pageUpsell: boolean;
  language: Language;
}

const SessionContext = createContext<Session | null>(null);

export function SessionProvider({
  session,
  children,
}: {
  session: Session | null;
  children: ReactNode;
}) {
  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
}

/** The signed-in session; remotes are only mounted inside /app, so it is always there. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside a signed-in SessionProvider');
  return session;
}

/** For the few places (the shell's public pages) that render with or without a session. */
export function useOptionalSession(): Session | null {
  return useContext(SessionContext);
}
