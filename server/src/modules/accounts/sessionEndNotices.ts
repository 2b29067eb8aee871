import { sql, type Kysely } from 'kysely';
import type { DatabaseHandle, Unlisten } from '../../db/openDatabase';
import type { Database } from '../../db/schema';
import type { SocketDisconnector } from './sessions';

/** The PostgreSQL channel on which ended sessions are announced to the running servers. */
export const SESSIONS_ENDED_CHANNEL = 'dating_sessions_ended';

/** What one notice says ended: every session of a member, or some sessions. */
export type SessionsEnded = { memberId: number } | { sessionIds: string[] };

function parseNotice(payload: string): SessionsEnded | null {
  try {
    const notice: unknown = JSON.parse(payload);
    if (typeof notice !== 'object' || notice === null) return null;
    if ('memberId' in notice && Number.isInteger(notice.memberId)) {
      return { memberId: notice.memberId as number };
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
 * For a process that holds no sockets (the admin CLI): ended sessions are announced on the
 * database, and every server listening there disconnects their sockets.
 */
export function noticeDisconnector(db: Kysely<Database>): SocketDisconnector {
  const announce = async (ended: SessionsEnded) => {
    await sql`SELECT pg_notify(${SESSIONS_ENDED_CHANNEL}, ${JSON.stringify(ended)})`.execute(db);
  };
  return {
    disconnectMember: (memberId) => announce({ memberId }),
    disconnectSessions: async (sessionIds) => {
      if (sessionIds.length > 0) await announce({ sessionIds: [...sessionIds] });
    },
  };
}

/** On a server: disconnects the sockets of the sessions another process announces ended. */
export function listenForEndedSessions(
  listen: DatabaseHandle['listen'],
  sockets: SocketDisconnector,
  onError: (error: unknown) => void,
): Promise<Unlisten> {
  return listen(SESSIONS_ENDED_CHANNEL, (payload) => {
    const ended = parseNotice(payload);
    if (!ended) return;
    const done =
      'memberId' in ended
        ? sockets.disconnectMember(ended.memberId)
        : sockets.disconnectSessions(ended.sessionIds);
    Promise.resolve(done).catch(onError);
  });
}
