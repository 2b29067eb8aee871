import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { sql } from 'kysely';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import {
  listenForEndedSessions,
  SESSIONS_ENDED_CHANNEL,
  sessionEndAnnouncer,
} from './sessionEndNotices';
import type { SessionsEnded } from './sessions';

/**
 * What one process announces of ended sessions is what the others hear: a suspension's or ban's
 * notice too, which their sockets of that member are told before they close.
 */
for (const backend of testBackends()) {
  describe(`ended sessions' notices on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend);

    it('carries the member, the sessions and a standing notice across the database', async () => {
      const heard: SessionsEnded[] = [];
      const { handle } = suite.database;
      const unlisten = await listenForEndedSessions(handle.listen, handle.db, (ended) =>
        heard.push(ended),
      );
      const announce = sessionEndAnnouncer(handle.db);
      const sent: SessionsEnded[] = [
        { memberId: 7, notice: 'Your account is banned. Reason: Spam or scam.' },
        { memberId: 8 },
        { sessionIds: ['a1', 'b2'] },
      ];
      try {
        for (const ended of sent) await announce(ended);
        const deadline = Date.now() + 2000;
        while (heard.length < sent.length && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        assert.deepEqual(heard, sent);
      } finally {
        await unlisten();
      }
    });

    it('ignores the notices of a deployment in another schema of the same database', async () => {
      const heard: SessionsEnded[] = [];
      const { handle } = suite.database;
      const unlisten = await listenForEndedSessions(handle.listen, handle.db, (ended) =>
        heard.push(ended),
      );
      try {
        // Member 7 of another schema is someone else: this deployment keeps its member 7.
        await sql`SELECT pg_notify(
          ${SESSIONS_ENDED_CHANNEL},
          ${JSON.stringify({ memberId: 7, schema: 'another_deployment' })}
        )`.execute(handle.db);
        await sessionEndAnnouncer(handle.db)({ memberId: 8 });
        const deadline = Date.now() + 2000;
        while (heard.length < 1 && Date.now() < deadline) {
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        assert.deepEqual(heard, [{ memberId: 8 }]);
      } finally {
        await unlisten();
      }
    });
  });
}
