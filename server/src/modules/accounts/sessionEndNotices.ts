import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle, Unlisten } from '../../db/openDatabase';
import type { Database } from '../../db/schema';
import type { SessionsEnded, SessionsEndedListener } from './sessions';

/** The PostgreSQL channel on which ended sessions are announced to the running servers. */
export const SESSIONS_ENDED_CHANNEL = 'dating_sessions_ended';

/** A notice of `schema`'s deployment; one without a schema comes from a process before schemas were named. */
function parseNotice(payload: string, schema: string): SessionsEnded | null {
  try {
    const notice: unknown = JSON.parse(payload);
    if (typeof notice !== 'object' || notice === null) return null;
    if ('schema' in notice && notice.schema !== schema) return null;
    if ('memberId' in notice && Number.isInteger(notice.memberId)) {
      const memberId = notice.memberId as number;
      if ('notice' in notice && typeof notice.notice === 'string') {
        return { memberId, notice: notice.notice };
      }
      return { memberId };
    }
    if (
      'sessionIds' in notice &&
      Array.isArray(notice.sessionIds) &&
      notice.sessionIds.every((id) => typeof id === 'string')
    ) {
      return { sessionIds: notice.sessionIds };
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * Announces ended sessions on the database, where every server listens: each forgets them and
 * disconnects its sockets of them (the admin CLI, which holds neither, only announces). A
 * channel is database-wide, so each notice names its schema: deployments (or test runs) in
 * other schemas of the same database, whose member ids mean other people, ignore it.
 */
export function sessionEndAnnouncer(db: Kysely<Database>): SessionsEndedListener {
  return async (ended) => {
    await sql`SELECT pg_notify(
      ${SESSIONS_ENDED_CHANNEL},
      (${JSON.stringify(ended)}::jsonb || jsonb_build_object('schema', current_schema()))::text
    )`.execute(db);
  };
}

/** On a server: hears the sessions any process (this one included) announces ended. */
export async function listenForEndedSessions(
  listen: DatabaseHandle['listen'],
  db: Kysely<Database>,
  onEnded: (ended: SessionsEnded) => void,
): Promise<Unlisten> {
  const { rows } = await sql<{ schema: string }>`SELECT current_schema() AS schema`.execute(db);
  const schema = rows[0]?.schema ?? 'public';
  return listen(SESSIONS_ENDED_CHANNEL, (payload) => {
    const ended = parseNotice(payload, schema);
    if (ended) onEnded(ended);
  });
}
