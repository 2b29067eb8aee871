import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { RemotesResponse } from '@dating/contract/schemas';
import { buildApp } from '../../app';
import { loadConfig } from '../../config';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testConfig } from '../../../test/support/testConfig';

/** A multipart/form-data body as a browser's FormData sends it. */
function multipartBody(fields: [string, string][]): { payload: string; contentType: string } {
  const boundary = '----dating-test-boundary';
  const parts = fields.map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return {
    payload: `${parts.join('')}--${boundary}--\r\n`,
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

for (const backend of testBackends()) {
  describe(`platform calls and wire conventions on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend, {
      routes: (app) => {
        // A probe route: what a handler receives as the body, for each format a client may send.
        app.post('/api/test-echo', { config: { public: true } }, (request) => ({
          status: 'true',
          body: request.body,
        }));
        app.get('/api/test-crash', { config: { public: true } }, () =>
          Promise.reject(new Error('secret connection string postgres://admin:hunter2@db')),
        );
      },
    });

    it('GET /healthz and GET /readyz answer ok while the database answers', async () => {
      for (const url of ['/healthz', '/readyz']) {
        const response = await suite.app.inject({ method: 'GET', url });

        assert.equal(response.statusCode, 200, url);
        assert.deepEqual(response.json(), { status: 'ok' }, url);
      }
    });

    it('POST checklicense answers status true, with or without a body', async () => {
      for (const payload of [{ hostname: 'dating.example.com' }, undefined]) {
        const response = await suite.app.inject({
          method: 'POST',
          url: '/api/checklicense',
          payload,
        });

        assert.equal(response.statusCode, 200);
        assert.deepEqual(response.json(), { status: 'true' });
      }
    });

    it("GET /api/remotes answers this server's own copy of each remote before any release", async () => {
      const response = await suite.app.inject({ method: 'GET', url: '/api/remotes' });

      assert.equal(response.statusCode, 200);
      assert.deepEqual(response.json<RemotesResponse>(), {
        status: 'true',
        remotes: [
          {
            name: 'mf_discovery',
            entry: '/remotes/mf-discovery/remoteEntry.js',
            remote: 'mf-discovery',
            version: 'builtin',
            channel: 'builtin',
          },
          {
            name: 'mf_chat',
            entry: '/remotes/mf-chat/remoteEntry.js',
            remote: 'mf-chat',
            version: 'builtin',
            channel: 'builtin',
          },
          {
            name: 'mf_profile',
            entry: '/remotes/mf-profile/remoteEntry.js',
            remote: 'mf-profile',
            version: 'builtin',
            channel: 'builtin',
          },
          {
            name: 'mf_payments',
            entry: '/remotes/mf-payments/remoteEntry.js',
            remote: 'mf-payments',
            version: 'builtin',
            channel: 'builtin',
          },
          {
            name: 'mf_moderation',
            entry: '/remotes/mf-moderation/remoteEntry.js',
            remote: 'mf-moderation',
            version: 'builtin',
            channel: 'builtin',
          },
        ],
      });
    });

    it('GET /api/remotes points a remote elsewhere when its REMOTE_*_URL is set', async () => {
      const elsewhere = 'https://chat.cdn.example.com/v42/remoteEntry.js';
      const { remotes } = loadConfig({ REMOTE_MF_CHAT_URL: elsewhere });
      const overridden = await buildApp(testConfig({ remotes }), {
        database: suite.database.handle,
      });
      try {
        const body = (
          await overridden.inject({ method: 'GET', url: '/api/remotes' })
        ).json<RemotesResponse>();

        assert.deepEqual(
          body.remotes.map((remote) => remote.entry),
          [
            '/remotes/mf-discovery/remoteEntry.js',
            elsewhere,
            '/remotes/mf-profile/remoteEntry.js',
            '/remotes/mf-payments/remoteEntry.js',
            '/remotes/mf-moderation/remoteEntry.js',
          ],
        );
      } finally {
        await overridden.close();
      }
    });

    it('reads multipart, urlencoded and JSON bodies into the same plain object', async () => {
      const fields = { user_id: '12', language: 'fr' };
      const multipart = multipartBody(Object.entries(fields));
      const requests = [
        { payload: multipart.payload, contentType: multipart.contentType },
        {
          payload: new URLSearchParams(fields).toString(),
          contentType: 'application/x-www-form-urlencoded',
        },
        { payload: JSON.stringify(fields), contentType: 'application/json' },
      ];

      for (const { payload, contentType } of requests) {
        const response = await suite.app.inject({
          method: 'POST',
          url: '/api/test-echo',
          headers: { 'content-type': contentType },
          payload,
        });

        assert.equal(response.statusCode, 200, contentType);
        assert.deepEqual(response.json(), { status: 'true', body: fields }, contentType);
      }
    });

    it('reads a repeated multipart field as a list', async () => {
      const { payload, contentType } = multipartBody([
        ['check', 'Music'],
        ['check', 'Travel'],
      ]);

      const response = await suite.app.inject({
        method: 'POST',
        url: '/api/test-echo',
        headers: { 'content-type': contentType },
        payload,
      });

      assert.deepEqual(response.json(), { status: 'true', body: { check: ['Music', 'Travel'] } });
    });

    it('answers an unknown call 404 with the failure shape', async () => {
      for (const [method, url] of [
        ['POST', '/api/nosuchcall'],
        ['GET', '/api/webhelppages'],
        ['GET', '/nothing/here'],
      ] as const) {
        const response = await suite.app.inject({ method, url });

        assert.equal(response.statusCode, 404, url);
        assert.deepEqual(response.json(), { status: 'false', message: 'Not found' });
      }
    });

    it('answers bad input 4xx with a message and never a stack trace', async () => {
      const cases = [
        { contentType: 'application/json', payload: '{"user_id": ', status: 400 },
        { contentType: 'application/json', payload: '{"user_id": {"$ne": 1}}', status: 400 },
        { contentType: 'multipart/form-data', payload: 'no boundary', status: 400 },
        { contentType: 'multipart/form-data; boundary=b', payload: '--b\r\nbroken', status: 400 },
        { contentType: 'application/xml', payload: '<user_id/>', status: 415 },
      ];

      for (const { contentType, payload, status } of cases) {
        const response = await suite.app.inject({
          method: 'POST',
          url: '/api/webhelppages',
          headers: { 'content-type': contentType },
          payload,
        });

        assert.equal(response.statusCode, status, `${contentType} ${payload}`);
        const body = response.json<{ status: string; message: string }>();
        assert.equal(body.status, 'false');
        assert.ok(body.message.length > 0);
        assert.doesNotMatch(response.body, /\bat .*\.(ts|js):\d+/);
      }
    });

    it('answers a failure inside a call 500 without its details', async () => {
      const response = await suite.app.inject({ method: 'GET', url: '/api/test-crash' });

      assert.equal(response.statusCode, 500);
      assert.deepEqual(response.json(), { status: 'false', message: 'Something went wrong' });
    });
  });
}
