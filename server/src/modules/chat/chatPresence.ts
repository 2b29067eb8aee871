import { randomUUID } from 'node:crypto';
import type { Realtime } from '../../realtime/realtime';
import type { PresenceChange, PresenceRepository } from './presenceRepository';

/** How often a process marks its connections fresh; three missed beats and they are dropped. */
export const PRESENCE_BEAT_MS = 30_000;
const STALE_AFTER_MS = 3 * PRESENCE_BEAT_MS;

/** What presence needs of the realtime channel: partners told, this process's sockets read. */
export type PresenceRealtime = Pick<Realtime, 'toMembers'> & {
  here: Pick<Realtime['here'], 'connections'>;
};

/**
 * Online status and last-seen time following socket connections, across processes: each process
 * (node) records its sockets, refreshes them while it runs, and drops those of a process that
 * stopped answering.
 */
export class ChatPresence {
  readonly nodeId = randomUUID();
  private stopping = false;
  /** Work still running when the process stops: waited for before the database closes. */
  private readonly pending = new Set<Promise<void>>();
  /**
   * Each member's latest connect or disconnect: the next waits for it. Their writes go in batches
   * of their own (PresenceRepository), so a tab's close could commit before its own opening, or
   * before another tab's, and leave the member online with no socket, or offline with one, until
   * the next beat.
   */
  private readonly latestOf = new Map<number, Promise<void>>();

  constructor(
    private readonly repository: PresenceRepository,
    private readonly realtime: PresenceRealtime,
    private readonly now: () => Date,
  ) {}

  connected(socketId: string, memberId: number): Promise<void> {
    const now = this.now();
    const staleBefore = this.staleBefore();
    return this.inTurn(memberId, async () => {
      if (await this.repository.connect(socketId, memberId, this.nodeId, staleBefore, now)) {
        await this.tell({ member_id: memberId, last_seen: now }, true);
      }
    });
  }

  disconnected(socketId: string, memberId: number): Promise<void> {
    // While stopping, stop() drops every connection of this process at once.
    if (this.stopping) return Promise.resolve();
    const now = this.now();
    const staleBefore = this.staleBefore();
    return this.inTurn(memberId, async () => {
      if (await this.repository.disconnect(socketId, memberId, staleBefore, now)) {
        await this.tell({ member_id: memberId, last_seen: now }, false);
      }
    });
  }

  /**
   * The periodic beat: keeps this process's connections fresh and drops those of stopped
   * processes. It writes what this process's sockets are, not what changed, so a connect or
   * disconnect whose write failed (a database blip, a pool exhausted by a reconnect storm) is
   * set right within one beat instead of leaving a member online or offline for good.
   */
  async beat(): Promise<void> {
    const now = this.now();
    const staleBefore = this.staleBefore();
    const { cameOnline, wentOffline } = await this.repository.reconcile(
      this.nodeId,
      this.realtime.here.connections(),
      staleBefore,
      now,
    );
    for (const memberId of cameOnline)
      await this.tell({ member_id: memberId, last_seen: now }, true);
    for (const change of [
      ...wentOffline,
      ...(await this.repository.drop({ staleBefore }, staleBefore, now)),
    ]) {
      await this.tell(change, false);
    }
  }

  /** This process stops: its members go offline unless connected elsewhere. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.allSettled([...this.pending]);
    const now = this.now();
    for (const change of await this.repository.drop(
      { nodeId: this.nodeId },
      this.staleBefore(),
      now,
    )) {
      await this.tell(change, false);
    }
  }

  /** Runs `work` once the member's previous connect or disconnect has settled (latestOf). */
  private inTurn(memberId: number, work: () => Promise<void>): Promise<void> {
    const previous = this.latestOf.get(memberId) ?? Promise.resolve();
    const running = previous.then(work);
    const settled = running.catch(() => undefined);
    this.latestOf.set(memberId, settled);
    void settled.then(() => {
      if (this.latestOf.get(memberId) === settled) this.latestOf.delete(memberId);
    });
    this.pending.add(running);
    void settled.then(() => this.pending.delete(running));
    return running;
  }

  private staleBefore(): Date {
    return new Date(this.now().getTime() - STALE_AFTER_MS);
  }

  private async tell(change: PresenceChange, online: boolean): Promise<void> {
    const partners = await this.repository.partnersOf(change.member_id);
    if (partners.length === 0) return;
    this.realtime.toMembers(partners, 'presence', {
      user_id: change.member_id,
      online: online ? '1' : '0',
      onlinelasttime: change.last_seen ? Math.floor(change.last_seen.getTime() / 1000) : null,
    });
  }
}
