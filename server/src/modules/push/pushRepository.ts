import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

export interface StoredSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushTarget {
  online: boolean;
  message_notification: boolean;
  like_notification: boolean;
}

/** The SQL of Web Push: each browser's subscription, and what a member wants sent. */
export class PushRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** A browser's subscription belongs to the member who registered it last. */
  async save(memberId: number, subscription: StoredSubscription, now: Date): Promise<void> {
    await this.db
      .insertInto('push_subscriptions')
      .values({ ...subscription, member_id: memberId, created_at: now })
      .onConflict((conflict) =>
        conflict.column('endpoint').doUpdateSet({
          member_id: memberId,
          p256dh: subscription.p256dh,
          auth: subscription.auth,
          created_at: now,
        }),
      )
      .execute();
  }

  async remove(memberId: number, endpoint: string): Promise<void> {
    await this.db
      .deleteFrom('push_subscriptions')
      .where('endpoint', '=', endpoint)
      .where('member_id', '=', memberId)
      .execute();
  }

  /** A subscription the push service says is gone (404, 410). */
  async forget(endpoint: string): Promise<void> {
    await this.db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
  }

  subscriptionsOf(memberId: number): Promise<StoredSubscription[]> {
    return this.db
      .selectFrom('push_subscriptions')
      .select(['endpoint', 'p256dh', 'auth'])
      .where('member_id', '=', memberId)
      .execute();
  }

  findTarget(memberId: number): Promise<PushTarget | undefined> {
    return this.db
      .selectFrom('members')
      .select(['online', 'message_notification', 'like_notification'])
      .where('id', '=', memberId)
      .where('status', '=', 'active')
      .executeTakeFirst();
  }

  /** The language the member reads the product in: their notifications are written in it. */
  async languageOf(memberId: number): Promise<string | undefined> {
    const row = await this.db
      .selectFrom('members')
      .select('language')
      .where('id', '=', memberId)
      .executeTakeFirst();
    return row?.language;
  }
}
