import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ConfigError, loadConfig, logFormatOf } from './config';

const ROOT = '/srv/dating';

describe('loadConfig', () => {
  it('defaults to port 8080 and a PGlite database under <repo>/data', () => {
    const config = loadConfig({}, ROOT);

    assert.equal(config.port, 8080);
    assert.deepEqual(config.database, { kind: 'pglite', dataDir: '/srv/dating/data/pglite' });
    assert.equal(config.redisUrl, undefined);
  });

  it('logs pretty lines on a terminal and JSON anywhere else, unless LOG_FORMAT says', () => {
    assert.equal(logFormatOf({}, true), 'pretty');
    assert.equal(logFormatOf({}, false), 'json');
    assert.equal(logFormatOf({ LOG_FORMAT: 'json' }, true), 'json');
    assert.equal(logFormatOf({ LOG_FORMAT: 'pretty' }, false), 'pretty');
    assert.throws(() => logFormatOf({ LOG_FORMAT: 'text' }, true), ConfigError);
    assert.throws(
      () => loadConfig({ LOG_FORMAT: 'text' }, ROOT),
      /LOG_FORMAT must be json or pretty/,
    );
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

  it("starts Redis keys with REDIS_KEY_PREFIX, by default the database's name", () => {
    const postgres = { DATABASE_URL: 'postgres://dating@db.internal:5432/dating_eu?ssl=true' };

    assert.equal(loadConfig(postgres, ROOT).redisKeyPrefix, 'dating_eu:');
    assert.equal(loadConfig({}, ROOT).redisKeyPrefix, '/srv/dating/data/pglite:');
    assert.equal(
      loadConfig({ ...postgres, REDIS_KEY_PREFIX: 'eu-1:' }, ROOT).redisKeyPrefix,
      'eu-1:',
    );
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

  it('refuses a REMOTE_*_URL naming a manifest: remotes load by their remoteEntry.js', () => {
    assert.throws(
      () => loadConfig({ REMOTE_MF_CHAT_URL: 'https://chat.example.com/mf-manifest.json' }, ROOT),
      /REMOTE_MF_CHAT_URL must name the remote's remoteEntry\.js/,
    );
  });

  it('reads one REMOTE_*_URL override per remote', () => {
    const config = loadConfig(
      {
        REMOTE_MF_PAYMENTS_URL: 'https://pay.example.com/remoteEntry.js',
        REMOTE_MF_MODERATION_URL: 'https://mod.example.com/remoteEntry.js',
      },
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
          'https://pay.example.com/remoteEntry.js',
        ],
        [
          'mf_moderation',
          'mf-moderation',
          '/srv/dating/mf-moderation/dist',
          'https://mod.example.com/remoteEntry.js',
        ],
      ],
    );
  });

  it('keeps photos on local disk unless S3_BUCKET is set', () => {
    const config = loadConfig({}, ROOT);

    assert.equal(config.s3, null);
    assert.equal(config.uploadsDir, '/srv/dating/data/uploads');
  });

  it("stores photos in AWS S3 with S3_BUCKET alone, credentials from the SDK's chain", () => {
    assert.deepEqual(loadConfig({ S3_BUCKET: 'dating-photos' }, ROOT).s3, {
      bucket: 'dating-photos',
      region: 'us-east-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      publicUrl: 'https://dating-photos.s3.us-east-1.amazonaws.com/',
    });
    assert.equal(
      loadConfig({ S3_BUCKET: 'dating-photos', S3_REGION: 'eu-west-3' }, ROOT).s3?.publicUrl,
      'https://dating-photos.s3.eu-west-3.amazonaws.com/',
    );
  });

  it('reaches an S3-compatible service at S3_ENDPOINT, path style on request', () => {
    const minio = {
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://minio.internal:9000',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'dating',
      S3_SECRET_ACCESS_KEY: 'secret',
    };

    assert.deepEqual(loadConfig(minio, ROOT).s3, {
      bucket: 'photos',
      region: 'us-east-1',
      endpoint: 'http://minio.internal:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'dating', secretAccessKey: 'secret' },
      publicUrl: 'http://minio.internal:9000/photos/',
    });
    assert.equal(
      loadConfig({ ...minio, S3_FORCE_PATH_STYLE: 'false' }, ROOT).s3?.publicUrl,
      'http://photos.minio.internal:9000/',
    );
    assert.equal(
      loadConfig({ ...minio, S3_PUBLIC_URL: 'https://photos.example.com/u' }, ROOT).s3?.publicUrl,
      'https://photos.example.com/u/',
    );
  });

  it('refuses half-configured or malformed S3 settings, naming the variable', () => {
    const refusals: [NodeJS.ProcessEnv, RegExp][] = [
      [{ S3_ENDPOINT: 'http://minio.internal:9000' }, /S3_ENDPOINT set without S3_BUCKET/],
      [{ S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'dating' }, /S3_SECRET_ACCESS_KEY/],
      [{ S3_BUCKET: 'photos', S3_SECRET_ACCESS_KEY: 'secret' }, /S3_ACCESS_KEY_ID/],
      [{ S3_BUCKET: 'photos', S3_FORCE_PATH_STYLE: 'yes' }, /S3_FORCE_PATH_STYLE must be/],
      [{ S3_BUCKET: 'photos', S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an absolute/],
      [{ S3_BUCKET: 'photos', S3_PUBLIC_URL: '/photos/' }, /S3_PUBLIC_URL must be an absolute/],
    ];

    for (const [env, message] of refusals) {
      assert.throws(
        () => loadConfig(env, ROOT),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError);
          assert.match(error.message, message);
          return true;
        },
      );
    }
  });

  it('moves the clock by CLOCK_OFFSET_FILE only when set, and never beside a deployment', () => {
    assert.equal(loadConfig({}, ROOT).clockOffsetFile, null);
    assert.equal(
      loadConfig({ CLOCK_OFFSET_FILE: 'var/clock-offset' }, ROOT).clockOffsetFile,
      path.join(ROOT, 'var/clock-offset'),
    );
    assert.throws(
      () => loadConfig({ CLOCK_OFFSET_FILE: '/tmp/offset', SMTP_URL: 'smtp://mail:25' }, ROOT),
      /CLOCK_OFFSET_FILE/,
    );
    const braintree = {
      BRAINTREE_MERCHANT_ID: 'merchant',
      BRAINTREE_PUBLIC_KEY: 'public',
      BRAINTREE_PRIVATE_KEY: 'private',
    };
    assert.throws(
      () =>
        loadConfig(
          { ...braintree, BRAINTREE_ENVIRONMENT: 'production', CLOCK_OFFSET_FILE: '/tmp/o' },
          ROOT,
        ),
      ConfigError,
    );
    assert.equal(
      loadConfig({ ...braintree, CLOCK_OFFSET_FILE: '/tmp/o' }, ROOT).clockOffsetFile,
      '/tmp/o',
    );
  });

  it('gives calls no ICE server by default, and reads ICE_SERVERS as a comma list or JSON', () => {
    assert.deepEqual(loadConfig({}, ROOT).calls, {
      iceServers: [],
      turnSecret: null,
      turnTtlSeconds: 86_400,
    });
    assert.deepEqual(
      loadConfig({ ICE_SERVERS: 'stun:turn.example.com:3478, turns:turn.example.com:5349' }, ROOT)
        .calls.iceServers,
      [{ urls: ['stun:turn.example.com:3478'] }, { urls: ['turns:turn.example.com:5349'] }],
    );
    const json = loadConfig(
      {
        ICE_SERVERS: JSON.stringify([
          { urls: 'stun:stun.example.com' },
          { urls: ['turn:t.example.com?transport=udp'], username: 'u', credential: 'c' },
        ]),
        TURN_SECRET: ' s3cret ',
        TURN_TTL_SECONDS: '600',
      },
      ROOT,
    ).calls;
    assert.deepEqual(json, {
      iceServers: [
        { urls: ['stun:stun.example.com'] },
        { urls: ['turn:t.example.com?transport=udp'], username: 'u', credential: 'c' },
      ],
      turnSecret: 's3cret',
      turnTtlSeconds: 600,
    });
  });

  it('refuses ICE_SERVERS it cannot read and a TURN_TTL_SECONDS out of range, naming them', () => {
    assert.throws(
      () => loadConfig({ ICE_SERVERS: 'https://turn.example.com' }, ROOT),
      /ICE_SERVERS/,
    );
    assert.throws(() => loadConfig({ ICE_SERVERS: '[{"urls": 3}]' }, ROOT), /ICE_SERVERS/);
    assert.throws(() => loadConfig({ ICE_SERVERS: '[oops' }, ROOT), /ICE_SERVERS/);
    assert.throws(
      () => loadConfig({ ICE_SERVERS: '[{"urls":"turn:t","credential":5}]' }, ROOT),
      /ICE_SERVERS/,
    );
    assert.throws(() => loadConfig({ TURN_TTL_SECONDS: '5' }, ROOT), /TURN_TTL_SECONDS/);
  });

  it('listens on this machine only unless HOST says otherwise', () => {
    assert.equal(loadConfig({}, ROOT).host, '127.0.0.1');
    assert.equal(loadConfig({ HOST: '0.0.0.0' }, ROOT).host, '0.0.0.0');
  });

  it('refuses TRUST_PROXY=true, which would believe any client, saying what to write', () => {
    assert.throws(() => loadConfig({ TRUST_PROXY: 'true' }, ROOT), {
      name: 'ConfigError',
      message:
        "TRUST_PROXY=true would believe any client's X-Forwarded-For; write the number of " +
        'proxies in front of the server (TRUST_PROXY=1) or their addresses ' +
        '(TRUST_PROXY=10.0.0.2,10.0.1.0/24)',
    });
  });

  it('takes TRUST_PROXY as the number of proxies in front, or their addresses and ranges', () => {
    assert.equal(loadConfig({}, ROOT).trustProxy, null);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '1' }, ROOT).trustProxy, { hops: 1 });
    assert.deepEqual(loadConfig({ TRUST_PROXY: '2' }, ROOT).trustProxy, { hops: 2 });
    assert.deepEqual(
      loadConfig({ TRUST_PROXY: '10.0.0.2, 10.0.1.0/24,2001:db8::/32,::1' }, ROOT).trustProxy,
      { addresses: ['10.0.0.2', '10.0.1.0/24', '2001:db8::/32', '::1'] },
    );
  });

  it('refuses a TRUST_PROXY that is neither, naming what it cannot read', () => {
    const refusals: [string, RegExp][] = [
      ['yes', /"yes" is neither a number of proxies nor an address or range/],
      ['TRUE', /"TRUE" is neither/],
      ['0', /leave it unset when no proxy is in front of the server/],
      ['1.5', /"1.5" is neither/],
      ['10.0.0.2,proxy.internal', /"proxy.internal" is neither/],
      ['10.0.0.256', /"10.0.0.256" is neither/],
      ['0x7f.1', /"0x7f.1" is neither/],
      ['10.0.0.0/33', /"10.0.0.0\/33" is neither/],
      ['2001:db8::/129', /"2001:db8::\/129" is neither/],
      ['10.0.0.0/255.255.255.0', /is neither/],
      ['10.0.0.2,', /"" is neither/],
    ];

    for (const [value, message] of refusals) {
      assert.throws(
        () => loadConfig({ TRUST_PROXY: value }, ROOT),
        (error: unknown) => {
          assert.ok(error instanceof ConfigError, value);
          assert.match(error.message, message);
          assert.match(error.message, /TRUST_PROXY=1\) or their addresses/);
          return true;
        },
      );
    }
  });
});
