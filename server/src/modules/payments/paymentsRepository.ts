import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, PaymentsTable } from '../../db/schema';

export type PurchaseKind = 'premium' | 'boost' | 'superlike';
export type PaymentRow = Selectable<PaymentsTable>;

/** What a purchase gives the member; premium days extend from now or from a still-valid end. */
export interface Grant {
  premiumDays: number;
  superlikes: number;
  boosts: number;
}

export interface NewAttempt {
  memberId: number;
  kind: PurchaseKind;
  itemId: number;
  amount: string;
  currency: string;
  gateway: string;
  nonce: string;
}

export interface BoostState {
  boost_count: number;
  boosted_until: Date | null;
}

/** The SQL of the payments module: the ledger, and the balances a purchase moves on members. */
export class PaymentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /** Records a pending attempt; undefined when the nonce was already used (a retry). */
  async openAttempt(attempt: NewAttempt, now: Date): Promise<PaymentRow | undefined> {
    return this.db
      .insertInto('payments')
      .values({
        member_id: attempt.memberId,
        item_kind: attempt.kind,
        item_id: attempt.itemId,
        amount: attempt.amount,
        currency: attempt.currency,
        gateway: attempt.gateway,
        nonce: attempt.nonce,
        status: 'pending',
        created_at: now,
      })
      .onConflict((conflict) => conflict.column('nonce').doNothing())
      .returningAll()
      .executeTakeFirst();
  }

  /** Attempts still pending that were opened before `cutoff`: nobody is finishing them now. */
  pendingOpenedBefore(cutoff: Date): Promise<PaymentRow[]> {
    return this.db
      .selectFrom('payments')
      .selectAll()
      .where('status', '=', 'pending')
      .where('created_at', '<', cutoff)
      .orderBy('id')
      .execute();
  }

  findByNonce(nonce: string): Promise<PaymentRow | undefined> {
    return this.db.selectFrom('payments').selectAll().where('nonce', '=', nonce).executeTakeFirst();
  }

  async closeAttempt(
    id: string,
    status: 'declined' | 'failed',
    reason: string,
    now: Date,
  ): Promise<void> {
    await this.db
      .updateTable('payments')
      .set({ status, decline_reason: reason, settled_at: now })
      .where('id', '=', id)
      .execute();
  }

  /**
   * Marks the attempt paid and gives the member what was bought, both or neither (nothing to
   * give when the member has been deleted since: null).
   */
  async completePurchase(
    id: string,
    transactionId: string,
    memberId: number | null,
    grant: Grant,
    now: Date,
  ): Promise<void> {
    await this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('payments')
        .set({ status: 'succeeded', transaction_id: transactionId, settled_at: now })
        .where('id', '=', id)
        .execute();
      if (memberId === null) return;
      await trx
        .updateTable('members')
        .set((eb) => ({
          superlike_count: eb('superlike_count', '+', grant.superlikes),
          boost_count: eb('boost_count', '+', grant.boosts),
          ...(grant.premiumDays > 0 && {
            premium_until: sql<Date>`greatest(coalesce(premium_until, ${now}), ${now})
              + make_interval(days => ${grant.premiumDays}::int)`,
          }),
        }))
        .where('id', '=', memberId)
        .execute();
    });
  }

  boostState(memberId: number): Promise<BoostState | undefined> {
    return this.db
      .selectFrom('members')
      .select(['boost_count', 'boosted_until'])
      .where('id', '=', memberId)
      .executeTakeFirst();
  }

  superlikeCount(memberId: number): Promise<number | undefined> {
    return this.db
      .selectFrom('members')
      .select('superlike_count')
      .where('id', '=', memberId)
      .executeTakeFirst()
      .then((row) => row?.superlike_count);
  }

  /**
   * Spends one boost and starts it, in one statement so two taps cannot spend two; undefined
   * when the member has none left or one is still running.
   */
  activateBoost(memberId: number, now: Date, until: Date): Promise<BoostState | undefined> {
    return this.db
      .updateTable('members')
      .set((eb) => ({ boost_count: eb('boost_count', '-', 1), boosted_until: until }))
      .where('id', '=', memberId)
      .where('boost_count', '>', 0)
      .where((eb) => eb.or([eb('boosted_until', 'is', null), eb('boosted_until', '<=', now)]))
      .returning(['boost_count', 'boosted_until'])
      .executeTakeFirst();
  }
}
