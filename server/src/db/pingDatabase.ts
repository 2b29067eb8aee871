import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** A round trip to the database, for health checks. */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  await sql`SELECT 1`.execute(db);
}
