import { sql, type Kysely } from 'kysely';
import type { Database } from './schema';

/** How long a readiness check waits: longer is as good as no answer. */
const PING_TIMEOUT_MS = 1000;

/**
 * A round trip to the database, for readiness checks; fails after a second, even on a
 * connection that went silent without closing (a query on it would wait for TCP to notice).
 */
export async function pingDatabase(db: Kysely<Database>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(
      () => reject(new Error('the database did not answer in time')),
      PING_TIMEOUT_MS,
    );
  });
  try {
    await Promise.race([sql`SELECT 1`.execute(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
