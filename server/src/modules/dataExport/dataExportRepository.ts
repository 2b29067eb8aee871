import { randomBytes } from 'node:crypto';
import { sql, type Kysely, type Selectable } from 'kysely';
import { SETTINGS_FLAGS } from '@dating/contract/schemas';
import type { DataExportsTable, Database } from '../../db/schema';
import { answersIn } from '../prompts/promptsRepository';
import { FILTER_COLUMNS, PROFILE_FIELD_COLUMNS } from '../profile/profileFieldColumns';

export type DataExportRow = Omit<Selectable<DataExportsTable>, 'archive'>;

/** Everything of a member's the export holds, as stored; the archive turns it into files. */
export interface MemberData {
  profile: Record<string, unknown>;
  settings: Record<string, unknown>;
  photos: { image_name: string; position: number | null; uploaded_at: Date }[];
  likes: { user_id: number; name: string; kind: string; liked_at: Date }[];
  matches: { user_id: number | null; name: string | null; matched_at: Date }[];
  chats: {
    chat_id: number;
    user_id: number | null;
    name: string | null;
    started_at: Date;
    messages: {
      id: string;
      sent_by_me: boolean;
      sent_at: Date;
      type: string;
      text: string;
      image_name: string | null;
      /** A voice note: its file's name in voice-notes/, and how long it plays. */
      voice_name: string | null;
      voice_duration_ms: number | null;
      feed_type: string | null;
      feed_content: string | null;
      /** Its sender unsent it: nothing of what it said is exported. */
      unsent: boolean;
    }[];
  }[];
  purchases: {
    item: string;
    item_id: number;
    amount: string;
    currency: string;
    status: string;
    paid_at: Date;
    settled_at: Date | null;
  }[];
}

