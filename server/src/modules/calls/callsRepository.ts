import type { CallKind, CallOutcome } from '@dating/contract/schemas';
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, MemberCallsTable } from '../../db/schema';

export type CallRow = Selectable<MemberCallsTable>;

export interface NewCall {
  chat_id: number;
  caller_id: number;
  callee_id: number;
  kind: CallKind;
  caller_socket: string;
  created_at: Date;
}

/** Who was already ringing or in a call when a call was to start. */
export type BusyParty = 'caller' | 'callee';

/** The SQL of calls: the calls, who is busy, and each member's "Allow calls" per chat. */
export class CallsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Stores a ringing call and marks both members busy, in one transaction: a member busy with
   * another call (on any process) is found by the primary key of busy_members, so two calls can
   * never both ring one member. Then the call is stored ended 'busy' (the callee was busy) or not
   * at all (the caller was).
   */
  startCall(input: NewCall): Promise<{ call: CallRow; busy: BusyParty | null }> {
    return this.db.transaction().execute(async (trx) => {
      const call = await trx
        .insertInto('member_calls')
        .values({ ...input, state: 'ringing' })
        .returningAll()
        .executeTakeFirstOrThrow();
      const taken = await trx
        .insertInto('busy_members')
        .values([
          { member_id: input.caller_id, call_id: call.id },
          { member_id: input.callee_id, call_id: call.id },
        ])
        .onConflict((conflict) => conflict.column('member_id').doNothing())
        .returning('member_id')
        .execute();
      if (taken.length === 2) return { call, busy: null };
      const busy = taken.some((row) => row.member_id === input.caller_id) ? 'callee' : 'caller';
      await trx.deleteFrom('busy_members').where('call_id', '=', call.id).execute();
      if (busy === 'caller') {
        await trx.deleteFrom('member_calls').where('id', '=', call.id).execute();
        return { call, busy };
      }
      const ended = await trx
        .updateTable('member_calls')
        .set({ state: 'ended', outcome: 'busy', ended_at: input.created_at })
        .where('id', '=', call.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return { call: ended, busy };
    });
  }

  findCall(callId: number): Promise<CallRow | undefined> {
    return this.db
      .selectFrom('member_calls')
      .selectAll()
      .where('id', '=', callId)
      .executeTakeFirst();
  }

  /** The callee takes a ringing call on this tab; undefined when it rings no more. */
  accept(callId: number, calleeId: number, socketId: string, now: Date) {
    return this.db
      .updateTable('member_calls')
      .set({ state: 'active', callee_socket: socketId, answered_at: now })
      .where('id', '=', callId)
      .where('callee_id', '=', calleeId)
      .where('state', '=', 'ringing')
      .returningAll()
      .executeTakeFirst();
  }

  /**
   * Ends a call that is not ended yet and frees its members; undefined when it had ended already
   * (another process, tab or the ring timeout got there first), so each call ends once.
   */
  end(callId: number, outcome: CallOutcome, now: Date): Promise<CallRow | undefined> {
    return this.db.transaction().execute(async (trx) => {
      const ended = await trx
        .updateTable('member_calls')
        .set({ state: 'ended', outcome, ended_at: now })
        .where('id', '=', callId)
        .where('state', '<>', 'ended')
        .returningAll()
        .executeTakeFirst();
      if (ended) await trx.deleteFrom('busy_members').where('call_id', '=', callId).execute();
      return ended;
    });
  }

  /** Calls still ringing or active held by this socket (a tab that closed). */
  liveCallsOfSocket(socketId: string): Promise<CallRow[]> {
    return this.db
      .selectFrom('member_calls')
      .selectAll()
      .where('state', '<>', 'ended')
      .where((eb) =>
        eb.or([eb('caller_socket', '=', socketId), eb('callee_socket', '=', socketId)]),
      )
      .execute();
  }

  /** Calls ringing since before `before`: nobody answered. */
  ringingSince(before: Date): Promise<CallRow[]> {
    return this.db
      .selectFrom('member_calls')
      .selectAll()
      .where('state', '=', 'ringing')
      .where('created_at', '<', before)
      .execute();
  }

  /**
   * Live calls started before `before` whose tab no process lists as open any more: a process
   * that stopped without closing its sockets (a crash) left them.
   */
  orphanedSince(before: Date): Promise<CallRow[]> {
    const open = (column: 'caller_socket' | 'callee_socket') =>
      sql<boolean>`exists (select 1 from member_connections c where c.socket_id = member_calls.${sql.ref(column)})`;
    return this.db
      .selectFrom('member_calls')
      .selectAll()
      .where('state', '<>', 'ended')
      .where('created_at', '<', before)
      .where((eb) =>
        eb.or([
          eb.not(open('caller_socket')),
          eb.and([eb('state', '=', 'active'), eb.not(open('callee_socket'))]),
        ]),
      )
      .execute();
  }

  /** Whether each of the chat's two members allows calls in it (no row: allowed). */
  async callsAllowed(chatId: number, memberIds: readonly number[]): Promise<Map<number, boolean>> {
    const rows = await this.db
      .selectFrom('chat_call_settings')
      .select(['member_id', 'calls_allowed'])
      .where('chat_id', '=', chatId)
      .where('member_id', 'in', memberIds)
      .execute();
    const allowed = new Map(memberIds.map((id) => [id, true]));
    for (const row of rows) allowed.set(row.member_id, row.calls_allowed);
    return allowed;
  }

  async setCallsAllowed(chatId: number, memberId: number, allowed: boolean): Promise<void> {
    await this.db
      .insertInto('chat_call_settings')
      .values({ chat_id: chatId, member_id: memberId, calls_allowed: allowed })
      .onConflict((conflict) =>
        conflict.columns(['chat_id', 'member_id']).doUpdateSet({ calls_allowed: allowed }),
      )
      .execute();
  }

  /** The language a member reads the product in: their call notification is written in it. */
  async languageOf(memberId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('members')
      .select('language')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row?.language;
  }
}
