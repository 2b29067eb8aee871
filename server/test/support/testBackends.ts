import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/config';
import { openDatabase, PGLITE_EXTENSIONS, type DatabaseHandle } from '../../src/db/openDatabase';
import { pgliteConfig } from '../../src/db/pgliteConnection';
import { prepareDatabase } from '../../src/db/prepareDatabase';
import type { Database } from '../../src/db/schema';

export interface TestDatabase {
  /** What another app or process would be configured with to open this same database. */
  config: DatabaseConfig;
  handle: DatabaseHandle;
  /** Closes the handle and throws the database away. */
  close(): Promise<void>;
}

export interface TestBackend {
  name: 'PGlite' | 'PostgreSQL';
  /** Why this backend does not run here (node:test prints it), or false when it runs. */
  skip: string | false;
  /**
   * A database of its own: empty, or `prepared` (migrated and seeded, as the server leaves it
   * at its start, for suites that test the product rather than the preparation).
   */
  open(options?: { prepared?: boolean }): Promise<TestDatabase>;
}

const SERVER_SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/**
 * A name for what the prepared database holds: a hash of the server's sources (migrations and
 * seeds among them) and of the PGlite release that wrote it.
 */
function preparedImageKey(): string {
  const hash = createHash('sha256');
  hash.update(
    readFileSync(path.join(SERVER_SRC, '../node_modules/@electric-sql/pglite/package.json')),
  );
  const sources = readdirSync(SERVER_SRC, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
    .sort();
  for (const file of sources) hash.update(file).update(readFileSync(path.join(SERVER_SRC, file)));
  return hash.digest('hex').slice(0, 16);
}

async function dumpPreparedImage(): Promise<Blob> {
  const pglite = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool: new pg.Pool(pgliteConfig(pglite)) }),
  });
  try {
    await prepareDatabase(db);
  } finally {
    await db.destroy();
  }
  const image = await pglite.dumpDataDir('none');
  await pglite.close();
  return image;
}

const IMAGE_PREFIX = 'dating-pglite-prepared-';
let preparedImage: Promise<Blob> | undefined;

/**
 * An image of a prepared PGlite database (its data dir, as dumpDataDir writes it): starting from
 * it takes about 0.5 s of a core, against about 3 s for PGlite's own initdb and the migrations.
 * It is kept in the system's temporary folder, so the test files of a run (one process each)
 * make it once; an image of older sources is removed.
 */
function preparedPgliteImage(): Promise<Blob> {
  preparedImage ??= (async () => {
    const name = `${IMAGE_PREFIX}${preparedImageKey()}.tar`;
    const file = path.join(tmpdir(), name);
    if (existsSync(file)) return new Blob([readFileSync(file)]);
    const image = await dumpPreparedImage();
    // Written under a name of this process's, then renamed: files starting beside it read a
    // whole image or none.
    const partial = `${file}.${process.pid}`;
    writeFileSync(partial, Buffer.from(await image.arrayBuffer()));
    renameSync(partial, file);
    for (const old of readdirSync(tmpdir())) {
      if (old.startsWith(IMAGE_PREFIX) && old.endsWith('.tar') && old !== name) {
        rmSync(path.join(tmpdir(), old), { force: true });
      }
    }
    return image;
  })();
  return preparedImage;
}

const inMemoryPglite: TestBackend = {
  name: 'PGlite',
  skip: false,
  async open({ prepared = false } = {}) {
    const config: DatabaseConfig = {
      kind: 'pglite',
      dataDir: null,
      image: prepared ? await preparedPgliteImage() : undefined,
    };
    const handle = await openDatabase(config);
    return { config, handle, close: () => handle.close() };
  },
};

/**
 * A fresh schema of the DATABASE_URL database, first on the search path, so tests never see
 * or leave data of their own; dropped at close. Extensions stay database-wide in public (intarray
 * in its own schema: discovery's deckTraits.ts).
 */
function postgresSchema(url: string | undefined): TestBackend {
  return {
    name: 'PostgreSQL',
    skip: url ? false : 'DATABASE_URL is not set: the PostgreSQL run is skipped',
    async open({ prepared = false } = {}) {
      if (!url) throw new Error('DATABASE_URL is not set');
      const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Pool({ connectionString: url, max: 1 });
      // One test process at a time creates the extensions (a race fails on pg_extension's key).
      await admin.query(`
        SELECT pg_advisory_xact_lock(hashtext('dating-test-extensions'));
        CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public;
        CREATE EXTENSION IF NOT EXISTS earthdistance WITH SCHEMA public;
        CREATE EXTENSION IF NOT EXISTS btree_gist WITH SCHEMA public;
        CREATE SCHEMA IF NOT EXISTS intarray;
        CREATE EXTENSION IF NOT EXISTS intarray WITH SCHEMA intarray;
        CREATE SCHEMA ${schema};
      `);
      const schemaUrl = new URL(url);
      schemaUrl.searchParams.set('options', `-c search_path=${schema},public`);
      const config: DatabaseConfig = { kind: 'postgres', url: schemaUrl.toString() };
      const handle = await openDatabase(config);
      if (prepared) await prepareDatabase(handle.db);
      return {
        config,
        handle,
        close: async () => {
          await handle.close();
          await admin.query(`DROP SCHEMA ${schema} CASCADE`);
          await admin.end();
        },
      };
    },
  };
}

/** Every backend a server suite runs against: PGlite always, PostgreSQL with DATABASE_URL. */
export function testBackends(env: NodeJS.ProcessEnv = process.env): TestBackend[] {
  return [inMemoryPglite, postgresSchema(env.DATABASE_URL)];
}

/** What a bench runs on: PostgreSQL when DATABASE_URL is set, otherwise the embedded PGlite. */
export function benchBackend(env: NodeJS.ProcessEnv = process.env): TestBackend {
  const wanted = env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';
  const backend = testBackends(env).find((candidate) => candidate.name === wanted);
  if (!backend || backend.skip) throw new Error(`No ${wanted} backend`);
  return backend;
}
