import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle, Unlisten } from '../../db/openDatabase';
import type { Database } from '../../db/schema';

/** The PostgreSQL channel on which a change of the remote registry is announced. */
export const REMOTE_RELEASES_CHANNEL = 'dating_remote_releases';

/**
 * Announces that a remote's releases changed, to every process on the database (this one
 * included), which forgets its copy of the registry. Like the ended sessions' notices, it names
 * its schema: other deployments or test runs in the same database ignore it.
 */
export async function announceRemoteChange(db: Kysely<Database>, remote: string): Promise<void> {
  await sql`SELECT pg_notify(
    ${REMOTE_RELEASES_CHANNEL},
    json_build_object('remote', ${remote}::text, 'schema', current_schema())::text
  )`.execute(db);
}

/** On a server: calls `onChange` whenever any process changes the registry of this schema. */
export async function listenForRemoteChanges(
  listen: DatabaseHandle['listen'],
  db: Kysely<Database>,
  onChange: () => void,
): Promise<Unlisten> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  return listen(REMOTE_RELEASES_CHANNEL, (payload) => {
    try {
      const notice: unknown = JSON.parse(payload);
      if (typeof notice === 'object' && notice !== null && 'schema' in notice) {
        if (notice.schema !== schema) return;
      }
    } catch {
      // An unreadable notice still means something changed: reading again costs one query.
    }
    onChange();
  });
}
