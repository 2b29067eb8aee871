import { sql, type Kysely } from 'kysely';
import { writeRevisionTriggers } from '../cardRevision';

/**
 * "Only verified members can message me or send a comment with a like" (modules/verifiedContact).
 * No card shows it: the revision triggers are written again to leave it out.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('members')
    .addColumn('verified_only_contact', 'boolean', (column) => column.notNull().defaultTo(false))
    .execute();
  await writeRevisionTriggers(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table members drop column verified_only_contact`.execute(db);
  await writeRevisionTriggers(db);
}
