import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { LoginResponse } from '@dating/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app';
import { openDatabase, type DatabaseHandle } from '../../db/openDatabase';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testClock } from '../../../test/support/testClock';
import { testConfig } from '../../../test/support/testConfig';
import { createTestMember, type TestMember } from '../../../test/support/testMembers';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Signed-in calls take the token's member from memory: a session ended in one process must be
 * refused at once there and within a second by another process on the same database (on
 * PostgreSQL a second app with connections of its own, as a second server process has; on PGlite,
 * which one process opens, a second app on the same handle).
 */
for (const backend of testBackends()) {
  describe(`ended sessions across processes on ${backend.name}`, { skip: backend.skip }, () => {
    const clock = testClock(new Date());
    let other: FastifyInstance | undefined;
    let otherDatabase: DatabaseHandle | null = null;
    const suite = useTestApp(backend, {
      options: { now: clock.now },
      // The second app goes before the database it shares.
      beforeClose: async () => {
        await other?.close();
        await otherDatabase?.close();
      },
    });

    before(async () => {
      const { config } = suite.database;
      otherDatabase = config.kind === 'postgres' ? await openDatabase(config) : null;
      other = await buildApp(testConfig(), {
        database: otherDatabase ?? suite.database.handle,
        now: clock.now,
      });
      await other.ready();
    });

    const profile = (app: FastifyInstance, token: string) =>
      app.inject({
        method: 'POST',
        url: '/api/webprofile',
        headers: { authorization: `Bearer ${token}` },
      });

    async function signIn(member: TestMember): Promise<string> {
      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/webemaillogin',
        payload: { email: member.email, password: member.password },
      });
      return response.json<LoginResponse>().peoples.token;
    }

    const otherApp = () => {
      assert.ok(other);
      return other;
    };

    /** Both apps answer the tokens, so both hold them in memory. */
    async function inUseEverywhere(tokens: string[]): Promise<void> {
      for (const app of [suite.app, otherApp()]) {
        for (const token of tokens) assert.equal((await profile(app, token)).statusCode, 200);
      }
    }

    /** Refused by the app that ended it on the next call, by the other within a second. */
    async function refusedEverywhere(token: string): Promise<void> {
      assert.equal((await profile(suite.app, token)).statusCode, 401, 'where it ended');
      const deadline = Date.now() + 1000;
      while ((await profile(otherApp(), token)).statusCode !== 401) {
        assert.ok(Date.now() < deadline, 'still answered by the other process after 1 s');
        await sleep(20);
      }
    }

    it('logout: that session only', async () => {
      const member = await createTestMember(suite.app);
      const staying = await signIn(member);
      await inUseEverywhere([member.token, staying]);

      await suite.app.inject({ method: 'POST', url: '/api/weblogout', headers: member.headers });

      await refusedEverywhere(member.token);
      assert.equal((await profile(otherApp(), staying)).statusCode, 200);
    });

    it('password change: the other sessions, not the one that changed it', async () => {
      const member = await createTestMember(suite.app);
      const ending = await signIn(member);
      await inUseEverywhere([member.token, ending]);

      const changed = await suite.app.inject({
        method: 'POST',
        url: '/api/webchangepassword',
        headers: member.headers,
        payload: { old_password: member.password, new_password: 'quiet lamp 58' },
      });
      assert.equal(changed.statusCode, 200, changed.body);

      await refusedEverywhere(ending);
      assert.equal((await profile(otherApp(), member.token)).statusCode, 200);
    });

    it('deactivation and deletion: every session of the member', async () => {
      const deactivating = await createTestMember(suite.app);
      const deleting = await createTestMember(suite.app);
      const tokens = [deactivating.token, await signIn(deactivating), deleting.token];
      await inUseEverywhere(tokens);

      await suite.app.inject({
        method: 'POST',
        url: '/api/webdeleteaccount',
        headers: deactivating.headers,
      });
      const removed = await suite.app.inject({
        method: 'POST',
        url: '/api/webremoveaccount',
        headers: deleting.headers,
        payload: { password: deleting.password },
      });
      assert.equal(removed.statusCode, 200, removed.body);

      for (const token of tokens) await refusedEverywhere(token);
    });

    it('the 21st sign-in: the oldest session', async () => {
      const member = await createTestMember(suite.app);
      await inUseEverywhere([member.token]);

      for (let signIn = 0; signIn < 20; signIn += 1) {
        clock.advance(1);
        await suite.app.sessions.open(member.id);
      }

      await refusedEverywhere(member.token);
    });

    it('expiry: no later than the database says, though held in memory', async () => {
      const member = await createTestMember(suite.app);
      await inUseEverywhere([member.token]);

      clock.advance(30 * 24 * 3600 * 1000);

      assert.equal((await profile(suite.app, member.token)).statusCode, 401);
      assert.equal((await profile(otherApp(), member.token)).statusCode, 401);
    });

    it('a session ended unannounced (a notice lost) is refused within 5 s', async () => {
      const member = await createTestMember(suite.app);
      await inUseEverywhere([member.token]);
      await suite.app.db.deleteFrom('sessions').where('member_id', '=', member.id).execute();

      clock.advance(5000);

      assert.equal((await profile(suite.app, member.token)).statusCode, 401);
      assert.equal((await profile(otherApp(), member.token)).statusCode, 401);
    });
  });
}
