import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { intarray } from '@electric-sql/pglite/contrib/intarray';
import { Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { DatabaseConfig } from '../config';
import { rateLimitStore, type RateLimitStore } from '../limits/rateLimitStore';
import { acquireDataDirLock } from './dataDirLock';
import { DatabaseLanes } from './databaseLanes';
import { nearestFirstUrl } from './nearestFirstPlan';
import { APP_SESSION_SETTINGS, BATCH_SESSION_SETTINGS, urlWithSettings } from './sessionSettings';
import { pgliteConfig } from './pgliteConnection';
import { PipelinedPool } from './pipelinedPool';
import { PreparingClient } from './preparedStatements';
import type { Database } from './schema';

/** The PostgreSQL extensions the schema uses, as PGlite loads them. */
export const PGLITE_EXTENSIONS = { btree_gist, cube, earthdistance, intarray };

/** Where a connection's error goes once it is handled: the app's log. */
export type ConnectionErrorLog = (error: Error, what: string) => void;

/**
 * How long a new connection may take before the call that wanted it fails and is answered 503:
 * a database that does not answer must not hold members' calls.
 */
const CONNECTION_TIMEOUT_MS = 1000;

/**
 * How long a call waits for a free connection of a busy pool before it is answered 503. Longer
 * than a new connection's wait: a burst (50 purchases at once, 400 rate-limit counts) on a busy
 * machine queued past a second for a healthy database, and members were answered 503. A pool
 * has one setting for both (`connectionTimeoutMillis`): this one, and its connections connect
 * within CONNECTION_TIMEOUT_MS of their own (`connectingQuickly`).
 */
const POOL_WAIT_MS = 3000;

/** `Client`, connecting within CONNECTION_TIMEOUT_MS whatever its pool's wait for a free one. */
function connectingQuickly(Client: typeof pg.Client): typeof pg.Client {
  return class extends Client {
    constructor(config?: string | pg.ClientConfig) {
      super({
        ...(typeof config === 'string' ? { connectionString: config } : config),
        connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      });
    }
  };
}

/**
 * How long a connection of a pool stays open unused (pg.Pool's default closes it after 10 s). A
 * connection opened again costs a backend's start and the plans of every statement it runs
 * (PreparingClient): with the default, a steady load's lulls closed connections that its next
 * burst opened again in the middle of calls. A quiet hour still gives them back. Idle ones hold
 * no process up (`allowExitOnIdle`): a process that forgets to close its database still exits.
 */
const IDLE_CONNECTION = { idleTimeoutMillis: 60 * 60_000, allowExitOnIdle: true };

/**
 * TCP keep-alive probes after 10 s of quiet (the system's default waits two hours): a server
 * gone without a word (failover, a cut network) is noticed, by the LISTEN connection above all,
 * which otherwise waits for a query that never comes.
 */
const KEEP_ALIVE = { keepAlive: true, keepAliveInitialDelayMillis: 10_000 };

/**
 * The connections of each set of pipelined ones (DatabaseLanes' nearest-first and short-read
 * lanes, PipelinedPool), beside the main pool's 10. One PostgreSQL backend runs `webgetpeople`'s
 * statements as fast as one process sends them (about 0.15 ms of the database's time a call
 * against 0.16 of the process's), and answered more calls, with a lower p99, than two sharing
 * them: the second connection takes statements only once 16 wait on the first (about 2.5 ms of
 * work), as when an area is dense enough to slow the statement. More processes bring more
 * backends.
 */
const PIPELINED_LANES = { connections: 2, depth: 16 };

/**
 * The batches lane's connections: a process runs one statement at a time of each group commit
 * that uses it (the chat's texts, its acknowledgements), each on a connection of its own.
 */
const BATCH_CONNECTIONS = 4;

/** Stops listening; resolves once the channel is let go. */
export type Unlisten = () => Promise<void>;

export interface DatabaseHandle {
  /**
   * The one handle repositories take: each query's lane is chosen by its kind (DatabaseLanes,
   * README.md). On PostgreSQL the nearest-neighbour read and the short reads have pipelined
   * connections of their own; on PGlite everything runs on the ordinary lane.
   */
  database: DatabaseLanes;
  /** The ordinary lane (`database.ordinary`): migrations, plugins and tests' own statements. */
  db: Kysely<Database>;
  /**
   * Hears the NOTIFY payloads of `channel`, from this process or any other on the same database
   * (the admin command line on PostgreSQL).
   */
  listen: (channel: string, onNotice: (payload: string) => void) => Promise<Unlisten>;
  /**
   * Where rate limits are counted without Redis: in the database on PostgreSQL, which several
   * processes share; in memory on PGlite, which only this process opens (the data dir's lock), so
   * that a limit check does not queue for PGlite's single connection.
   */
  rateLimits: RateLimitStore;
  /** Destroys the pool, then stops PGlite; without both the process lingers. */
  close(): Promise<void>;
}

/**
 * Opens PostgreSQL or the embedded PGlite behind the same driver (node-postgres) and the same
 * Kysely dialect, so every query runs the same SQL on both.
 */
export async function openDatabase(
  config: DatabaseConfig,
  logError: ConnectionErrorLog = () => {},
): Promise<DatabaseHandle> {
  if (config.kind === 'postgres') {
    const sessionUrl = urlWithSettings(config.url, APP_SESSION_SETTINGS);
    const clientConfig = (url: string) => ({
      connectionString: url,
      connectionTimeoutMillis: CONNECTION_TIMEOUT_MS,
      ...KEEP_ALIVE,
    });
    const pool = handleErrors(
      new pg.Pool({
        ...clientConfig(sessionUrl),
        ...IDLE_CONNECTION,
        connectionTimeoutMillis: POOL_WAIT_MS,
        Client: connectingQuickly(PreparingClient),
      }),
      logError,
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    const batchesPool = handleErrors(
      new pg.Pool({
        ...clientConfig(urlWithSettings(config.url, BATCH_SESSION_SETTINGS)),
        ...IDLE_CONNECTION,
        max: BATCH_CONNECTIONS,
        connectionTimeoutMillis: POOL_WAIT_MS,
        Client: connectingQuickly(PreparingClient),
      }),
      logError,
    );
    const pipelinedOn = (url: string) =>
      new Kysely<Database>({
        dialect: new PostgresDialect({
          pool: new PipelinedPool(clientConfig(url), PIPELINED_LANES, logError),
        }),
      });
    const database = new DatabaseLanes(
      db,
      pipelinedOn(nearestFirstUrl(sessionUrl)),
      pipelinedOn(sessionUrl),
      new Kysely<Database>({ dialect: new PostgresDialect({ pool: batchesPool }) }),
    );
    // rate-limiter-flexible names its statements itself: a plain pool of its own, a few
    // connections (each check is one short statement).
    const limitsPool = handleErrors(
      new pg.Pool({
        ...clientConfig(sessionUrl),
        ...IDLE_CONNECTION,
        max: 4,
        connectionTimeoutMillis: POOL_WAIT_MS,
        Client: connectingQuickly(pg.Client),
      }),
      logError,
    );
    return {
      database,
      db,
      listen: (channel, onNotice) => listenOnPostgres(config.url, channel, onNotice, logError),
      rateLimits: rateLimitStore({ kind: 'postgres', pool: limitsPool }),
      close: async () => {
        await Promise.all([database.destroy(), limitsPool.end()]);
      },
    };
  }

  const releaseLock = config.dataDir === null ? () => {} : acquireDataDirLock(config.dataDir);
  try {
    if (config.dataDir !== null) mkdirSync(config.dataDir, { recursive: true });
    const pglite = await PGlite.create({
      dataDir: config.dataDir ?? undefined,
      loadDataDir: config.image,
      extensions: PGLITE_EXTENSIONS,
    });
    const pool = handleErrors(
      new pg.Pool({ ...pgliteConfig(pglite), Client: PreparingClient }),
      logError,
    );
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      database: new DatabaseLanes(db),
      db,
      listen: async (channel, onNotice) => {
        const unlisten = await pglite.listen(channel, onNotice);
        return () => unlisten();
      },
      rateLimits: rateLimitStore({ kind: 'memory' }),
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

/**
 * node-postgres emits 'error' on a connection that dies (the database restarted or failed over,
 * `pg_terminate_backend`; PGlite's engine failing): on the pool for an idle one, on the client
 * for one a call holds. Unheard, either ends the process. Heard, the call in progress fails
 * (answered 503), the pool drops the client and opens a new one on demand.
 */
function handleErrors(pool: pg.Pool, logError: ConnectionErrorLog): pg.Pool {
  pool.on('connect', (client) => {
    client.on('error', (error) => logError(error, 'database connection lost'));
  });
  // The pool passes an idle client's error on too; the client's own listener has logged it.
  pool.on('error', () => {});
  return pool;
}

/** How long a lost LISTEN connection waits before it connects again. */
const RELISTEN_DELAY_MS = 1000;

/**
 * How long a LISTEN connection may take to open: longer than a call's (CONNECTION_TIMEOUT_MS),
 * since no member waits on it. It opens as the app gets ready, where a busy start held the event
 * loop past a second (the places index, the password dictionaries): the connection's timer fired
 * before its answer was read, and the process ended for a database that was there.
 */
const LISTEN_CONNECTION_TIMEOUT_MS = 10_000;

/**
 * LISTEN needs a connection of its own for as long as it listens: a pool would hand it back.
 * A lost connection is opened again, so the server keeps hearing after a database restart.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onNotice: (payload: string) => void,
  logError: ConnectionErrorLog,
): Promise<Unlisten> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (): Promise<void> => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: LISTEN_CONNECTION_TIMEOUT_MS,
      ...KEEP_ALIVE,
    });
    next.on('notification', (notice) => {
      if (notice.channel === channel && notice.payload !== undefined) onNotice(notice.payload);
    });
    // Without an error handler a dropped connection would end the process.
    next.on('error', (error) => {
      logError(error, `LISTEN ${channel}: connection lost`);
      lose(next);
    });
    next.on('end', () => lose(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) await next.end();
    else client = next;
  };

  const scheduleConnect = () => {
    retry = setTimeout(() => {
      connect().catch(() => {
        if (!stopped) scheduleConnect();
      });
    }, RELISTEN_DELAY_MS);
  };

  // Only the connection in use counts: a failed attempt is retried by scheduleConnect.
  const lose = (lost: pg.Client) => {
    if (client !== lost) return;
    client = null;
    lost.end().catch(() => {});
    if (!stopped) scheduleConnect();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end();
  };
}
