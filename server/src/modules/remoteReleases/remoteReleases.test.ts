import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import {
  canaryBucket,
  contractVersion,
  type PublishRemoteResponse,
  type RemoteEntry,
  type RemoteReleasesResponse,
  type RemoteReleasesRow,
  type RemotesResponse,
} from '@dating/contract/schemas';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import { buildApp } from '../../app';
import { REPO_ROOT, type AppConfig } from '../../config';
import { openDatabase } from '../../db/openDatabase';
import { LocalFileStorage } from '../../storage/localFileStorage';
import { useTestApp } from '../../../test/support/testApp';
import { testBackends } from '../../../test/support/testBackends';
import { testConfig } from '../../../test/support/testConfig';
import { createTestMember } from '../../../test/support/testMembers';
import {
  exposesTheShellLoads,
  readShellSingletons,
  type RemoteBuildInfo,
} from './compatibilityGate';
import { zipBuild } from './remoteArtifacts';

const DEPLOY_TOKEN = 'test-deploy-token';
const deploy = { authorization: `Bearer ${DEPLOY_TOKEN}` };
/** An address other than this machine's: loopback development overrides do not apply. */
const ELSEWHERE = '203.0.113.7';

/** The shell's own versions of the gated singletons: a build with them fits. */
const shellShared = Object.fromEntries(
  Object.entries(readShellSingletons(REPO_ROOT)).map(([name, { provided }]) => [name, provided]),
);

/** A fake build folder of mf-chat: a remoteEntry.js (unique per call) and its remote-build.json. */
function chatBuild(info: Partial<RemoteBuildInfo> = {}, extra: Record<string, string> = {}) {
  const buildInfo: RemoteBuildInfo = {
    name: 'mf_chat',
    contractVersion: contractVersion(),
    shared: shellShared,
    exposes: exposesTheShellLoads('mf-chat'),
    ...info,
  };
  return new Map<string, Buffer>([
    ['remoteEntry.js', Buffer.from(`/* build ${randomBytes(8).toString('hex')} */`)],
    ['remote-build.json', Buffer.from(JSON.stringify(buildInfo))],
    ['static/chunk.js', Buffer.from('console.log("chunk")')],
    ...Object.entries(extra).map(([file, text]) => [file, Buffer.from(text)] as [string, Buffer]),
  ]);
}

function releasesConfig(overrides: Partial<AppConfig['remoteReleases']> = {}) {
  const base = testConfig().remoteReleases;
  return { ...base, deployToken: DEPLOY_TOKEN, canaryMinReports: 3, ...overrides };
}

async function publish(
  app: FastifyInstance,
  body: Buffer,
  query = 'remote=mf-chat',
  headers: Record<string, string> = deploy,
) {
  return app.inject({
    method: 'POST',
    url: `/api/admin/remotes/publish?${query}`,
    headers: { ...headers, 'content-type': 'application/zip' },
    payload: body,
  });
}

async function published(app: FastifyInstance, query?: string): Promise<string> {
  const response = await publish(app, zipBuild(chatBuild()), query);
  assert.equal(response.statusCode, 200, response.body);
  return response.json<PublishRemoteResponse>().version;
}

