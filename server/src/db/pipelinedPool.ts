import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';
import type pg from 'pg';
import type { ConnectionErrorLog } from './openDatabase';
import { PreparingClient } from './preparedStatements';

/** What a statement must not be here: it would hold the connection that others share. */
const SESSION_BOUND = /^\s*(begin|start\s+transaction|savepoint|prepare|listen|set\s)/i;

interface Lane {
  /** Its connection, once opening; null until a statement needs it, and again once lost. */
  client: Promise<pg.Client> | null;
  /** Statements sent on it whose answers have not come. */
  inFlight: number;
  /** Whether its writes wait for the end of this turn of the event loop. */
  corked: boolean;
}

/** How many connections, and how many statements one carries before the next takes some. */
export interface PipelinedLanes {
  connections: number;
  depth: number;
}

/**
 * A few connections shared by statements that each stand alone (no transaction, nothing kept on
 * the session), in node-postgres' pipeline mode: a statement goes on the first connection with
 * fewer than `depth` in flight (else on the one with the fewest), behind those already sent,
 * without waiting for their answers, and a connection's statements of one turn of the event loop
 * leave in one write. PostgreSQL's backend then finds the next statement waiting and runs it,
 * where a pool's connection, lent to one call at a time, goes to sleep between round trips and
 * must be woken for each statement. On a machine whose cores are shared, waking is dear:
 * `webgetpeople` answered 25 to 40 % more calls (docs/PERFORMANCE.md). Each statement has its own
 * Sync, so one that fails fails alone. A lost connection fails the statements sent on it
 * (answered 503, as the pool's would be) and the next statement opens it again.
 */
export class PipelinedPool implements PostgresPool {
  private readonly lanes: Lane[];
  private readonly depth: number;
  private ended = false;
  /** Kysely asks for a connection per call; every call gets this one, which routes statements. */
  private readonly shared = {
    query: (text: string, values: readonly unknown[]) => this.query(text, values),
    release: () => {},
  } as PostgresPoolClient;

  constructor(
    private readonly clientConfig: pg.ClientConfig,
    { connections, depth }: PipelinedLanes,
    private readonly logError: ConnectionErrorLog,
  ) {
    this.depth = depth;
    this.lanes = Array.from({ length: connections }, () => ({
      client: null,
      inFlight: 0,
      corked: false,
    }));
  }

  connect(): Promise<PostgresPoolClient> {
    if (this.ended) return Promise.reject(new Error('Client was closed and is not queryable'));
    return Promise.resolve(this.shared);
  }

  async end(): Promise<void> {
    this.ended = true;
    await Promise.all(
      this.lanes.map(async (lane) => {
        const client = await lane.client?.catch(() => null);
        lane.client = null;
        await client?.end().catch(() => {});
      }),
    );
  }

  private async query<R>(text: string, values: readonly unknown[]) {
    if (typeof text !== 'string' || SESSION_BOUND.test(text)) {
      throw new Error(
        'PipelinedPool runs statements that stand alone: no transactions, cursors or session state',
      );
    }
    const lane =
      this.lanes.find((candidate) => candidate.inFlight < this.depth) ??
      this.lanes.reduce((best, next) => (next.inFlight < best.inFlight ? next : best));
    lane.inFlight += 1;
    try {
      const client = await this.clientOf(lane);
      this.corkForThisTurn(lane, client);
      return (await client.query(text, values as unknown[])) as unknown as PostgresQueryResult<R>;
    } finally {
      lane.inFlight -= 1;
    }
  }

  private clientOf(lane: Lane): Promise<pg.Client> {
    if (this.ended) return Promise.reject(new Error('Client was closed and is not queryable'));
    if (lane.client) return lane.client;
    const client = new PreparingClient({ ...this.clientConfig, pipeline: true });
    const opening = client.connect().then(() => client);
    // Only the lane's current connection is let go: a lost one may report twice ('error', 'end').
    const lose = () => {
      if (lane.client === opening) lane.client = null;
      client.end().catch(() => {});
    };
    // Unheard, a dropped connection's 'error' would end the process.
    client.on('error', (error) => {
      this.logError(error, 'database connection lost');
      lose();
    });
    client.on('end', lose);
    opening.catch(lose);
    lane.client = opening;
    return opening;
  }

  /** Holds the connection's writes until this turn's statements have all been written. */
  private corkForThisTurn(lane: Lane, client: pg.Client): void {
    if (lane.corked) return;
    const stream = client.connection.stream;
    lane.corked = true;
    stream.cork();
    setImmediate(() => {
      lane.corked = false;
      stream.uncork();
    });
  }
}
