import { sql, type Kysely, type RawBuilder } from 'kysely';
import { groupCommit } from '../../db/groupCommit';
import type { Database } from '../../db/schema';
import type { LiveConnection } from '../../realtime/realtime';
import { presenceShownBetween } from '../blocks/blocks';

export interface PresenceChange {
  member_id: number;
  last_seen: Date | null;
}

/** A socket that closed, as disconnect records it. */
interface SocketChange {
  socketId: string;
  memberId: number;
  staleBefore: Date;
  now: Date;
}

/** A socket of the process `nodeId` that opened, as connect records it. */
interface SocketOpened extends SocketChange {
  nodeId: string;
}

/**
 * Connects, disconnects and the partners' lookups that come while these many statements of their
 * kind run go together in the next (groupCommit): a reconnect storm (every socket of a restarted
 * process, a network blip) takes a few statements instead of one or two a socket, which
 * exhausted the pool and dropped the writes that waited longest.
 */
const PRESENCE_STATEMENTS = { inFlight: 2, maxBatchSize: 500 };

/**
 * Online status from open sockets, shared by every server process through the database: a
 * member is online while one of their connections is there and fresh (several tabs, one member).
 */
export class PresenceRepository {
  private readonly connection = groupCommit(
    (batch: readonly SocketOpened[]) => this.storeConnections(batch),
    PRESENCE_STATEMENTS,
  );
  private readonly disconnection = groupCommit(
    (batch: readonly SocketChange[]) => this.dropConnections(batch),
    PRESENCE_STATEMENTS,
  );
  private readonly partners = groupCommit(
    (batch: readonly number[]) => this.partnersOfEach(batch),
    PRESENCE_STATEMENTS,
  );

  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Records the socket; answers whether it is the member's only fresh connection, i.e. whether
   * they just came online. Asked of the connections, not of `members.online`: webonlinestatus
   * sets that flag without any socket, and a socket finding it already set told no one.
   */
  connect(
    socketId: string,
    memberId: number,
    nodeId: string,
    staleBefore: Date,
    now: Date,
  ): Promise<boolean> {
    return this.connection({ socketId, memberId, nodeId, staleBefore, now });
  }

  /** Forgets the socket; answers whether that was the member's last one (now offline). */
  disconnect(socketId: string, memberId: number, staleBefore: Date, now: Date): Promise<boolean> {
    return this.disconnection({ socketId, memberId, staleBefore, now });
  }

