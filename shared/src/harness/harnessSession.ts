import { isLanguage, type Session } from '@dating/shared';

/** The harness keeps its session per tab, apart from the product's own storage keys. */
const STORAGE_KEY = 'dating_harness_session';

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
  const stored = sessionStorage.getItem(STORAGE_KEY);
  if (!stored) return null;
  try {
    const parsed: unknown = JSON.parse(stored);
    return isSession(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function storeHarnessSession(session: Session | null): void {
  if (session) sessionStorage.setItem(STORAGE_KEY, JSON.stringify(session));
  else sessionStorage.removeItem(STORAGE_KEY);
}
