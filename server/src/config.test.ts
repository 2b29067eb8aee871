import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig } from './config';

const ROOT = '/srv/dating';

describe('loadConfig', () => {
  it('defaults to port 8080 and a PGlite database under <repo>/data', () => {
    const config = loadConfig({}, ROOT);

    assert.equal(config.port, 8080);
    assert.deepEqual(config.database, { kind: 'pglite', dataDir: '/srv/dating/data/pglite' });
    assert.equal(config.redisUrl, undefined);
  });

  it('resolves a relative DATA_DIR against the repository, not the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'var/db' }, ROOT);

    assert.deepEqual(config.database, {
      kind: 'pglite',
      dataDir: path.join(ROOT, 'var/db/pglite'),
    });
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const url = 'postgres://dating@db.internal:5432/dating';

    assert.deepEqual(loadConfig({ DATABASE_URL: url }, ROOT).database, { kind: 'postgres', url });
  });

  it('refuses a PORT that is not a port number', () => {
    assert.equal(loadConfig({ PORT: '9090' }, ROOT).port, 9090);
    assert.throws(() => loadConfig({ PORT: 'eighty' }, ROOT), ConfigError);
    assert.throws(() => loadConfig({ PORT: '70000' }, ROOT), ConfigError);
  });

  it('serves the web apps in production unless SERVE_WEB=0', () => {
    assert.equal(loadConfig({ NODE_ENV: 'production' }, ROOT).serveWeb, true);
    assert.equal(loadConfig({ NODE_ENV: 'production', SERVE_WEB: '0' }, ROOT).serveWeb, false);
    // No shell/dist under this root: development does not serve it unless asked.
    assert.equal(loadConfig({}, ROOT).serveWeb, false);
    assert.equal(loadConfig({ SERVE_WEB: '1' }, ROOT).serveWeb, true);
  });

  it('reads one REMOTE_*_URL override per remote', () => {
    const config = loadConfig(
      { REMOTE_MF_PAYMENTS_URL: 'https://pay.example.com/mf-manifest.json' },
      ROOT,
    );

    assert.deepEqual(
      config.remotes.map(({ name, folder, distDir, entryOverride }) => [
        name,
        folder,
        distDir,
        entryOverride,
      ]),
      [
        ['mf_discovery', 'mf-discovery', '/srv/dating/mf-discovery/dist', undefined],
        ['mf_chat', 'mf-chat', '/srv/dating/mf-chat/dist', undefined],
        ['mf_profile', 'mf-profile', '/srv/dating/mf-profile/dist', undefined],
        [
          'mf_payments',
          'mf-payments',
          '/srv/dating/mf-payments/dist',
          'https://pay.example.com/mf-manifest.json',
        ],
      ],
    );
  });
});
