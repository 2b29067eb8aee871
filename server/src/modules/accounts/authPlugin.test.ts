import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { LoginResponse } from '@dating/contract/schemas';
import { io as connect, type Socket } from 'socket.io-client';
import { createAdminServices } from '../../admin/createAdminServices';
import { openDatabase } from '../../db/openDatabase';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { createTestMember, type TestMember } from '../../../test/support/testMembers';
import { memberOf } from './memberOf';

/** Resolves with the socket once connected, rejects with the server's refusal. */
function connectWith(url: string, auth: object): Promise<Socket> {
  const socket = connect(url, { transports: ['websocket'], reconnection: false, auth });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
}

/** Resolves when the server disconnects the socket, failing after a second. */
function disconnectedWithinASecond(socket: Socket): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('still connected after 1 s')), 1000);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });
}

for (const backend of testBackends()) {
  describe(`authentication of calls and sockets on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend, {
      routes: (app) => {
        // Two routes added the way a later module adds its own: one says nothing, one is public.
        app.post('/api/test-new-call', (request) => ({ status: 'true', id: memberOf(request) }));
        app.post('/api/test-public-call', { config: { public: true } }, (request) => ({
          status: 'true',
          signedIn: request.member !== null,
        }));
        app.post('/api/test-sender-call', (request) => ({
          status: 'true',
          id: memberOf(request, 'sender_id'),
        }));
      },
      listen: true,
    });

    it('keeps a new /api/ route private unless it says it is public', async () => {
      const member = await createTestMember(suite.app);

      const signedOut = await suite.app.inject({ method: 'POST', url: '/api/test-new-call' });
      const signedIn = await suite.app.inject({
        method: 'POST',
        url: '/api/test-new-call',
        headers: member.headers,
      });
      const open = await suite.app.inject({ method: 'POST', url: '/api/test-public-call' });

      assert.equal(signedOut.statusCode, 401);
      assert.deepEqual(signedOut.json(), { status: 'false', message: 'Please sign in' });
      assert.deepEqual(signedIn.json(), { status: 'true', id: member.id });
      assert.deepEqual(open.json(), { status: 'true', signedIn: false });
    });

    it('takes identity from the token, refusing any named field that names someone else', async () => {
      const member = await createTestMember(suite.app);
      const send = (payload: object) =>
        suite.app.inject({
          method: 'POST',
          url: '/api/test-sender-call',
          headers: member.headers,
          payload,
        });

      const own = await send({ sender_id: String(member.id) });
      const other = await send({ sender_id: String(member.id + 1) });

      assert.deepEqual(own.json(), { status: 'true', id: member.id });
      assert.equal(other.statusCode, 403);
      assert.deepEqual(other.json(), { status: 'false', message: 'Invalid access' });
    });

    it('leaves the public calls a visitor needs open', async () => {
      const openCalls: [string, string][] = [
        ['GET', '/api/admindatas'],
        ['POST', '/api/webhelppages'],
        ['POST', '/api/checklicense'],
        ['GET', '/api/remotes'],
        ['GET', '/api/places?q=par'],
        ['GET', '/api/dev/mail?to=someone%40example.com'],
      ];
      for (const [method, path] of openCalls) {
        const response = await suite.app.inject({ method: method as 'GET' | 'POST', url: path });
        assert.notEqual(response.statusCode, 401, path);
      }
    });

    it('refuses a socket without a valid token', async () => {
      await assert.rejects(connectWith(suite.url, {}), /Please sign in/);
      await assert.rejects(connectWith(suite.url, { token: 'made-up' }), /Please sign in/);
    });

    describe('ends the sockets of ended sessions within a second', () => {
      let member: TestMember;

      async function secondSession(): Promise<string> {
        const response = await suite.app.inject({
          method: 'POST',
          url: '/api/webemaillogin',
          payload: { email: member.email, password: member.password },
        });
        return response.json<LoginResponse>().peoples.token;
      }

      before(async () => {
        member = await createTestMember(suite.app);
      });

      it('logout: only the sockets of that session', async () => {
        const otherToken = await secondSession();
        const loggingOut = await connectWith(suite.url, { token: member.token });
        const staying = await connectWith(suite.url, { token: otherToken });
        try {
          const ended = disconnectedWithinASecond(loggingOut);
          await suite.app.inject({
            method: 'POST',
            url: '/api/weblogout',
            headers: member.headers,
          });

          assert.equal(await ended, 'io server disconnect');
          assert.equal(staying.connected, true);
        } finally {
          loggingOut.close();
          staying.close();
        }
        member.token = otherToken;
        member.headers = { authorization: `Bearer ${otherToken}` };
      });

      it('password change: the other sessions, not the one that changed it', async () => {
        const otherToken = await secondSession();
        const changing = await connectWith(suite.url, { token: member.token });
        const other = await connectWith(suite.url, { token: otherToken });
        try {
          const ended = disconnectedWithinASecond(other);
          const response = await suite.app.inject({
            method: 'POST',
            url: '/api/webchangepassword',
            headers: member.headers,
            payload: { old_password: member.password, new_password: 'quiet lamp 58' },
          });
          assert.equal(response.statusCode, 200, response.body);

          assert.equal(await ended, 'io server disconnect');
          assert.equal(changing.connected, true);
        } finally {
          changing.close();
          other.close();
        }
        member.password = 'quiet lamp 58';
      });

      it('deactivation: every socket of the member', async () => {
        const otherToken = await secondSession();
        const sockets = await Promise.all([
          connectWith(suite.url, { token: member.token }),
          connectWith(suite.url, { token: otherToken }),
        ]);
        try {
          const ended = Promise.all(sockets.map(disconnectedWithinASecond));
          await suite.app.inject({
            method: 'POST',
            url: '/api/webdeleteaccount',
            headers: member.headers,
          });

          assert.deepEqual(await ended, ['io server disconnect', 'io server disconnect']);
          await assert.rejects(connectWith(suite.url, { token: otherToken }), /Please sign in/);
        } finally {
          for (const socket of sockets) socket.close();
        }
      });

      it('deletion by the admin CLI, another process: every socket of the member', async () => {
        const deleted = await createTestMember(suite.app);
        const socket = await connectWith(suite.url, { token: deleted.token });
        // On PostgreSQL the CLI has a connection of its own; in-memory PGlite has only this one.
        const cliDatabase =
          suite.database.config.kind === 'postgres'
            ? await openDatabase(suite.database.config)
            : null;
        try {
          const ended = disconnectedWithinASecond(socket);
          const cli = createAdminServices(
            cliDatabase?.db ?? suite.database.handle.db,
            suite.app.config,
          );
          await cli.accounts.deleteMemberByEmail(deleted.email);

          assert.equal(await ended, 'io server disconnect');
          await assert.rejects(connectWith(suite.url, { token: deleted.token }), /Please sign in/);
        } finally {
          socket.close();
          await cliDatabase?.close();
        }
      });
    });
  });
}
