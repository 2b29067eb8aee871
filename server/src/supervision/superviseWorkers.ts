import cluster, { type Worker } from 'node:cluster';
import { isReadyReport, type ReadyReport } from './readyReport';

/** How long a crashed server process waits before it is started again. */
export interface Backoff {
  /** The first wait, and the wait again once a process has stayed up for stableMs. */
  initialMs: number;
  /** Each further crash doubles the wait up to this. */
  maxMs: number;
  stableMs: number;
}

export const DEFAULT_BACKOFF: Backoff = { initialMs: 500, maxMs: 30_000, stableMs: 60_000 };

export type SupervisorLog = (level: 'info' | 'error', message: string) => void;

export interface SuperviseOptions {
  /** The server's entry file, run in each worker. */
  exec: string;
  execArgv: string[];
  workers: number;
  log: SupervisorLog;
  backoff?: Backoff;
  /**
   * The first report of a listening server process (server.ts), once in all: neither the other
   * processes nor a restarted one repeat it.
   */
  onFirstReady?: (report: ReadyReport) => void;
}

export interface Supervisor {
  /**
   * Passes the signal to every server process and starts none again; resolves once all have
   * ended, with 0 when each closed cleanly, 1 otherwise.
   */
  stop(signal: NodeJS.Signals): Promise<number>;
}

/** WEB_CONCURRENCY: how many server processes; several need PostgreSQL and Redis. */
export function workerCount(env: NodeJS.ProcessEnv): number {
  const value = env.WEB_CONCURRENCY || '1';
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) {
    throw new Error(
      `WEB_CONCURRENCY must be a whole number of processes, 1 or more, not "${value}"`,
    );
  }
  if (count > 1 && !env.DATABASE_URL) {
    throw new Error(
      `WEB_CONCURRENCY=${count} needs DATABASE_URL: the embedded PGlite database belongs to a ` +
        'single process. Set DATABASE_URL to a PostgreSQL database, or leave WEB_CONCURRENCY unset.',
    );
  }
  if (count > 1 && !env.REDIS_URL) {
    throw new Error(
      `WEB_CONCURRENCY=${count} needs REDIS_URL: the processes share socket.io's rooms and ` +
        'broadcasts through Redis, or members on different processes would not hear each other.',
    );
  }
  return count;
}

/**
 * Runs the server in `workers` processes of node's cluster, which share the listening port, and
 * keeps them running: a process that ends on its own is logged and started again after a wait
 * that doubles with each crash in a row. Sockets need no sticky sessions: the product's socket
 * client uses the websocket transport only (one connection, one process), and rooms are shared
 * through Redis.
 */
export function superviseWorkers(options: SuperviseOptions): Supervisor {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  cluster.setupPrimary({ exec: options.exec, execArgv: options.execArgv });
  const running = new Set<Worker>();
  const restarts = new Set<NodeJS.Timeout>();
  let stopped: Promise<number> | undefined;
  let exitCode = 0;
  let allEnded = () => {};
  let reported = false;

  // One slot per process: its wait grows with its own crashes only.
  const start = (slot: { waitMs: number }) => {
    const startedAt = Date.now();
    const worker = cluster.fork();
    running.add(worker);
    worker.on('message', (message: unknown) => {
      if (reported || !isReadyReport(message)) return;
      reported = true;
      options.onFirstReady?.(message);
    });
    worker.once('exit', (code, signal) => {
      running.delete(worker);
      if (stopped) {
        if (code !== 0) exitCode = 1;
        if (running.size === 0) allEnded();
        return;
      }
      if (Date.now() - startedAt >= backoff.stableMs) slot.waitMs = backoff.initialMs;
      options.log(
        'error',
        `server process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); ` +
          `starting it again in ${slot.waitMs} ms`,
      );
      const restart = setTimeout(() => {
        restarts.delete(restart);
        start(slot);
      }, slot.waitMs);
      restarts.add(restart);
      slot.waitMs = Math.min(slot.waitMs * 2, backoff.maxMs);
    });
  };
  for (let i = 0; i < options.workers; i += 1) start({ waitMs: backoff.initialMs });

  return {
    stop(signal) {
      stopped ??= new Promise<number>((resolve) => {
        for (const restart of restarts) clearTimeout(restart);
        allEnded = () => resolve(exitCode);
        if (running.size === 0) allEnded();
        for (const worker of running) worker.process.kill(signal);
      });
      return stopped;
    },
  };
}
