import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** A port nothing listens on now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * The whole product as `pnpm start` serves it, on a free port with a throwaway embedded database
 * of its own (never DATABASE_URL or REDIS_URL from the environment, only from `env`): for a
 * benchmark, a journey that needs the admin CLI on the server's database, or several servers
 * sharing one PostgreSQL and Redis.
 */
export class ProductServer {
  readonly origin: string;
  private server: ChildProcess | null = null;
  /** How far ahead of the real clock the server's runs, with `movableClock`. */
  private clockOffsetMs = 0;

  private constructor(
    private readonly port: number,
    readonly dataDir: string,
    private readonly clockOffsetFile: string | null,
    private readonly extraEnv: NodeJS.ProcessEnv,
  ) {
    this.origin = `http://127.0.0.1:${port}`;
  }

  /**
   * `movableClock`: the server's clock follows a file of this server's (CLOCK_OFFSET_FILE), so
   * the journey moves time with `moveClock` rather than waiting for it. `env`: settings of this
   * server's (and of its admin CLI's), e.g. REMOTE_DEPLOY_TOKEN.
   */
  static async start(
    label: string,
    { movableClock = false, env = {} }: { movableClock?: boolean; env?: NodeJS.ProcessEnv } = {},
  ): Promise<ProductServer> {
    const dataDir = mkdtempSync(path.join(tmpdir(), `dating-${label}-`));
    const clockFile = movableClock ? path.join(dataDir, 'clock-offset') : null;
    const product = new ProductServer(await freePort(), dataDir, clockFile, env);
    await product.listen();
    return product;
  }

  /** Moves the running server's clock ahead by `milliseconds`, from its next look at it. */
  moveClock(milliseconds: number): void {
    if (!this.clockOffsetFile) throw new Error('start the server with movableClock to move it');
    this.clockOffsetMs += milliseconds;
    writeFileSync(this.clockOffsetFile, String(this.clockOffsetMs));
  }

  /** The environment without another database (PGlite in this server's data dir) unless `env` names one. */
  private env(): NodeJS.ProcessEnv {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: this.dataDir };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    delete env.CLOCK_OFFSET_FILE;
    Object.assign(env, this.extraEnv);
    if (this.clockOffsetFile) env.CLOCK_OFFSET_FILE = this.clockOffsetFile;
    return env;
  }

  private async listen(): Promise<void> {
    const server = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: root,
      // Builds that are out of date report on stderr; the request log on stdout is not wanted here.
      stdio: ['ignore', 'ignore', 'inherit'],
      env: {
        ...this.env(),
        PORT: String(this.port),
        NODE_ENV: 'production',
        // Sign-up codes are read from the development outbox, and journeys' members set up
        // through the API come from addresses of their own (X-Forwarded-For), as in e2e.
        DEV_OUTBOX: 'true',
        TRUST_PROXY: '1',
      },
    });
    this.server = server;
    const deadline = Date.now() + 300_000;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
      const ready = await fetch(`${this.origin}/healthz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error('the server did not answer /healthz within 5 minutes');
  }

  private async halt(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server || server.exitCode !== null) return;
    const exited = new Promise((resolve) => server.once('exit', resolve));
    server.kill('SIGTERM');
    await exited;
  }

  /**
   * `pnpm admin <args>` on this server's database, answering what it printed. PGlite lets one
   * process open a data dir at a time, so the server stops meanwhile, as an operator does
   * without DATABASE_URL; sessions are kept in the database and outlive the restart.
   */
  async admin(...args: string[]): Promise<string> {
    await this.halt();
    try {
      const run = spawnSync('pnpm', ['admin', ...args], {
        cwd: root,
        encoding: 'utf8',
        env: this.env(),
      });
      if (run.status !== 0) {
        throw new Error(`pnpm admin ${args.join(' ')} failed: ${run.stderr || run.stdout}`);
      }
      return run.stdout;
    } finally {
      await this.listen();
    }
  }

  async close(): Promise<void> {
    await this.halt();
    rmSync(this.dataDir, { recursive: true, force: true });
  }
}
