import type { SessionsEnded } from './sessions';
import type { AuthenticatedMember } from './sessionsRepository';

/** Tokens held in memory at most; beyond it the oldest entries go. */
const MAX_ENTRIES = 10_000;

interface Entry {
  member: AuthenticatedMember;
  /** Time (ms) after which the database is asked again. */
  until: number;
}

/**
 * The member of recently seen tokens (by their hash), so that a signed-in call costs no database
 * round trip. Ended sessions are forgotten at once: those ended in this process, and those another
 * process announces (see Sessions.forget).
 */
export class SessionCache {
  private readonly entries = new Map<string, Entry>();
  /**
   * Counts the endings heard: a look-up that started before one may have read a session it
   * ended, so what it found is not kept.
   */
  private endings = 0;

  get(tokenHash: string, now: number): AuthenticatedMember | undefined {
    const entry = this.entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now) return entry.member;
    this.entries.delete(tokenHash);
    return undefined;
  }

  /** Where a look-up starts: what `keep` needs to know that no session ended meanwhile. */
  mark(): number {
    return this.endings;
  }

  keep(tokenHash: string, member: AuthenticatedMember, until: number, mark: number): void {
    if (mark !== this.endings) return;
    this.entries.delete(tokenHash);
    this.entries.set(tokenHash, { member, until });
    if (this.entries.size > MAX_ENTRIES) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
  }

  forget(ended: SessionsEnded): void {
    this.endings += 1;
    const endsEntry =
      'memberId' in ended
        ? (entry: Entry) => entry.member.id === ended.memberId
        : (entry: Entry) => ended.sessionIds.includes(entry.member.sessionId);
    for (const [tokenHash, entry] of this.entries) {
      if (endsEntry(entry)) this.entries.delete(tokenHash);
    }
  }
}