  /**
   * One statement for the batch's sockets. A member came online when no fresh connection of
   * theirs is outside the batch; two tabs connecting at once in separate batches may both find
   * none: the partners hear 'online' twice, never not at all.
   */
  private async storeConnections(batch: readonly SocketOpened[]): Promise<boolean[]> {
    const { staleBefore, now } = batch[batch.length - 1]!;
    const socketIds = sql.val(batch.map((change) => change.socketId));
    const memberIds = sql.val(batch.map((change) => change.memberId));
    const cameOnline = await this.db
      .with('connection', (db) =>
        db
          .insertInto('member_connections')
          .columns(['socket_id', 'member_id', 'node_id', 'seen_at'])
          .expression(
            sql`select socket_id, member_id, node_id, ${now}::timestamptz from unnest(
              ${socketIds}::text[],
              ${memberIds}::int[],
              ${sql.val(batch.map((change) => change.nodeId))}::text[]
            ) as live(socket_id, member_id, node_id)`,
          )
          .onConflict((conflict) => conflict.column('socket_id').doNothing()),
      )
      .updateTable('members')
      .set({ online: true })
      .where('id', '=', sql<number>`any(${memberIds}::int[])`)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('member_connections')
              .select('socket_id')
              .whereRef('member_connections.member_id', '=', 'members.id')
              .where(sql<boolean>`socket_id <> all(${socketIds}::text[])`)
              .where('seen_at', '>=', staleBefore),
          ),
        ),
      )
      .returning('id')
      .execute();
    return firstOfEachMember(batch, new Set(cameOnline.map((row) => row.id)));
  }

  /** One statement for the batch's sockets, one for their members left with none. */
  private async dropConnections(batch: readonly SocketChange[]): Promise<boolean[]> {
    const { staleBefore, now } = batch[batch.length - 1]!;
    await this.db
      .deleteFrom('member_connections')
      .where(
        'socket_id',
        '=',
        sql<string>`any(${sql.val(batch.map((change) => change.socketId))}::text[])`,
      )
      .execute();
    const wentOffline = await this.setOfflineWithout(
      batch.map((change) => change.memberId),
      staleBefore,
      now,
      { shownOnline: false },
    );
    return firstOfEachMember(batch, new Set(wentOffline.map((row) => row.member_id)));
  }

  /**
   * This process is alive, and these are its open sockets: their rows are made fresh (written
   * again when a connect's write was lost), rows of this process whose socket is gone (a
   * disconnect's write was lost) are deleted, and the members whose status that changes are
   * answered: those shown offline who have a socket here, those left with none.
   */
  async reconcile(
    nodeId: string,
    live: readonly LiveConnection[],
    staleBefore: Date,
    now: Date,
  ): Promise<{ cameOnline: number[]; wentOffline: PresenceChange[] }> {
    const socketIds = live.map((connection) => connection.socketId);
    if (live.length > 0) {
      await this.db
        .insertInto('member_connections')
        .columns(['socket_id', 'member_id', 'node_id', 'seen_at'])
        .expression(
          sql`select socket_id, member_id, ${nodeId}, ${now}::timestamptz from unnest(
            ${sql.val(socketIds)}::text[],
            ${sql.val(live.map((connection) => connection.memberId))}::int[]
          ) as live(socket_id, member_id)`,
        )
        .onConflict((conflict) =>
          conflict.column('socket_id').doUpdateSet({ seen_at: now, node_id: nodeId }),
        )
        .execute();
    }
    const gone = await this.db
      .deleteFrom('member_connections')
      .where('node_id', '=', nodeId)
      .where(sql<boolean>`socket_id <> all(${sql.val(socketIds)}::text[])`)
      .returning('member_id')
      .execute();
    const cameOnline = await this.db
      .updateTable('members')
      .set({ online: true })
      .where('online', '=', false)
      .where('id', 'in', (eb) =>
        eb.selectFrom('member_connections').select('member_id').where('node_id', '=', nodeId),
      )
      .returning('id')
      .execute();
    return {
      cameOnline: cameOnline.map((row) => row.id),
      wentOffline: await this.setOfflineWithout(
        gone.map((row) => row.member_id),
        staleBefore,
        now,
      ),
    };
  }

  /**
   * Drops the connections of a process that stopped (all of `nodeId`'s, or every stale one after a
   * crash) and sets offline the members left with none; answers them.
   */
  async drop(
    which: { nodeId: string } | { staleBefore: Date },
    staleBefore: Date,
    now: Date,
  ): Promise<PresenceChange[]> {
    const dropped = await this.db
      .deleteFrom('member_connections')
      .where((eb) =>
        'nodeId' in which
          ? eb('node_id', '=', which.nodeId)
          : eb('seen_at', '<', which.staleBefore),
      )
      .returning('member_id')
      .execute();
    return this.setOfflineWithout(
      dropped.map((row) => row.member_id),
      staleBefore,
      now,
    );
  }

  /**
   * Sets offline those of the members left with no fresh connection; answers them. Only those
   * shown online unless `shownOnline` is false: a socket that closes ends its member's visit
   * whatever the flag says (webonlinestatus may have cleared it while the socket stayed).
   */
  private async setOfflineWithout(
    memberIds: readonly number[],
    staleBefore: Date,
    now: Date,
    { shownOnline = true } = {},
  ): Promise<PresenceChange[]> {
    const distinct = [...new Set(memberIds)];
    if (distinct.length === 0) return [];
    return this.db
      .updateTable('members')
      .set({ online: false, last_seen: now })
      .where('id', 'in', distinct)
      .$if(shownOnline, (qb) => qb.where('online', '=', true))
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('member_connections')
              .select('socket_id')
              .whereRef('member_connections.member_id', '=', 'members.id')
              .where('seen_at', '>=', staleBefore),
          ),
        ),
      )
      .returning(['id as member_id', 'last_seen'])
      .execute();
  }

  /**
   * The members who share a chat with this one and may see their presence (no block either way,
   * the match not ended): who hears of it. Asked for each member coming online or going offline,
   * so the members asked while such statements run go together in the next: a reconnect storm's
   * thousands of lookups, one statement each, held every connection of the pool for seconds, ran
   * out its 1 s wait, and the chat's messages queued behind them.
   */
  partnersOf(memberId: number): Promise<number[]> {
    return this.partners(memberId);
  }

  /** Per member of the batch, in order, their partners (`partnersOf`): one statement. */
  private async partnersOfEach(memberIds: readonly number[]): Promise<number[][]> {
    const { rows } = await partnersStatement(memberIds).execute(this.db);
    const partnersOf = new Map<number, number[]>();
    for (const row of rows) {
      if (row.partner === null) continue;
      const partners = partnersOf.get(row.member_id) ?? [];
      partners.push(row.partner);
      partnersOf.set(row.member_id, partners);
    }
    return memberIds.map((memberId) => partnersOf.get(memberId) ?? []);
  }
}

/**
 * Each member's partners whose presence they may see: two index probes of `chats` a member.
 * Joined by `member_low = id or member_high = id`, the batch had no index condition and read
 * every chat for every member.
 */
export function partnersStatement(
  memberIds: readonly number[],
): RawBuilder<{ member_id: number; partner: number | null }> {
  const member = sql.ref<number>('told.member_id');
  const partner = sql.ref<number>('chat.partner');
  return sql<{ member_id: number; partner: number | null }>`
    select told.member_id, chat.partner
    from unnest(${sql.val([...new Set(memberIds)])}::int[]) as told(member_id)
    cross join lateral (
      select member_high as partner from chats where member_low = ${member}
      union all
      select member_low from chats where member_high = ${member}
    ) as chat
    where ${presenceShownBetween(member, partner)}`;
}

/** Per change, in order: whether its member is in `members`, answered for their first one only. */
function firstOfEachMember(batch: readonly SocketChange[], members: Set<number>): boolean[] {
  const told = new Set<number>();
  return batch.map(({ memberId }) => {
    if (!members.has(memberId) || told.has(memberId)) return false;
    told.add(memberId);
    return true;
  });
}
