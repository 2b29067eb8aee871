import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { acquireDataDirLock } from './dataDirLock';
import type { Database } from './schema';

export interface DatabaseHandle {
  db: Kysely<Database>;
  /** Destroys the pool, then stops PGlite; without both the process lingers. */
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL or the embedded PGlite behind the same driver (node-postgres) and the same
 * Kysely dialect, so every query runs the same SQL on both.
 */
export async function openDatabase(config: DatabaseConfig): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: config.url }) }),
    });
    return { db, close: () => db.destroy() };
  }

  const releaseLock = config.dataDir === null ? () => {} : acquireDataDirLock(config.dataDir);
  try {
    if (config.dataDir !== null) mkdirSync(config.dataDir, { recursive: true });
    const pglite = await PGlite.create({
      dataDir: config.dataDir ?? undefined,
      extensions: { cube, earthdistance },
    });
    const db = new Kysely<Database>({
      dialect: new PostgresDialect({ pool: new pg.Pool(createPgConfig(pglite)) }),
    });
    return {
      db,
      close: async () => {
        await db.destroy();
        await pglite.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}
