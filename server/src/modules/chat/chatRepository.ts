import type { ChatFilter, ChatSort } from '@dating/contract/schemas';
import { sql, type Expression, type Kysely, type RawBuilder, type Selectable } from 'kysely';
import { groupCommit } from '../../db/groupCommit';
import type { DatabaseLanes } from '../../db/databaseLanes';
import { isStoredPair, orderedPair } from '../../db/orderedPair';
import { reusableQuery } from '../../db/reusableQuery';
import type { ChatMessageKind, ChatMessagesTable, ChatsTable, Database } from '../../db/schema';
import type { CallLineColumns } from '../calls/callLines';
import {
  blockedBy,
  blockedEitherWay,
  blockedMembers,
  blocksBetween,
  presenceShownBetween,
  setBlock,
  toggleBlock,
} from '../blocks/blocks';
import { inGoodStanding, type StandingColumns } from '../moderation/memberStanding';
import type { ImageText } from '../vision/imageText';
import { mainPhotoShownToOthers } from '../photos/photosRepository';

export type ChatRow = Selectable<ChatsTable>;
export type MessageRow = Selectable<ChatMessagesTable>;

/** A text message before it is stored: stored unflagged. */
export type NewTextMessage = Pick<
  NewMessage,
  'chat_id' | 'sender_id' | 'client_id' | 'text' | 'created_at'
>;

export interface NewMessage {
  chat_id: number;
  sender_id: number;
  client_id: string;
  type: ChatMessageKind;
  text: string;
  image_name: string | null;
  feed_type: string | null;
  feed_content: string | null;
  feed_images: string[] | null;
  created_at: Date;
  flagged: boolean;
  /** An explicit (or uncertain) picture, blurred for the receiver until they view it. */
  explicit?: boolean;
  /** The scam check's first hit kind: the receiver is warned. */
  caution?: string | null;
  /** What was read in its picture: the text, and the QR codes' payloads as JSON. */
  image_text?: string | null;
  qr_payloads?: string | null;
  /** An opening message with the receiver's hidden words: in their Hidden folder only. */
  hidden?: boolean;
  /** The message of the same chat it quotes. */
  reply_to?: string | null;
  /** A voice note: its storage key, and what the server read of its recording. */
  voice_name?: string | null;
  voice_duration_ms?: number | null;
  voice_waveform?: number[] | null;
  /** A call's line (modules/calls/callLines.ts). */
  call_kind?: string | null;
  call_outcome?: string | null;
  call_seconds?: number | null;
}

/** A voice note recorded and not sent yet, as uploadvoicechat read it. */
export interface RecordedVoiceNote {
  duration_ms: number;
  waveform: number[];
}

export interface ChatListQuery {
  filter: ChatFilter;
  search: string;
  sort: ChatSort;
  limit: number;
  /** Only chats with a message: the new matches are shown apart. */
  withMessages: boolean;
  /** A suspension ends by the clock: this one. */
  now: Date;
}

export interface ChatListRow extends CallLineColumns {
  /** Null for a new match whose chat was never opened. */
  chat_id: number | null;
  created_at: Date;
  user_id: number | null;
  user_name: string | null;
  member_status: string | null;
  online: boolean | null;
  main_photo: string | null;
  favorite: boolean;
  last_text: string | null;
  last_image: string | null;
  last_at: Date | null;
  last_type: ChatMessageKind | null;
  unread: number;
  total: number;
}

/** A chat seen by one of its members before they write in it: everything a send checks. */
export interface SendContext extends ChatRow {
  matched: boolean;
  blocked_by_me: boolean;
  blocked_by_them: boolean;
  /** The two may see each other's presence, typing included (presenceShownBetween). */
  presence_shown: boolean;
  sender_name: string;
  /** The other member is online (a message then needs no push). */
  receiver_online: boolean;
  /** The other member is not suspended or banned now: they may be written to. */
  receiver_available: boolean;
  /** The sender already stored a message with this client id: the send is a retry. */
  retried: boolean;
}

