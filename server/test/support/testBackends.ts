import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { DatabaseConfig } from '../../src/config';
import { openDatabase, type DatabaseHandle } from '../../src/db/openDatabase';

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
  open(): Promise<TestDatabase>;
}

const inMemoryPglite: TestBackend = {
  name: 'PGlite',
  skip: false,
  async open() {
    const config: DatabaseConfig = { kind: 'pglite', dataDir: null };
    const handle = await openDatabase(config);
    return { config, handle, close: () => handle.close() };
  },
};

/**
 * A fresh schema of the DATABASE_URL database, first on the search path, so tests never see
 * or leave data of their own; dropped at close. Extensions stay database-wide in public.
 */
function postgresSchema(url: string | undefined): TestBackend {
  return {
    name: 'PostgreSQL',
    skip: url ? false : 'DATABASE_URL is not set: the PostgreSQL run is skipped',
    async open() {
      if (!url) throw new Error('DATABASE_URL is not set');
      const schema = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
      const admin = new pg.Pool({ connectionString: url, max: 1 });
      // One test process at a time creates the extensions (a race fails on pg_extension's key).
      await admin.query(`
        SELECT pg_advisory_xact_lock(hashtext('dating-test-extensions'));
        CREATE EXTENSION IF NOT EXISTS cube WITH SCHEMA public;
        CREATE EXTENSION IF NOT EXISTS earthdistance WITH SCHEMA public;
        CREATE SCHEMA ${schema};
      `);
      const schemaUrl = new URL(url);
      schemaUrl.searchParams.set('options', `-c search_path=${schema},public`);
      const config: DatabaseConfig = { kind: 'postgres', url: schemaUrl.toString() };
      const handle = await openDatabase(config);
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