/** The SQL of data exports: the rows, their claim by a builder, and a member's own data. */
export class DataExportRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * A new export of the member's, unless one was asked for since `since`: both in one
   * transaction holding the member's row, so two requests at once make one export.
   */
  async createUnlessSince(memberId: number, now: Date, since: Date): Promise<DataExportRow | null> {
    return this.db.transaction().execute(async (trx) => {
      await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
      const recent = await trx
        .selectFrom('data_exports')
        .select('id')
        .where('member_id', '=', memberId)
        .where('requested_at', '>', since)
        .executeTakeFirst();
      if (recent) return null;
      return trx
        .insertInto('data_exports')
        .values({
          id: randomBytes(32).toString('base64url'),
          member_id: memberId,
          state: 'preparing',
          requested_at: now,
        })
        .returning([
          'id',
          'member_id',
          'state',
          'requested_at',
          'claimed_at',
          'ready_at',
          'expires_at',
        ])
        .executeTakeFirstOrThrow();
    });
  }

  latestOf(memberId: number): Promise<DataExportRow | undefined> {
    return this.db
      .selectFrom('data_exports')
      .select(['id', 'member_id', 'state', 'requested_at', 'claimed_at', 'ready_at', 'expires_at'])
      .where('member_id', '=', memberId)
      .orderBy('requested_at', 'desc')
      .limit(1)
      .executeTakeFirst();
  }

  /** The ZIP of a ready, unexpired export, only for its own member. */
  async archiveOf(memberId: number, exportId: string, now: Date): Promise<Buffer | undefined> {
    const row = await this.db
      .selectFrom('data_exports')
      .select('archive')
      .where('id', '=', exportId)
      .where('member_id', '=', memberId)
      .where('state', '=', 'ready')
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row?.archive ?? undefined;
  }

  /**
   * Takes the oldest export waiting to be built, or one whose builder stopped before `staleBefore`
   * (its process died); another process skips it while this one holds it.
   */
  async claimNext(now: Date, staleBefore: Date): Promise<DataExportRow | undefined> {
    const result = await sql<DataExportRow>`
      update data_exports set claimed_at = ${now}
      where id = (
        select id from data_exports
        where state = 'preparing' and (claimed_at is null or claimed_at < ${staleBefore})
        order by requested_at
        limit 1
        for update skip locked
      )
      returning id, member_id, state, requested_at, claimed_at, ready_at, expires_at
    `.execute(this.db);
    return result.rows[0];
  }

  async markReady(exportId: string, archive: Buffer, now: Date, expiresAt: Date): Promise<void> {
    await this.db
      .updateTable('data_exports')
      .set({ state: 'ready', archive, ready_at: now, expires_at: expiresAt })
      .where('id', '=', exportId)
      .execute();
  }

  async markFailed(exportId: string, expiresAt: Date): Promise<void> {
    await this.db
      .updateTable('data_exports')
      .set({ state: 'failed', expires_at: expiresAt })
      .where('id', '=', exportId)
      .execute();
  }

  /** Exports past their time go with their files. */
  async deleteExpired(now: Date): Promise<number> {
    const result = await this.db
      .deleteFrom('data_exports')
      .where('expires_at', '<=', now)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  }

  /**
   * The member's own data: their profile (with their prompt answers) and settings, photos, the likes they gave, their
   * matches and the messages of their own chats (theirs and the other member's in those chats),
   * and their purchases. Of anyone else only the id and name they see in the product.
   */
  async memberData(memberId: number): Promise<MemberData | undefined> {
    const profile = await this.db
      .selectFrom('members')
      .select([
        'id',
        'email',
        'name',
        sql<string>`birth_date::text`.as('birth_date'),
        // Every profile field and the member's privacy choice of each (profileFields.ts).
        ...PROFILE_FIELD_COLUMNS,
        'location',
        sql<number>`coordinates[1]`.as('latitude'),
        sql<number>`coordinates[0]`.as('longitude'),
        'interests',
        'purposes',
        'language',
        'created_at',
        'premium_until',
        'verified',
        'verified_at',
        'superlike_count',
        'boost_count',
        'boosted_until',
        'status',
      ])
      .where('id', '=', memberId)
      .executeTakeFirst();
    const settingsRow = await this.db
      .selectFrom('members')
      .select([
        ...SETTINGS_FLAGS,
        ...FILTER_COLUMNS,
        'email_matches',
        'email_messages',
        'snoozed_at',
        'snoozed_until',
        'incognito',
      ])
      .where('id', '=', memberId)
      .executeTakeFirst();
    if (!profile || !settingsRow) return undefined;
    // The prompts as the member reads them in the product: in their language.
    const prompts = await answersIn(this.db, sql<string>`${profile.language}`)
      .where('a.member_id', '=', memberId)
      .orderBy('a.position')
      .execute();
    const {
      filter_age_min,
      filter_age_max,
      filter_gender,
      filter_purposes,
      filter_distance,
      filter_active_days,
      email_matches,
      email_messages,
      snoozed_at,
      snoozed_until,
      incognito,
      ...flags
    } = settingsRow;
    const settings = {
      ...flags,
      filter: {
        age_min: filter_age_min,
        age_max: filter_age_max,
        gender: filter_gender,
        purposes: filter_purposes,
        distance_km: filter_distance,
        active_within_days: filter_active_days,
      },
      email: { new_matches: email_matches, unread_messages: email_messages },
      snooze: { since: snoozed_at, until: snoozed_until },
      incognito,
    };

    const photos = await this.db
      .selectFrom('photos')
      .select(['image_name', 'position', 'created_at as uploaded_at'])
      .where('member_id', '=', memberId)
      .where('position', 'is not', null)
      .orderBy('position')
      .execute();

    const likes = await this.db
      .selectFrom('swipes as s')
      .innerJoin('members as o', 'o.id', 's.target_id')
      .select(['o.id as user_id', 'o.name', 's.kind', 's.created_at as liked_at'])
      .where('s.swiper_id', '=', memberId)
      .where('s.kind', 'in', ['like', 'superlike'])
      .orderBy('s.created_at')
      .execute();

    const other = (low: string, high: string) =>
      sql<number>`case when ${sql.ref(low)} = ${memberId} then ${sql.ref(high)} else ${sql.ref(low)} end`;
    const matches = await this.db
      .selectFrom('matches as x')
      .leftJoin('members as o', (join) =>
        join.on(sql<boolean>`o.id = ${other('x.member_low', 'x.member_high')}`),
      )
      .select(['o.id as user_id', 'o.name', 'x.created_at as matched_at'])
      .where((eb) => eb.or([eb('x.member_low', '=', memberId), eb('x.member_high', '=', memberId)]))
      .orderBy('x.created_at')
      .execute();

    const chatRows = await this.db
      .selectFrom('chats as c')
      .leftJoin('members as o', (join) =>
        join.on(sql<boolean>`o.id = ${other('c.member_low', 'c.member_high')}`),
      )
      .select(['c.id as chat_id', 'o.id as user_id', 'o.name', 'c.created_at as started_at'])
      .where((eb) => eb.or([eb('c.member_low', '=', memberId), eb('c.member_high', '=', memberId)]))
      .orderBy('c.id')
      .execute();
    const messages = await this.db
      .selectFrom('chat_messages')
      .select([
        'id',
        'chat_id',
        'sender_id',
        'created_at',
        'type',
        'text',
        'image_name',
        'voice_name',
        'voice_duration_ms',
        'feed_type',
        'feed_content',
        'unsent_at',
      ])
      .where('chat_id', 'in', chatRows.length > 0 ? chatRows.map((chat) => chat.chat_id) : [0])
      .orderBy('id')
      .execute();
    const chats = chatRows.map((chat) => ({
      ...chat,
      messages: messages
        .filter((message) => message.chat_id === chat.chat_id)
        .map(({ chat_id: _chat, sender_id, created_at, unsent_at, ...message }) => ({
          ...message,
          ...(unsent_at && {
            text: '',
            image_name: null,
            voice_name: null,
            voice_duration_ms: null,
            feed_type: null,
            feed_content: null,
          }),
          unsent: unsent_at !== null,
          sent_by_me: sender_id === memberId,
          sent_at: created_at,
        })),
    }));

    const purchases = await this.db
      .selectFrom('payments')
      .select([
        'item_kind as item',
        'item_id',
        'amount',
        'currency',
        'status',
        'created_at as paid_at',
        'settled_at',
      ])
      .where('member_id', '=', memberId)
      .orderBy('created_at')
      .execute();

    return { profile: { ...profile, prompts }, settings, photos, likes, matches, chats, purchases };
  }
}
