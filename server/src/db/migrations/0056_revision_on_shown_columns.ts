import { sql, type Kysely } from 'kysely';
import { writeRevisionTriggers } from '../cardRevision';

/**
 * The members' revision trigger runs only on an update of a shown column (cardRevision.ts): an
 * update of presence alone, on every socket's connection and disconnection, turned the whole row
 * into JSON twice to find that nothing shown had changed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await writeRevisionTriggers(db);
}

/** The same function, run again on every update. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger members_profile_revision on members`.execute(db);
  await sql`create trigger members_profile_revision before update on members
    for each row execute function members_profile_revision()`.execute(db);
}
