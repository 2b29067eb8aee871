import { sql, type Kysely } from 'kysely';

/**
 * What the deck's ranking reads of each member that changes slowly and costs a count to know:
 * their reply rate and the swipes they received lately, refreshed by the discovery module's
 * `rank-signals` job. Counted for each card of each page instead, they took 0.1 to 0.4 ms a card
 * at 1,000,000 members, 10 to 30 ms of a page's 80. A member without a row has neither.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('rank_signals')
    .addColumn('member_id', 'integer', (column) =>
      column.primaryKey().references('members.id').onDelete('cascade'),
    )
    .addColumn('reply_rate', sql`double precision`)
    .addColumn('swipes_received', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('rank_signals').execute();
}
