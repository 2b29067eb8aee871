import type { HitsByKey, RateLimitStore } from './rateLimitStore';

interface Hit {
  id: string;
  at: Date;
}

/**
 * Attempts counted in this process's memory, for a database only this process opens (PGlite):
 * a check costs no query, so a flood of guesses does not hold the single connection members'
 * sign-ins wait for. Counts start afresh when the process does.
 */
export class MemoryRateLimitStore implements RateLimitStore {
  /** Each key's attempts, in the order they were counted. */
  private readonly hits = new Map<string, Hit[]>();
  /** The key of each attempt, to forgive it by id. */
  private readonly keyOf = new Map<string, string>();
  private lastId = 0;

  take<T>(
    keys: readonly string[],
    since: Date,
    at: Date,
    admit: (hits: HitsByKey) => T,
  ): Promise<{ admitted: T; ids: string[] }> {
    // The executor runs at once, and a refusal thrown in it rejects the promise.
    return new Promise((resolve) => resolve(this.takeNow(keys, since, at, admit)));
  }

  remove(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      const key = this.keyOf.get(id);
      if (key !== undefined) this.keep(key, (hit) => hit.id !== id);
    }
    return Promise.resolve();
  }

  clear(key: string): Promise<void> {
    this.keep(key, () => false);
    return Promise.resolve();
  }

  deleteOlderThan(before: Date): Promise<void> {
    for (const key of [...this.hits.keys()]) this.keep(key, (hit) => hit.at >= before);
    return Promise.resolve();
  }

  /** Read, decided and counted in one synchronous step: no other request runs in between. */
  private takeNow<T>(
    keys: readonly string[],
    since: Date,
    at: Date,
    admit: (hits: HitsByKey) => T,
  ): { admitted: T; ids: string[] } {
    const recent = new Map(
      keys.map((key) => [
        key,
        (this.hits.get(key) ?? [])
          .filter((hit) => hit.at > since)
          .map((hit) => hit.at)
          .sort((a, b) => b.getTime() - a.getTime()),
      ]),
    );
    const admitted = admit(recent);
    const ids = keys.map((key) => {
      const id = String((this.lastId += 1));
      const hits = this.hits.get(key);
      if (hits) hits.push({ id, at });
      else this.hits.set(key, [{ id, at }]);
      this.keyOf.set(id, key);
      return id;
    });
    return { admitted, ids };
  }

  /** Keeps the key's attempts that pass; a key left with none is forgotten. */
  private keep(key: string, passes: (hit: Hit) => boolean): void {
    const kept: Hit[] = [];
    for (const hit of this.hits.get(key) ?? []) {
      if (passes(hit)) kept.push(hit);
      else this.keyOf.delete(hit.id);
    }
    if (kept.length > 0) this.hits.set(key, kept);
    else this.hits.delete(key);
  }
}
