import { isLanguage } from '@dating/contract';
import { sessionStore, type Session } from '@dating/web';

function isSession(value: unknown): value is Session {
  if (typeof value !== 'object' || value === null) return false;
  const candidate = value as Record<string, unknown>;
  return (
    typeof candidate.memberId === 'number' &&
    typeof candidate.token === 'string' &&
    typeof candidate.premium === 'boolean' &&
    isLanguage(candidate.language)
  );
}

export function readHarnessSession(): Session | null {
  // Per tab, apart from the product's own storage keys.
  const stored = sessionStore.read('dating_harness_session');
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeHarnessSession(session: Session | null): void {
  if (session) sessionStore.write('dating_harness_session', JSON.stringify(session));
  else sessionStore.remove('dating_harness_session');
}
