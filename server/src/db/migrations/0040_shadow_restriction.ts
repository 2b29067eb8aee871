import type { Kysely } from 'kysely';
import { writeRevisionTriggers } from '../cardRevision';

/**
 * A member reported by several members reaches no one new until a moderator reviews them
 * (moderation/shadowRestriction.ts): restricted since then, null when not. Neither a card nor the
 * own profile reads it; the revision triggers are written again to know the new column.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').addColumn('restricted_at', 'timestamptz').execute();
  await writeRevisionTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('members').dropColumn('restricted_at').execute();
  await writeRevisionTriggers(db);
}
