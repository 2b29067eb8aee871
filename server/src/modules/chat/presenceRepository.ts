import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** An open socket of this process and its member. */
export interface LiveConnection {
  socketId: string;
  memberId: number;
}

export interface PresenceChange {
  member_id: number;
  last_seen: Date | null;
}

/**
 * Online status from open sockets, shared by every server process through the database: a
 * member is online while one of their connections is there and fresh (several tabs, one member).
 */
export class PresenceRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Records the socket; answers whether it is the member's only fresh connection, i.e. whether
   * they just came online. Asked of the connections, not of `members.online`: webonlinestatus
   * sets that flag without any socket, and a socket finding it already set told no one.
   */
  async connect(
    socketId: string,
    memberId: number,
    nodeId: string,
    staleBefore: Date,
    now: Date,
  ): Promise<boolean> {
    // One round trip: a reconnect storm (every socket of a restarted process) stays cheap.
    const row = await this.db
      .with('connection', (db) =>
        db
          .insertInto('member_connections')
          .values({ socket_id: socketId, member_id: memberId, node_id: nodeId, seen_at: now })
          .onConflict((conflict) => conflict.column('socket_id').doNothing()),
      )
      .updateTable('members')
      .set({ online: true })
      .where('id', '=', memberId)
      // Two tabs connecting at once may both find no other: the partners hear 'online' twice,
      // never not at all.
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('member_connections')
              .select('socket_id')
              .where('member_connections.member_id', '=', memberId)
              .where('socket_id', '<>', socketId)
              .where('seen_at', '>=', staleBefore),
          ),
        ),
      )
      .returning('id')
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Forgets the socket; answers whether that was the member's last one (now offline). */
  async disconnect(
    socketId: string,
    memberId: number,
    staleBefore: Date,
    now: Date,
  ): Promise<boolean> {
    await this.db.deleteFrom('member_connections').where('socket_id', '=', socketId).execute();
    const result = await this.db
      .updateTable('members')
      .set({ online: false, last_seen: now })
      .where('id', '=', memberId)
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('member_connections')
              .select('socket_id')
              .where('member_connections.member_id', '=', memberId)
              .where('seen_at', '>=', staleBefore),
          ),
        ),
      )
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
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

  /** Sets offline those of the members left with no fresh connection; answers them. */
  private async setOfflineWithout(
    memberIds: readonly number[],
    staleBefore: Date,
    now: Date,
  ): Promise<PresenceChange[]> {
    const distinct = [...new Set(memberIds)];
    if (distinct.length === 0) return [];
    return this.db
      .updateTable('members')
      .set({ online: false, last_seen: now })
      .where('id', 'in', distinct)
      .where('online', '=', true)
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

  /** The members who share a chat with this one: who hears of their presence. */
  async partnersOf(memberId: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('chats')
      .select(
        sql<number>`case when member_low = ${memberId} then member_high else member_low end`.as(
          'partner',
        ),
      )
      .where((eb) => eb.or([eb('member_low', '=', memberId), eb('member_high', '=', memberId)]))
      .execute();
    return rows.map((row) => row.partner).filter((partner) => partner !== null);
  }
}
