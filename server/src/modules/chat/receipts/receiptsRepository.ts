import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../../db/schema';
import type { DatabaseLanes } from '../../../db/databaseLanes';
import { groupCommit } from '../../../db/groupCommit';
import { presenceShownBetween } from '../../blocks/blocks';

/** How far the other member got with the caller's messages, and the caller's own view choices. */
export interface ChatView {
  /**
   * The other member's client received the caller's messages up to this id; 0 while the two may
   * not see each other's presence (a block either way, an ended match).
   */
  delivered_up_to: number;
  /**
   * The other member saw them up to this id; 0 while either turned read receipts off, or while
   * the two may not see each other's presence.
   */
  read_up_to: number;
  /** The two may see each other's presence (presenceShownBetween), receipts included. */
  presence_shown: boolean;
  /** The caller chose to view this chat's explicit pictures. */
  show_explicit: boolean;
}

/** A member's client received (`seen`: showed) their chat up to a message. */
export interface Acknowledgement {
  chatId: number;
  memberId: number;
  messageId: number;
  seen: boolean;
}

/** What an acknowledgement of a member of the chat gave. */
export interface AcknowledgementOutcome {
  /** A mark moved and the sender may learn of it: their view of the other's marks now. */
  receipt?: { senderId: number; delivered_up_to: number; read_up_to: number };
}

/**
 * Statements of acknowledgements one process runs at once: every socket acknowledges every
 * message it hears, the busiest of the chat's statements. One, as for texts
 * (TEXT_STATEMENTS_IN_FLIGHT): fuller batches, half the statements under load.
 */
const ACKNOWLEDGEMENT_STATEMENTS = { inFlight: 1, maxBatchSize: 500 };

/** A row of the acknowledgement statement: one per acknowledgement of its batch, by position. */
interface AcknowledgementRow {
  position: string;
  sender_id: number | null;
  member: boolean;
  delivered_up_to: string | null;
  read_up_to: string | null;
  presence_shown: boolean;
}

/**
 * One statement for a batch of acknowledgements: checks each member is in their chat, raises
 * each (chat, member) once to the highest of its acknowledgements in the batch (an upsert
 * touches a row once), and reads the sender's view of the marks that moved. Its own read mark
 * moves with them, yet the sender hears only of the marks they see (`earlier`: the rows as the
 * statement found them). A (chat, member) raised by several of the batch's acknowledgements
 * gives its receipt to the first: one event per moved mark.
 *
 * PostgreSQL guesses a row or two for what the batch's CTEs give, so it joins two of them by a
 * nested loop: `earlier`, inlined into such a join, was read again for each raised row, and a
 * batch of 500 took the database a second of CPU instead of 10 ms. So each CTE is read once
 * (`earlier` is `materialized`) and joined only to `ack`, whose size PostgreSQL knows.
 */
export function acknowledgementStatement(
  batch: readonly Acknowledgement[],
): RawBuilder<AcknowledgementRow> {
  const sender = sql.ref<number>('a.sender_id');
  return sql<AcknowledgementRow>`
    with ack as (
      select ack.*,
        coalesce(ack.member_id in (c.member_low, c.member_high), false) as member,
        case when c.member_low = ack.member_id then c.member_high
          when c.member_high = ack.member_id then c.member_low end as sender_id
      from unnest(
        ${sql.val(batch.map((ack) => ack.chatId))}::int[],
        ${sql.val(batch.map((ack) => ack.memberId))}::int[],
        ${sql.val(batch.map((ack) => String(ack.messageId)))}::bigint[],
        ${sql.val(batch.map((ack) => ack.seen))}::boolean[]
      ) with ordinality as ack(chat_id, member_id, message_id, seen, position)
      left join chats c on c.id = ack.chat_id
    ),
    mark as (
      select a.chat_id, a.member_id, max(m.id) as delivered_up_to,
        max(case when a.seen and me.read_receipts then m.id else 0 end) as seen_up_to,
        max(case when a.seen then m.id else 0 end) as read_up_to
      from ack a
      join chat_messages m on m.id = a.message_id and m.chat_id = a.chat_id
        and m.sender_id is distinct from a.member_id
      join members me on me.id = a.member_id
      where a.member
      group by a.chat_id, a.member_id
    ),
    earlier as materialized (
      select s.chat_id, s.member_id, s.delivered_up_to, s.seen_up_to
      from chat_member_states s join mark using (chat_id, member_id)
    ),
    raised as (
      insert into chat_member_states
        (chat_id, member_id, delivered_up_to, seen_up_to, read_up_to)
      select chat_id, member_id, delivered_up_to, seen_up_to, read_up_to from mark
      on conflict (chat_id, member_id) do update set
        delivered_up_to = greatest(chat_member_states.delivered_up_to, excluded.delivered_up_to),
        seen_up_to = greatest(chat_member_states.seen_up_to, excluded.seen_up_to),
        read_up_to = greatest(chat_member_states.read_up_to, excluded.read_up_to)
      where excluded.delivered_up_to > chat_member_states.delivered_up_to
        or excluded.seen_up_to > chat_member_states.seen_up_to
        or excluded.read_up_to > chat_member_states.read_up_to
      returning chat_id, member_id, delivered_up_to, seen_up_to
    )
    select a.position, a.sender_id, a.member,
      r.delivered_up_to,
      case when them.read_receipts and me.read_receipts then r.seen_up_to else 0 end
        as read_up_to,
      case when a.sender_id is not null and r.chat_id is not null
          and (e.chat_id is null or r.delivered_up_to > e.delivered_up_to
            or r.seen_up_to > e.seen_up_to)
        then ${presenceShownBetween(sender, sql.ref<number>('a.member_id'))}
        else false end as presence_shown
    from ack a
    left join raised r on r.chat_id = a.chat_id and r.member_id = a.member_id
    left join earlier e on e.chat_id = a.chat_id and e.member_id = a.member_id
    left join members me on me.id = a.member_id
    left join members them on them.id = a.sender_id
  `;
}

