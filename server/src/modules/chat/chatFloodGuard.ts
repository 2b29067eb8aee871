import { tooManyAttempts } from '../../limits/rateLimiter';

export interface FloodLimit {
  max: number;
  windowMs: number;
}

/**
 * Messages and typing notices per member, counted in this process's memory: a database-backed
 * count would add a write to every message. With several processes a member may reach the
 * limit once per process, which still stops a flood.
 */
export class ChatFloodGuard {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly limit: FloodLimit,
    private readonly now: () => Date,
  ) {}

  /** Counts one under `key`, or throws a 429 saying how long to wait. */
  take(key: string): void {
    const now = this.now().getTime();
    const since = now - this.limit.windowMs;
    const recent = (this.hits.get(key) ?? []).filter((time) => time > since);
    if (recent.length >= this.limit.max) {
      throw tooManyAttempts((recent[0] ?? now) + this.limit.windowMs - now);
    }
    recent.push(now);
    this.hits.set(key, recent);
    // Forget idle keys now and then so the map cannot grow with every member ever seen.
    if (this.hits.size > 10_000) {
      for (const [other, times] of this.hits) {
        if ((times.at(-1) ?? 0) <= since) this.hits.delete(other);
      }
    }
  }
}