export interface MemberCard extends StandingColumns {
  id: number;
  name: string;
  online: boolean;
  last_seen: Date | null;
  /** The viewer may see this member's presence (presenceShownBetween). */
  presence_shown: boolean;
  main_photo: string | null;
  message_notification: boolean;
  verified: boolean;
}

export interface FeedItemCopy {
  member_id: number;
  type: string;
  content: string;
  images: string[];
}

/** An ILIKE pattern matching any name holding `search` literally. */
const likePattern = (search: string) =>
  `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;

/**
 * The text needs no first-contact rule (ChatService.firstContact): the receiver keeps no hidden
 * words and does not hear only from verified members, or has written in the chat. Otherwise the
 * text takes the full path, which applies them. The receiver's two settings are a key lookup
 * each and settle most texts; only a receiver with one of them pays for reading the chat's
 * messages (PostgreSQL evaluates an `or` in its written order and stops at the first true).
 */
const firstContactFree = sql`(not exists (select 1 from hidden_words w
      where w.member_id = input.receiver_id)
    and not exists (select 1 from members receiver
      where receiver.id = input.receiver_id and receiver.verified_only_contact))
  or exists (select 1 from chat_messages answered
    where answered.chat_id = context.id and answered.sender_id = input.receiver_id)`;

/** Not a message hidden from this member (the opening messages in their Hidden folder). */
const shownTo = (memberId: number) =>
  sql<boolean>`not (chat_messages.hidden and chat_messages.sender_id is distinct from ${memberId})`;

/** Hard cap of one answer of messages; a longer history is read in several calls. */
export const MESSAGES_PER_READ = 500;

/** The chat seen by `senderId` before they write in it: everything a send checks (SendContext). */
function sendContextQuery(
  db: Kysely<Database>,
  chatId: number | Expression<number>,
  senderId: number | Expression<number>,
  clientId: string | Expression<string>,
  now: Date | Expression<Date>,
) {
  const other = sql<number>`case when chats.member_low = ${senderId} then chats.member_high else chats.member_low end`;
  return db
    .selectFrom('chats')
    .selectAll('chats')
    .select((eb) => [
      eb
        .exists(
          eb
            .selectFrom('matches')
            .select('matches.id')
            .whereRef('matches.member_low', '=', 'chats.member_low')
            .whereRef('matches.member_high', '=', 'chats.member_high'),
        )
        .as('matched'),
      blockedBy(senderId, other).as('blocked_by_me'),
      blockedBy(other, senderId).as('blocked_by_them'),
      presenceShownBetween(senderId, other).as('presence_shown'),
      eb
        .selectFrom('members')
        .select('name')
        .where('members.id', '=', senderId)
        .$asScalar()
        .as('sender_name'),
      sql<boolean>`coalesce((select online from members where members.id = ${other}), false)`.as(
        'receiver_online',
      ),
      sql<boolean>`coalesce((select ${inGoodStanding(now, 'receiver')} from members receiver
        where receiver.id = ${other}), false)`.as('receiver_available'),
      eb
        .exists(
          eb
            .selectFrom('chat_messages')
            .select('chat_messages.id')
            .where('chat_messages.sender_id', '=', senderId)
            .where('chat_messages.client_id', '=', clientId),
        )
        .as('retried'),
    ])
    .where('chats.id', '=', chatId);
}

// A message's hot path: built and compiled once, not at every send or typing notice.
const sendContext = reusableQuery(
  (db, _shape: '', chatId: number, senderId: number, clientId: string, now: Date) =>
    sendContextQuery(db, chatId, senderId, clientId, now),
);

/**
 * Stores each text of `input` (rows of chat_id, sender_id, client_id, receiver_id, text,
 * created_at and position) whose chat lets its sender write now, in one statement: each text's
 * send context is read as `sendContext`'s, on its row. Answers a row a text whose chat exists, by
 * its position, with its message's id when stored.
 */
function textsIfSendableQuery(db: Kysely<Database>, input: RawBuilder<unknown>) {
  const context = sendContextQuery(
    db,
    sql.ref<number>('input.chat_id'),
    sql.ref<number>('input.sender_id'),
    sql.ref<string>('input.client_id'),
    sql.ref<Date>('input.created_at'),
  );
  const statement = sql<SendContext & SentText>`
    with input as (${input}),
    context as (
      select input.position, chat.* from input cross join lateral (${context}) as chat
    ),
    inserted as (
      insert into chat_messages (chat_id, sender_id, client_id, type, text, created_at)
      select context.id, input.sender_id, input.client_id, 'text', input.text, input.created_at
      from context join input using (position)
      where input.sender_id in (context.member_low, context.member_high)
        and input.receiver_id = case when context.member_low = input.sender_id
          then context.member_high else context.member_low end
        and context.matched and not context.blocked_by_me and not context.blocked_by_them
        and context.receiver_available and not context.retried
        and (${firstContactFree})
      on conflict on constraint chat_messages_client_unique do nothing
      returning id, sender_id, client_id
    )
    select context.*, inserted.id as message_id
    from context join input using (position)
      left join inserted on inserted.sender_id = input.sender_id
        and inserted.client_id = input.client_id`;
  return { compile: () => statement.compile(db) };
}

// The statement in two forms: PostgreSQL keeps its plan of the one for a text alone, and plans
// the one over arrays again at every run (it cannot tell their length beforehand), a cost a
// batch pays once for all its texts.
const textIfSendable = reusableQuery(
  (
    db,
    _shape: '',
    chatId: number,
    senderId: number,
    clientId: string,
    receiverId: number,
    text: string,
    createdAt: Date,
  ) =>
    textsIfSendableQuery(
      db,
      sql`select ${chatId}::int as chat_id, ${senderId}::int as sender_id,
        ${clientId}::text as client_id, ${receiverId}::int as receiver_id, ${text}::text as text,
        ${createdAt}::timestamptz as created_at, 1::bigint as position`,
    ),
);

const textsIfSendable = reusableQuery(
  (
    db,
    _shape: '',
    chatIds: readonly number[],
    senderIds: readonly number[],
    clientIds: readonly string[],
    receiverIds: readonly number[],
    texts: readonly string[],
    createdAts: readonly Date[],
  ) =>
    textsIfSendableQuery(
      db,
      sql`select * from unnest(${chatIds}::int[], ${senderIds}::int[], ${clientIds}::text[],
        ${receiverIds}::int[], ${texts}::text[], ${createdAts}::timestamptz[])
        with ordinality as input(chat_id, sender_id, client_id, receiver_id, text, created_at,
          position)`,
    ),
);

/** What `textsIfSendableQuery` adds to a text's send context. */
interface SentText {
  position: string;
  message_id: string | null;
}

/** A text to store when its chat lets the sender write to `receiver_id` now. */
interface SendableText extends NewTextMessage {
  receiver_id: number;
}

type StoredText = { chat: SendContext; row: MessageRow };

/**
 * Statements storing texts that one process runs at once (ChatRepository.sendableText). One: with
 * two, each batch held half the texts, so a busy process ran twice the statements and commits,
 * each waking the database and then the process on the same cores; at 1,000 texts a second one
 * at a time halved delivery's p50 (docs/PERFORMANCE.md).
 */
const TEXT_STATEMENTS_IN_FLIGHT = 1;

/**
 * The stored row of a text message, as the insert wrote it. Written out field by field: a spread
 * of `message` followed by the other fields took V8 some 100 µs a row (each field added to the
 * spread's copy changes its shape), more than the text's checks.
 */
function storedTextRow(message: NewTextMessage, id: string): MessageRow {
  return {
    id,
    chat_id: message.chat_id,
    sender_id: message.sender_id,
    client_id: message.client_id,
    text: message.text,
    created_at: message.created_at,
    type: 'text',
    image_name: null,
    feed_type: null,
    feed_content: null,
    feed_images: null,
    flagged: false,
    explicit: false,
    image_text: null,
    qr_payloads: null,
    hidden: false,
    liked_photo: null,
    liked_prompt_id: null,
    liked_answer: null,
    caution: null,
    reply_to: null,
    unsent_at: null,
    voice_name: null,
    voice_duration_ms: null,
    voice_waveform: null,
    call_kind: null,
    call_outcome: null,
    call_seconds: null,
  };
}

/** The SQL of chat: chats, messages, each member's side of a chat, blocks and connections. */
export class ChatRepository {
  /**
   * Texts go together in one statement when they come while TEXT_STATEMENTS_IN_FLIGHT statements
   * of texts are running (groupCommit); a text alone waits for nothing. A chat's texts go one
   * statement at a time, so they are stored in the order they were sent.
   */
  private readonly sendableText = groupCommit(
    (batch: readonly SendableText[]) => this.storeSendableTexts(batch),
    {
      inFlight: TEXT_STATEMENTS_IN_FLIGHT,
      maxBatchSize: 200,
      orderKey: (text) => text.chat_id,
    },
  );

  private readonly db: Kysely<Database>;
  /** Where the batches of texts run, under generic plans (DatabaseLanes.batches). */
  private readonly batches: Kysely<Database>;

  constructor(database: DatabaseLanes) {
    this.db = database.ordinary;
    this.batches = database.batches;
  }

  findChat(chatId: number): Promise<ChatRow | undefined> {
    return this.db.selectFrom('chats').selectAll().where('id', '=', chatId).executeTakeFirst();
  }

  /**
   * The chat and, in the same round trip, its match, blocks, the sender's name, whether the
   * receiver is online and in good standing at `now`, and whether `clientId` was sent already.
   */
  async findSendContext(
    chatId: number,
    senderId: number,
    now: Date,
    clientId = '',
  ): Promise<SendContext | undefined> {
    const [found] = await sendContext(this.db, '', chatId, senderId, clientId, now);
    return found as SendContext | undefined;
  }

  /**
   * Stores a text in the round trip that reads its chat's send context, only when that context
   * lets the sender write now: they are in the chat with `receiverId`, the two are matched,
   * neither blocked the other, the receiver is in good standing at the text's `created_at`, the
   * client id is new and no first-contact rule applies. Undefined when nothing was stored.
   * Texts that come while others are being stored go together (`sendableText`).
   */
  insertTextIfSendable(
    message: NewTextMessage,
    receiverId: number,
  ): Promise<StoredText | undefined> {
    return this.sendableText({ ...message, receiver_id: receiverId });
  }

  private async storeSendableTexts(
    batch: readonly SendableText[],
  ): Promise<(StoredText | undefined)[]> {
    // A client id twice in one batch (a retry on the heels of its first try) is stored once; the
    // later one is left to the full path, which answers it as a retry.
    const seen = new Set<string>();
    const texts = batch.filter((text) => {
      const key = `${text.sender_id}:${text.client_id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    const [first] = texts;
    const rows =
      texts.length === 1 && first
        ? await textIfSendable(
            this.batches,
            '',
            first.chat_id,
            first.sender_id,
            first.client_id,
            first.receiver_id,
            first.text,
            first.created_at,
          )
        : await textsIfSendable(
            this.batches,
            '',
            texts.map((text) => text.chat_id),
            texts.map((text) => text.sender_id),
            texts.map((text) => text.client_id),
            texts.map((text) => text.receiver_id),
            texts.map((text) => text.text),
            texts.map((text) => text.created_at),
          );
    const stored = new Map<SendableText, StoredText>();
    for (const { position, message_id, ...chat } of rows) {
      const text = texts[Number(position) - 1];
      if (!text || !message_id) continue;
      stored.set(text, { chat, row: storedTextRow(text, message_id) });
    }
    return batch.map((text) => stored.get(text));
  }

  findChatOfPair(memberId: number, otherId: number): Promise<ChatRow | undefined> {
    const pair = orderedPair(memberId, otherId);
    return this.db
      .selectFrom('chats')
      .selectAll()
      .where('member_low', '=', pair.member_low)
      .where('member_high', '=', pair.member_high)
      .executeTakeFirst();
  }

  /** The pair's chat, created if there is none (two concurrent creations make one). */
  async ensureChat(memberId: number, otherId: number, now: Date): Promise<ChatRow> {
    await this.db
      .insertInto('chats')
      .values({ ...orderedPair(memberId, otherId), created_at: now })
      .onConflict((conflict) => conflict.constraint('chats_pair_unique').doNothing())
      .execute();
    const chat = await this.findChatOfPair(memberId, otherId);
    if (!chat) throw new Error('The chat just created cannot be read');
    return chat;
  }

  /**
   * The chat is `senderId`'s with `receiverId`, who has not written in it: the next message
   * is an opening one (ChatService.firstContact).
   */
  async isOpening(chatId: number, senderId: number, receiverId: number): Promise<boolean> {
    const row = await this.db
      .selectFrom('chats')
      .select('id')
      .where('id', '=', chatId)
      .where((eb) =>
        eb.or([
          eb.and([eb('member_low', '=', senderId), eb('member_high', '=', receiverId)]),
          eb.and([eb('member_low', '=', receiverId), eb('member_high', '=', senderId)]),
        ]),
      )
      .where((eb) =>
        eb.not(
          eb.exists(
            eb
              .selectFrom('chat_messages')
              .select('chat_messages.id')
              .whereRef('chat_messages.chat_id', '=', 'chats.id')
              .where('chat_messages.sender_id', '=', receiverId),
          ),
        ),
      )
      .executeTakeFirst();
    return row !== undefined;
  }

  async areMatched(memberId: number, otherId: number): Promise<boolean> {
    const pair = orderedPair(memberId, otherId);
    const row = await this.db
      .selectFrom('matches')
      .select('id')
      .where('member_low', '=', pair.member_low)
      .where('member_high', '=', pair.member_high)
      .executeTakeFirst();
    return row !== undefined;
  }

  /** Who blocks whom between the two. */
  blocksBetween(memberId: number, otherId: number) {
    return blocksBetween(this.db, memberId, otherId);
  }

  /** Blocks, or unblocks when the block is there already; answers whether it now blocks. */
  toggleBlock(blockerId: number, blockedId: number, now: Date) {
    return toggleBlock(this.db, blockerId, blockedId, now);
  }

  setBlock(blockerId: number, blockedId: number, block: boolean, now: Date) {
    return setBlock(this.db, blockerId, blockedId, block, now);
  }

  blockedMembers(blockerId: number) {
    return blockedMembers(this.db, blockerId);
  }

  /** Stores the message once per (sender, client id); a retry answers the stored one. */
  async insertMessage(message: NewMessage): Promise<{ row: MessageRow; created: boolean }> {
    const inserted = await this.db
      .insertInto('chat_messages')
      .values(message)
      .onConflict((conflict) => conflict.constraint('chat_messages_client_unique').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (inserted) return { row: inserted, created: true };
    const row = await this.findMessageByClientId(message.sender_id, message.client_id);
    if (!row) throw new Error('A message in conflict cannot be read');
    return { row, created: false };
  }

  /**
   * The chat's messages the member has not cleared, oldest first: the latest ones (history), or
   * with `since` the first ones after it (a catch-up pages forward from the last it received).
   */
  async messagesOf(chatId: number, memberId: number, since: number): Promise<MessageRow[]> {
    const rows = await this.db
      .selectFrom('chat_messages')
      .selectAll('chat_messages')
      .where('chat_id', '=', chatId)
      .where('id', '>', String(since))
      .where('id', '>', this.clearedUpTo(memberId, sql.ref('chat_messages.chat_id')))
      .where(shownTo(memberId))
      .orderBy('id', since > 0 ? 'asc' : 'desc')
      .limit(MESSAGES_PER_READ)
      .execute();
    return since > 0 ? rows : rows.reverse();
  }

  /** Every message of the member's chats after `since` not cleared by them, oldest first. */
  catchUp(memberId: number, since: number): Promise<MessageRow[]> {
    return this.db
      .selectFrom('chat_messages')
      .innerJoin('chats', 'chats.id', 'chat_messages.chat_id')
      .selectAll('chat_messages')
      .where((eb) =>
        eb.or([eb('chats.member_low', '=', memberId), eb('chats.member_high', '=', memberId)]),
      )
      .where('chat_messages.id', '>', String(since))
      .where('chat_messages.id', '>', this.clearedUpTo(memberId, sql.ref('chat_messages.chat_id')))
      .where(shownTo(memberId))
      .orderBy('chat_messages.id')
      .limit(MESSAGES_PER_READ)
      .execute();
  }

  private clearedUpTo(memberId: number, chatId: ReturnType<typeof sql.ref>) {
    return sql<string>`coalesce((select s.cleared_up_to from chat_member_states s
      where s.chat_id = ${chatId} and s.member_id = ${memberId}), 0)`;
  }

  /** Raises what the member has read in the chat (never lowers it). */
  async markRead(chatId: number, memberId: number, upTo: number): Promise<void> {
    await this.db
      .insertInto('chat_member_states')
      .values({ chat_id: chatId, member_id: memberId, read_up_to: String(upTo) })
      .onConflict((conflict) =>
        conflict.columns(['chat_id', 'member_id']).doUpdateSet({
          read_up_to: sql<string>`greatest(chat_member_states.read_up_to, excluded.read_up_to)`,
        }),
      )
      .execute();
  }

  /** Hides every message so far from this member only, and counts them read. */
  async clear(chatId: number, memberId: number): Promise<void> {
    const last = sql<string>`coalesce((select max(id) from chat_messages where chat_id = ${chatId}), 0)`;
    await this.db
      .insertInto('chat_member_states')
      .values({ chat_id: chatId, member_id: memberId, cleared_up_to: last, read_up_to: last })
      .onConflict((conflict) =>
        conflict.columns(['chat_id', 'member_id']).doUpdateSet({
          cleared_up_to: (eb) => eb.ref('excluded.cleared_up_to'),
          read_up_to: sql<string>`greatest(chat_member_states.read_up_to, excluded.read_up_to)`,
        }),
      )
      .execute();
  }

  /** Flips the chat among the member's favourites; answers the new value. */
  async toggleFavorite(chatId: number, memberId: number): Promise<boolean> {
    const row = await this.db
      .insertInto('chat_member_states')
      .values({ chat_id: chatId, member_id: memberId, favorite: true })
      .onConflict((conflict) =>
        conflict
          .columns(['chat_id', 'member_id'])
          .doUpdateSet({ favorite: sql<boolean>`not chat_member_states.favorite` }),
      )
      .returning('favorite')
      .executeTakeFirstOrThrow();
    return row.favorite;
  }

  /**
   * The member's conversations (with a match, or with a deleted member; none with a block either
   * way, none with a member suspended or banned at `now`), one page and the total
   * of the filter, with each chat's last visible message and unread count.
   */
  async list(memberId: number, query: ChatListQuery): Promise<ChatListRow[]> {
    const filter = {
      'All Chats': sql`true`,
      Unread: sql`unread > 0`,
      Online: sql`online`,
      Favorite: sql`favorite`,
    }[query.filter];
    const order =
      query.sort === 'online'
        ? sql`coalesce(online, false) desc, coalesce(last_at, created_at) desc, chat_id desc`
        : sql`coalesce(last_at, created_at) desc, chat_id desc`;
    const pattern = likePattern(query.search);
    const result = await sql<ChatListRow>`
      with rows as (
        select c.id as chat_id, c.created_at, other.id as user_id, other.name as user_name,
          other.status as member_status, other.online,
          ${mainPhotoShownToOthers(sql.ref('other.id'))} as main_photo,
          coalesce(s.favorite, false) as favorite,
          last.text as last_text, last.image_name as last_image, last.created_at as last_at,
          last.type as last_type, last.call_kind, last.call_outcome, last.call_seconds,
          (select count(*)::int from chat_messages m where m.chat_id = c.id
            and m.sender_id is distinct from ${memberId} and not m.hidden
            and m.id > greatest(coalesce(s.read_up_to, 0), coalesce(s.cleared_up_to, 0))) as unread
        from chats c
        left join chat_member_states s on s.chat_id = c.id and s.member_id = ${memberId}
        left join members other on other.id =
          case when c.member_low = ${memberId} then c.member_high else c.member_low end
        left join lateral (
          select case when m.unsent_at is null then m.text else '' end as text,
            case when m.unsent_at is null then m.image_name end as image_name, m.created_at,
            case when m.unsent_at is null then m.type end as type,
            case when m.unsent_at is null then m.call_kind end as call_kind,
            m.call_outcome, m.call_seconds
          from chat_messages m
          where m.chat_id = c.id and m.id > coalesce(s.cleared_up_to, 0)
            and not (m.hidden and m.sender_id is distinct from ${memberId})
          order by m.id desc limit 1
        ) last on true
        where (c.member_low = ${memberId} or c.member_high = ${memberId})
          and (other.id is null or exists (select 1 from matches x
            where ${isStoredPair('x', memberId, sql.ref<number>('other.id'))}))
          and (other.id is null or not ${blockedEitherWay(memberId, sql.ref<number>('other.id'))})
          and (other.id is null or ${inGoodStanding(query.now, 'other')})
          and (${query.search} = '' or other.name ilike ${pattern})
          and (not ${query.withMessages}
            or exists (select 1 from chat_messages m where m.chat_id = c.id
              and not (m.hidden and m.sender_id is distinct from ${memberId})))
      )
      select *, count(*) over ()::int as total from rows
      where ${filter}
      order by ${order}
      limit ${query.limit}
    `.execute(this.db);
    return result.rows;
  }

  /**
   * The member's matches nobody has written to yet (no chat, or a chat without a message the
   * member sees: an opening message in their Hidden folder leaves the match new to them),
   * newest match first; none with a block either way, none whose account is gone, suspended or
   * banned.
   */
  async newMatches(memberId: number, query: ChatListQuery): Promise<ChatListRow[]> {
    const pattern = likePattern(query.search);
    const result = await sql<ChatListRow>`
      select c.id as chat_id, x.created_at, other.id as user_id, other.name as user_name,
        other.status as member_status, other.online,
        ${mainPhotoShownToOthers(sql.ref('other.id'))} as main_photo,
        false as favorite, null as last_text, null as last_image, null as last_at,
        null as last_type, null as call_kind, null as call_outcome, null as call_seconds, 0 as unread,
        count(*) over ()::int as total
      from matches x
      join members other on other.id =
        case when x.member_low = ${memberId} then x.member_high else x.member_low end
      left join chats c on c.member_low = x.member_low and c.member_high = x.member_high
      where (x.member_low = ${memberId} or x.member_high = ${memberId})
        and other.status = 'active'
        and ${inGoodStanding(query.now, 'other')}
        and not ${blockedEitherWay(memberId, sql.ref<number>('other.id'))}
        and (c.id is null or not exists (select 1 from chat_messages m where m.chat_id = c.id
          and not (m.hidden and m.sender_id is distinct from ${memberId})))
        and (${query.search} = '' or other.name ilike ${pattern})
      order by x.created_at desc, x.id desc
      limit ${query.limit}
    `.execute(this.db);
    return result.rows;
  }

  /**
   * A member's card for chat as `viewerId` reads it: name, main photo, presence and whether the
   * viewer may see it, standing and message notifications.
   */
  findMember(memberId: number, viewerId: number): Promise<MemberCard | undefined> {
    return this.db
      .selectFrom('members')
      .select(['id', 'name', 'online', 'last_seen', 'message_notification', 'verified'])
      .select(['banned_at', 'suspended_until', 'standing_reason'])
      .select(presenceShownBetween(viewerId, sql.ref<number>('members.id')).as('presence_shown'))
      .select(mainPhotoShownToOthers(sql.ref('members.id')).as('main_photo'))
      .where('id', '=', memberId)
      .executeTakeFirst();
  }

  async insertImage(
    imageName: string,
    memberId: number,
    now: Date,
    explicit: boolean,
    found: ImageText | null,
  ): Promise<void> {
    await this.db
      .insertInto('chat_images')
      .values({
        image_name: imageName,
        member_id: memberId,
        created_at: now,
        explicit,
        image_text: found?.text ?? null,
        qr_payloads: found ? JSON.stringify(found.qr) : null,
      })
      .execute();
  }

  /** Pictures still unsent since before `before`: their rows go, their names are answered. */
  async deleteUnsentImagesBefore(before: Date): Promise<string[]> {
    const rows = await this.db
      .deleteFrom('chat_images')
      .where('created_at', '<', before)
      .returning('image_name')
      .execute();
    return rows.map((row) => row.image_name);
  }

  /** A sent picture belongs to its message from now on: it is never deleted as unsent. */
  async markImageSent(imageName: string): Promise<void> {
    await this.db.deleteFrom('chat_images').where('image_name', '=', imageName).execute();
  }

  messagesByIds(chatId: number, messageIds: readonly number[]): Promise<MessageRow[]> {
    return this.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('chat_id', '=', chatId)
      .where(
        'id',
        'in',
        messageIds.map((id) => String(id)),
      )
      .orderBy('id')
      .execute();
  }

  findMessageByClientId(senderId: number, clientId: string): Promise<MessageRow | undefined> {
    return this.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('sender_id', '=', senderId)
      .where('client_id', '=', clientId)
      .executeTakeFirst();
  }

  /** The member's unsent picture of that name, with the detector's verdict and its text. */
  findImageOf(
    imageName: string,
    memberId: number,
  ): Promise<
    { explicit: boolean; image_text: string | null; qr_payloads: string[] | null } | undefined
  > {
    return this.db
      .selectFrom('chat_images')
      .select(['explicit', 'image_text', 'qr_payloads'])
      .where('image_name', '=', imageName)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  findFeedItem(feedId: number): Promise<FeedItemCopy | undefined> {
    return this.db
      .selectFrom('feed_items')
      .select(['member_id', 'type', 'content', 'images'])
      .where('id', '=', feedId)
      .executeTakeFirst();
  }

  /** The chat's message of that id, if it has one. */
  findMessageInChat(messageId: number, chatId: number): Promise<MessageRow | undefined> {
    return this.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('id', '=', String(messageId))
      .where('chat_id', '=', chatId)
      .executeTakeFirst();
  }

  /** The messages these replies quote, by id. */
  async quotedBy(rows: readonly MessageRow[]): Promise<Map<string, MessageRow>> {
    const ids = [...new Set(rows.flatMap((row) => (row.reply_to ? [row.reply_to] : [])))];
    if (ids.length === 0) return new Map();
    const quoted = await this.db
      .selectFrom('chat_messages')
      .selectAll()
      .where('id', 'in', ids)
      .execute();
    return new Map(quoted.map((row) => [row.id, row]));
  }

  /** Its sender unsent the message: answered as it now reads, undefined if already unsent. */
  unsend(messageId: string, at: Date): Promise<MessageRow | undefined> {
    return this.db
      .updateTable('chat_messages')
      .set({ unsent_at: at })
      .where('id', '=', messageId)
      .where('unsent_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  }

  async insertVoiceNote(
    voiceName: string,
    memberId: number,
    now: Date,
    note: RecordedVoiceNote,
  ): Promise<void> {
    await this.db
      .insertInto('chat_voice_notes')
      .values({ voice_name: voiceName, member_id: memberId, created_at: now, ...note })
      .execute();
  }

  /** The member's unsent voice note of that name, as the server read it. */
  findVoiceNoteOf(voiceName: string, memberId: number): Promise<RecordedVoiceNote | undefined> {
    return this.db
      .selectFrom('chat_voice_notes')
      .select(['duration_ms', 'waveform'])
      .where('voice_name', '=', voiceName)
      .where('member_id', '=', memberId)
      .executeTakeFirst();
  }

  /** A sent voice note belongs to its message from now on: never deleted as unsent. */
  async markVoiceNoteSent(voiceName: string): Promise<void> {
    await this.db.deleteFrom('chat_voice_notes').where('voice_name', '=', voiceName).execute();
  }

  /** Voice notes still unsent since before `before`: their rows go, their names are answered. */
  async deleteUnsentVoiceNotesBefore(before: Date): Promise<string[]> {
    const rows = await this.db
      .deleteFrom('chat_voice_notes')
      .where('created_at', '<', before)
      .returning('voice_name')
      .execute();
    return rows.map((row) => row.voice_name);
  }

  /** The member's chats. */
  chatsOf(memberId: number): Promise<ChatRow[]> {
    return this.db
      .selectFrom('chats')
      .selectAll()
      .where((eb) => eb.or([eb('member_low', '=', memberId), eb('member_high', '=', memberId)]))
      .execute();
  }
}
