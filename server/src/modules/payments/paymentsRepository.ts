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

/** The attempt a payment request opened, or the earlier one it repeats (`opened: false`). */
export interface Opening {
  opened: boolean;
  attempt: PaymentRow;
}

export interface BoostState {
  boost_count: number;
  boosted_until: Date | null;
}

/** The SQL of the payments module: the ledger, and the balances a purchase moves on members. */
export class PaymentsRepository {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * Opens a pending attempt for a single-use nonce, or answers the earlier attempt of that nonce,
   * whoever made it: the nonce's unique index decides, so concurrent requests open one.
   */
  async openSingleUseAttempt(attempt: NewAttempt, now: Date): Promise<Opening> {
    const opened = await insertAttempt(this.db, attempt, false, now)
      .onConflict((conflict) =>
        // A literal, not a parameter: PostgreSQL picks the partial unique index by its predicate.
        conflict.column('nonce').where('nonce_reusable', '=', sql.lit(false)).doNothing(),
      )
      .executeTakeFirst();
    if (opened) return { opened: true, attempt: opened };
    // The conflicting row is committed (the insert waited for it), so this statement sees it.
    const earlier = await this.db
      .selectFrom('payments')
      .selectAll()
      .where('nonce', '=', attempt.nonce)
      .where('nonce_reusable', '=', false)
      .executeTakeFirstOrThrow();
    return { opened: false, attempt: earlier };
  }

  /**
   * Opens a pending attempt for a reusable nonce, or answers the same member's latest attempt at
   * the same item with that nonce made after `since`. No unique key can say "within a window",
   * so the check and the insert run under a transaction-level advisory lock on the purchase:
   * a concurrent request waits for this transaction's commit and its check then sees this row.
   * PGlite runs one transaction at a time anyway; the lock is what makes it hold on PostgreSQL.
   */
  async openReusableAttempt(attempt: NewAttempt, now: Date, since: Date): Promise<Opening> {
    const purchase = `payments:${attempt.memberId}:${attempt.kind}:${attempt.itemId}:${attempt.nonce}`;
    return this.db.transaction().execute(async (trx) => {
      // A statement of its own: under READ COMMITTED the check's snapshot is taken after the wait.
      await sql`select pg_advisory_xact_lock(hashtext(${purchase}))`.execute(trx);
      const earlier = await trx
        .selectFrom('payments')
        .selectAll()
        .where('member_id', '=', attempt.memberId)
        .where('item_kind', '=', attempt.kind)
        .where('item_id', '=', attempt.itemId)
        .where('nonce', '=', attempt.nonce)
        .where('nonce_reusable', '=', true)
        .where('created_at', '>', since)
        .orderBy('created_at', 'desc')
        .limit(1)
        .executeTakeFirst();
      if (earlier) return { opened: false, attempt: earlier };
      const opened = await insertAttempt(trx, attempt, true, now).executeTakeFirstOrThrow();
      return { opened: true, attempt: opened };
    });
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

/** The insert of a pending attempt, its conflict handling left to the caller. */
function insertAttempt(
  db: Kysely<Database>,
  attempt: NewAttempt,
  nonceReusable: boolean,
  now: Date,
) {
  return db
    .insertInto('payments')
    .values({
      member_id: attempt.memberId,
      item_kind: attempt.kind,
      item_id: attempt.itemId,
      amount: attempt.amount,
      currency: attempt.currency,
      gateway: attempt.gateway,
      nonce: attempt.nonce,
      nonce_reusable: nonceReusable,
      status: 'pending',
      created_at: now,
    })
    .returningAll();
}