async function release(app: FastifyInstance, action: string, fields: object) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/admin/remotes/${action}`,
    headers: deploy,
    payload: fields,
  });
  assert.equal(response.statusCode, 200, response.body);
  return response.json<RemoteReleasesResponse>();
}

async function chatRow(app: FastifyInstance): Promise<RemoteReleasesRow> {
  const response = await app.inject({ method: 'GET', url: '/api/admin/remotes', headers: deploy });
  const row = response.json<RemoteReleasesResponse>().remotes.find((r) => r.remote === 'mf-chat');
  assert.ok(row);
  return row;
}

async function chatEntry(
  app: FastifyInstance,
  options: { token?: string; query?: string; remoteAddress?: string } = {},
): Promise<RemoteEntry> {
  const response = await app.inject({
    method: 'GET',
    url: `/api/remotes${options.query ?? ''}`,
    headers: options.token ? { authorization: `Bearer ${options.token}` } : {},
    remoteAddress: options.remoteAddress ?? ELSEWHERE,
  });
  assert.equal(response.statusCode, 200, response.body);
  const entry = response.json<RemotesResponse>().remotes.find((r) => r.name === 'mf_chat');
  assert.ok(entry);
  return entry;
}

for (const backend of testBackends()) {
  describe(`the remote registry on ${backend.name}`, { skip: backend.skip }, () => {
    const suite = useTestApp(backend, { config: { remoteReleases: releasesConfig() } });

    it('refuses a build with another React major, naming it', async () => {
      const response = await publish(
        suite.app,
        zipBuild(chatBuild({ shared: { ...shellShared, react: '18.3.1' } })),
      );
      assert.equal(response.statusCode, 400);
      assert.match(
        response.json<{ message: string }>().message,
        /react 18\.3\.1 is outside the shell's range \^19/,
      );
    });

    it('refuses a build that does not expose ./App', async () => {
      const response = await publish(suite.app, zipBuild(chatBuild({ exposes: ['./Other'] })));
      assert.equal(response.statusCode, 400);
      assert.match(
        response.json<{ message: string }>().message,
        /does not expose \.\/App, which the shell loads/,
      );
    });

    it('refuses a build made against another contract version', async () => {
      const response = await publish(
        suite.app,
        zipBuild(chatBuild({ contractVersion: '0123456789abcdef' })),
      );
      assert.equal(response.statusCode, 400);
      assert.match(
        response.json<{ message: string }>().message,
        new RegExp(
          `built against contract 0123456789abcdef; this server serves contract ${contractVersion()}`,
        ),
      );
      assert.equal((await chatRow(suite.app)).versions.length, 0, 'no refused build registered');
    });

    it('refuses a build whose files reach outside its folder', async () => {
      const files = chatBuild();
      const entries: Record<string, Uint8Array> = {};
      for (const [file, content] of files) entries[file] = content;
      entries['../escaped.js'] = Buffer.from('alert(1)');
      const response = await publish(suite.app, Buffer.from(zipSync(entries)));
      assert.equal(response.statusCode, 400);
      assert.match(
        response.json<{ message: string }>().message,
        /"\.\.\/escaped\.js" is not a path/,
      );
      const storage = new LocalFileStorage(suite.app.config.uploadsDir, '/uploads/');
      await assert.rejects(
        storage.put(`remotes/mf-chat/${'a'.repeat(64)}/../../../escaped.js`, Buffer.from('x')),
        /Not a storage key/,
      );
    });

    it('serves a published build at its content address with immutable caching', async () => {
      const files = chatBuild();
      const response = await publish(suite.app, zipBuild(files));
      assert.equal(response.statusCode, 200, response.body);
      const { entry, version } = response.json<PublishRemoteResponse>();
      assert.match(version, /^\d+-[0-9a-f]{8}$/);
      assert.match(entry, /^\/uploads\/remotes\/mf-chat\/[0-9a-f]{64}\/remoteEntry\.js$/);
      for (const [url, file] of [
        [entry, 'remoteEntry.js'],
        [entry.replace('remoteEntry.js', 'static/chunk.js'), 'static/chunk.js'],
      ] as const) {
        const served = await suite.app.inject({ method: 'GET', url });
        assert.equal(served.statusCode, 200, url);
        assert.equal(served.headers['cache-control'], 'public, max-age=31536000, immutable');
        assert.equal(served.body, files.get(file)?.toString());
      }
    });

    it('lands two publishes at once, both in the history, in order', async () => {
      const before = (await chatRow(suite.app)).history.length;
      const answers = await Promise.all([
        publish(suite.app, zipBuild(chatBuild())),
        publish(suite.app, zipBuild(chatBuild())),
      ]);
      const versions = answers.map((answer) => {
        assert.equal(answer.statusCode, 200, answer.body);
        return answer.json<PublishRemoteResponse>().version;
      });
      const row = await chatRow(suite.app);
      const publishes = row.history.slice(before).filter((entry) => entry.action === 'publish');
      assert.equal(publishes.length, 2);
      const sequences = publishes.map((entry) => Number(entry.version?.split('-')[0]));
      assert.equal(sequences[1], (sequences[0] ?? 0) + 1, 'consecutive, in the order they landed');
      assert.deepEqual(
        new Set(publishes.map((entry) => entry.version)),
        new Set(versions),
        'neither lost',
      );
      for (const version of versions) {
        assert.ok(row.versions.some((registered) => registered.version === version));
      }
    });

    it('assigns a canary to about its share of members, the same each time', async () => {
      const version = await published(suite.app);
      await release(suite.app, 'canary', { remote: 'mf-chat', version, share: '10%' });
      const entries = await Promise.all(
        Array.from({ length: 1000 }, (_, index) =>
          suite.app.services.remoteRegistry.entriesFor(index + 1, new Map()),
        ),
      );
      const onCanary = entries.filter(
        (remotes) => remotes.find((r) => r.name === 'mf_chat')?.channel === 'canary',
      ).length;
      assert.ok(onCanary >= 50 && onCanary <= 150, `${onCanary} of 1000 on a 10% canary`);

      const member = await createTestMember(suite.app);
      const first = await chatEntry(suite.app, { token: member.token });
      for (let again = 0; again < 3; again += 1) {
        assert.deepEqual(await chatEntry(suite.app, { token: member.token }), first, 'sticky');
      }
      const visitor = await chatEntry(suite.app);
      assert.notEqual(visitor.channel, 'canary', 'a visitor without a token gets the stable');
    });

    it('puts a member on the canary when canaryBucket(member, version) is below the share', async () => {
      const version = await published(suite.app, 'remote=mf-chat&canary=50');
      const row = await chatRow(suite.app);
      assert.equal(row.canary, version);
      assert.equal(row.canaryShare, 50);
      const members = await Promise.all(
        Array.from({ length: 8 }, () => createTestMember(suite.app)),
      );
      for (const member of members) {
        const entry = await chatEntry(suite.app, { token: member.token });
        const expected = canaryBucket(member.id, version) < 50 ? 'canary' : 'not canary';
        assert.equal(entry.channel === 'canary' ? 'canary' : 'not canary', expected);
        if (entry.channel === 'canary') assert.equal(entry.version, version);
      }
    });

    it('promotes the canary, rolls back to the previous stable and to a named version', async () => {
      const first = await published(suite.app);
      await release(suite.app, 'promote', { remote: 'mf-chat', version: first });
      const second = await published(suite.app, 'remote=mf-chat&canary=100%');
      const member = await createTestMember(suite.app);
      assert.equal((await chatEntry(suite.app, { token: member.token })).version, second);

      await release(suite.app, 'promote', { remote: 'mf-chat' });
      let row = await chatRow(suite.app);
      assert.equal(row.stable, second);
      assert.equal(row.canary, null);
      assert.equal((await chatEntry(suite.app)).version, second);

      await release(suite.app, 'rollback', { remote: 'mf-chat' });
      row = await chatRow(suite.app);
      assert.equal(row.stable, first, 'back to the stable before');
      assert.equal((await chatEntry(suite.app, { token: member.token })).version, first);

      await release(suite.app, 'rollback', { remote: 'mf-chat', version: second });
      assert.equal((await chatRow(suite.app)).stable, second, 'to the named version');
      assert.deepEqual(
        row.history.slice(-2).map((entry) => [entry.action, entry.version]),
        [
          ['promote', second],
          ['rollback', first],
        ],
      );
    });

    it('answers 404 for an unknown remote or version', async () => {
      for (const [action, fields] of [
        ['canary', { remote: 'mf-chat', version: '999-00000000', share: 10 }],
        ['promote', { remote: 'mf-nothing', version: '1-00000000' }],
      ] as const) {
        const response = await suite.app.inject({
          method: 'POST',
          url: `/api/admin/remotes/${action}`,
          headers: deploy,
          payload: fields,
        });
        assert.equal(response.statusCode, 404, response.body);
      }
    });

    it("refuses a member's token on every release call", async () => {
      const member = await createTestMember(suite.app);
      const calls = [
        { method: 'GET', url: '/api/admin/remotes' },
        { method: 'POST', url: '/api/admin/remotes/promote', payload: { remote: 'mf-chat' } },
        { method: 'POST', url: '/api/admin/remotes/rollback', payload: { remote: 'mf-chat' } },
      ] as const;
      for (const call of calls) {
        const response = await suite.app.inject({ ...call, headers: member.headers });
        assert.equal(response.statusCode, 403, call.url);
      }
      const upload = await publish(
        suite.app,
        zipBuild(chatBuild()),
        'remote=mf-chat',
        member.headers,
      );
      assert.equal(upload.statusCode, 403);
    });

    it("honours overrides for QA members and this machine's development server only", async () => {
      const older = await published(suite.app);
      const stable = await published(suite.app);
      await release(suite.app, 'promote', { remote: 'mf-chat', version: stable });
      const qa = await createTestMember(suite.app);
      const ordinary = await createTestMember(suite.app);
      await suite.app.services.qaMembers.add(qa.email);
      const query = `?override=mf-chat:${older}`;

      const overridden = await chatEntry(suite.app, { token: qa.token, query });
      assert.equal(overridden.version, older);
      assert.equal(overridden.channel, 'override');
      assert.equal((await chatEntry(suite.app, { token: ordinary.token, query })).version, stable);
      assert.equal((await chatEntry(suite.app, { query })).version, stable, 'a visitor elsewhere');
      const local = await chatEntry(suite.app, { query, remoteAddress: '127.0.0.1' });
      assert.equal(local.channel, 'override', 'anyone on a development server on this machine');
      const unknown = await chatEntry(suite.app, {
        token: qa.token,
        query: '?override=mf-chat:9-deadbeef',
      });
      assert.equal(unknown.version, stable, 'an unknown version is ignored');

      await suite.app.services.qaMembers.remove(qa.email);
      assert.equal((await chatEntry(suite.app, { token: qa.token, query })).version, stable);
    });

    it('rolls a failing canary back by itself and records why', async () => {
      const stable = (await chatRow(suite.app)).stable;
      const canary = await published(suite.app, 'remote=mf-chat&canary=50%');
      const report = (reports: object) =>
        suite.app.inject({ method: 'POST', url: '/api/remotes/report', payload: reports });
      const loaded = await report({
        remote: 'mf-chat',
        version: stable ?? 'builtin',
        outcome: 'loaded',
      });
      assert.equal(loaded.statusCode, 200, loaded.body);
      await report({
        reports: [
          { remote: 'mf-chat', version: canary, outcome: 'failed' },
          { remote: 'mf-chat', version: canary, outcome: 'error' },
          { remote: 'mf-unknown', version: canary, outcome: 'failed' },
        ],
      });
      assert.equal((await chatRow(suite.app)).canary, canary, 'two reports are not enough');
      await report({ remote: 'mf-chat', version: canary, outcome: 'failed' });

      const row = await chatRow(suite.app);
      assert.equal(row.canary, null);
      assert.equal(row.stable, stable);
      const last = row.history.at(-1);
      assert.equal(last?.action, 'automatic_rollback');
      assert.equal(last?.version, canary);
      assert.match(last?.reason ?? '', /failed 3 of 3 loads \(100%\)/);
      const member = await createTestMember(suite.app);
      assert.equal((await chatEntry(suite.app, { token: member.token })).channel, 'stable');
    });
  });

  describe(
    `the remote registry across processes on ${backend.name}`,
    { skip: backend.skip },
    () => {
      let uploadsDir = '';
      const suite = useTestApp(backend, async () => {
        uploadsDir = await mkdtemp(path.join(tmpdir(), 'dating-remotes-'));
        return {
          config: { uploadsDir, remoteReleases: releasesConfig() },
          cleanup: () => rm(uploadsDir, { recursive: true, force: true }),
        };
      });

      it('a second server on the same database sees a change at once', async () => {
        const secondDatabase =
          backend.name === 'PostgreSQL' ? await openDatabase(suite.database.config) : null;
        const second = await buildApp(
          testConfig({ uploadsDir, remoteReleases: releasesConfig() }),
          {
            database: secondDatabase ?? suite.database.handle,
            jobTimer: false,
          },
        );
        try {
          await second.ready();
          assert.equal((await chatEntry(second)).channel, 'builtin', 'its copy of the registry');
          const version = await published(suite.app);
          await release(suite.app, 'promote', { remote: 'mf-chat', version });
          // Well within the copy's 5 s: only the notice can have told it.
          const deadline = Date.now() + 2000;
          let seen = await chatEntry(second);
          while (seen.version !== version && Date.now() < deadline) {
            await new Promise((resolve) => setTimeout(resolve, 50));
            seen = await chatEntry(second);
          }
          assert.equal(seen.version, version);
          assert.equal(seen.channel, 'stable');
          const served = await second.inject({ method: 'GET', url: seen.entry });
          assert.equal(served.statusCode, 200);
        } finally {
          await second.close();
          await secondDatabase?.close();
        }
      });
    },
  );

  describe(
    `release calls without a deploy token on ${backend.name}`,
    { skip: backend.skip },
    () => {
      const suite = useTestApp(backend);

      it('answers 403: releases over HTTP are off', async () => {
        const response = await suite.app.inject({
          method: 'GET',
          url: '/api/admin/remotes',
          headers: { authorization: 'Bearer anything' },
        });
        assert.equal(response.statusCode, 403);
        assert.match(response.json<{ message: string }>().message, /releases over HTTP are off/);
      });
    },
  );
}

describe('the contract version compiled into a remote build', () => {
  it('is the one the server computes', () => {
    const federation = createRequire(import.meta.url)(
      path.join(REPO_ROOT, 'shared/build/federation.cjs'),
    ) as { builtContractVersion(): string };
    assert.equal(federation.builtContractVersion(), contractVersion());
  });
});
