import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { listenForEndedSessions, sessionEndAnnouncer } from './sessionEndNotices';
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
      const unlisten = await listenForEndedSessions(handle.listen, (ended) => heard.push(ended));
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
  });
}
