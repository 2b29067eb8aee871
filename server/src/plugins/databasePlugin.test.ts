import assert from 'node:assert/strict';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { sql } from 'kysely';
import { buildApp } from '../app';
import { testBackends, type TestDatabase } from '../../test/support/testBackends';
import { testConfig } from '../../test/support/testConfig';

for (const backend of testBackends()) {
  describe(`closing the app on ${backend.name}`, { skip: backend.skip }, () => {
    let database: TestDatabase;

    before(async () => {
      database = await backend.open();
    });
    after(() => database.close());

    it('lets a handler whose client has gone finish its queries before the database closes', async () => {
      // The app opens (and closes) a database of its own on the same configuration.
      const app = await buildApp(testConfig({ database: database.config }));
      let entered!: () => void;
      const inHandler = new Promise<void>((resolve) => (entered = resolve));
      let release!: () => void;
      const released = new Promise<void>((resolve) => (release = resolve));
      let answered: unknown;
      app.get('/slow', { config: { public: true } }, async () => {
        entered();
        await released;
        answered = (await sql<{ one: number }>`select 1 as one`.execute(app.db)).rows;
        return { done: true };
      });
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;

      const caller = new AbortController();
      const call = fetch(`http://127.0.0.1:${port}/slow`, { signal: caller.signal }).catch(
        () => 'gone',
      );
      await inHandler;
      caller.abort();
      assert.equal(await call, 'gone');

      // The server's close no longer waits for that connection: the handler resumes after it began.
      const closed = app.close();
      setTimeout(release, 100);
      await closed;
      assert.deepEqual(answered, [{ one: 1 }]);
    });
  });
}
