import { createContext, useContext, type ReactNode } from 'react';
import { useLocation, useParams } from 'react-router-dom';

/** The console's addresses, below wherever the host mounted it (/moderation in the shell). */
export interface ConsolePaths {
  queue: string;
  audit: string;
  verifications: string;
  photos: string;
  caseOf: (memberId: number) => string;
}

const ConsolePathsContext = createContext<ConsolePaths | null>(null);

function pathsBelow(base: string): ConsolePaths {
  return {
    queue: base || '/',
    audit: `${base}/audit`,
    verifications: `${base}/verifications`,
    photos: `${base}/photos`,
    caseOf: (memberId) => `${base}/case/${memberId}`,
  };
}

/**
 * Rendered by the console's own catch-all route: what that route matched (`*`) taken off the
 * address is where the host mounted the console, whatever the host's own routes are.
 */
export function ConsolePathsProvider({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const below = useParams()['*'] ?? '';
  const base = pathname.slice(0, pathname.length - below.length).replace(/\/+$/, '');
  return (
    <ConsolePathsContext.Provider value={pathsBelow(base)}>{children}</ConsolePathsContext.Provider>
  );
}

export function useConsolePaths(): ConsolePaths {
  const paths = useContext(ConsolePathsContext);
  if (!paths) throw new Error('useConsolePaths must be used inside ConsolePathsProvider');
  return paths;
}