/**
 * The SQL of receipts: per chat and member high-water marks (chat_member_states), never a row
 * per message, and the members' read_receipts setting.
 */
export class ReceiptsRepository {
  private readonly db: Kysely<Database>;
  /** Where the batches of acknowledgements run, under generic plans (DatabaseLanes.batches). */
  private readonly batches: Kysely<Database>;

  constructor(database: DatabaseLanes) {
    this.db = database.ordinary;
    this.batches = database.batches;
  }

  /**
   * Acknowledgements that come while ACKNOWLEDGEMENT_STATEMENTS.inFlight statements of them run
   * go together in the next (groupCommit). A chat's go one statement at a time, so its sender
   * hears its receipts in the order its marks moved.
   */
  private readonly acknowledgement = groupCommit(
    (batch: readonly Acknowledgement[]) => this.storeAcknowledgements(batch),
    { ...ACKNOWLEDGEMENT_STATEMENTS, orderKey: (ack) => ack.chatId },
  );

  /**
   * The member's client received (`seen`: showed) the chat up to `messageId`: raises their marks
   * to it if it is a message of the chat from the other member, delivered always, seen too when
   * `seen` and the member sends read receipts. A `seen` also counts the chat read up to it for
   * the member's unread counts, whatever their setting. Undefined when the member is not in the
   * chat; a `receipt` when a mark moved and the sender may learn of it (presenceShownBetween).
   */
  acknowledge(ack: Acknowledgement): Promise<AcknowledgementOutcome | undefined> {
    return this.acknowledgement(ack);
  }

  /** The batch's statement (acknowledgementStatement), each acknowledgement's outcome. */
  private async storeAcknowledgements(
    batch: readonly Acknowledgement[],
  ): Promise<(AcknowledgementOutcome | undefined)[]> {
    const result = await acknowledgementStatement(batch).execute(this.batches);
    const outcomes: (AcknowledgementOutcome | undefined)[] = batch.map(() => undefined);
    const told = new Set<string>();
    for (const row of result.rows) {
      if (!row.member) continue;
      const index = Number(row.position) - 1;
      const ack = batch[index]!;
      const key = `${ack.chatId}:${ack.memberId}`;
      if (!row.presence_shown || row.sender_id === null || told.has(key)) {
        outcomes[index] = {};
        continue;
      }
      told.add(key);
      outcomes[index] = {
        receipt: {
          senderId: row.sender_id,
          delivered_up_to: Number(row.delivered_up_to),
          read_up_to: Number(row.read_up_to),
        },
      };
    }
    return outcomes;
  }

  /** What `memberId` sees of the chat: the other member's marks, and their own view choice. */
  async viewOf(chatId: number, memberId: number): Promise<ChatView> {
    const result = await sql<{
      delivered_up_to: string;
      read_up_to: string;
      show_explicit: boolean;
      presence_shown: boolean;
    }>`
      select coalesce(theirs.delivered_up_to, 0) as delivered_up_to,
        case when me.read_receipts and coalesce(other.read_receipts, false)
          then coalesce(theirs.seen_up_to, 0) else 0 end as read_up_to,
        coalesce(mine.show_explicit, false) as show_explicit,
        ${presenceShownBetween(memberId, sql.ref<number>('other.id'))} as presence_shown
      from chats c
      join members me on me.id = ${memberId}
      left join members other on other.id =
        case when c.member_low = ${memberId} then c.member_high else c.member_low end
      left join chat_member_states theirs on theirs.chat_id = c.id and theirs.member_id = other.id
      left join chat_member_states mine on mine.chat_id = c.id and mine.member_id = ${memberId}
      where c.id = ${chatId}
    `.execute(this.db);
    const row = result.rows[0];
    const presenceShown = row?.presence_shown ?? false;
    return {
      delivered_up_to: presenceShown ? Number(row?.delivered_up_to ?? 0) : 0,
      read_up_to: presenceShown ? Number(row?.read_up_to ?? 0) : 0,
      show_explicit: row?.show_explicit ?? false,
      presence_shown: presenceShown,
    };
  }

  async showExplicit(chatId: number, memberId: number): Promise<void> {
    await this.db
      .insertInto('chat_member_states')
      .values({ chat_id: chatId, member_id: memberId, show_explicit: true })
      .onConflict((conflict) =>
        conflict.columns(['chat_id', 'member_id']).doUpdateSet({ show_explicit: true }),
      )
      .execute();
  }

  async readReceiptsOf(memberId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('members')
      .select('read_receipts')
      .where('id', '=', memberId)
      .executeTakeFirstOrThrow();
    return row.read_receipts;
  }

  async setReadReceipts(memberId: number, on: boolean): Promise<void> {
    await this.db
      .updateTable('members')
      .set({ read_receipts: on })
      .where('id', '=', memberId)
      .execute();
  }
}
