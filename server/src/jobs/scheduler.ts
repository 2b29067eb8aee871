import type { FastifyBaseLogger } from 'fastify';
import type { JobClaims } from './jobClaims';

/** One named piece of background work a module declares (its `jobs`). */
export interface JobDefinition {
  /** Unique in the app: names the job's claim row and its log lines. */
  name: string;
  /**
   * Milliseconds from one run's start to the next, or 'once at start': runs as the scheduler
   * starts and not again once it succeeds (a failure is retried like any other).
   */
  every: number | 'once at start';
  /** The first run as the scheduler starts, rather than one interval later. */
  atStart?: boolean;
  /**
   * 'one process': each run is claimed in the database, so of several processes on one database
   * only one runs it (the work's own rows may still be claimed inside it, as before). 'every
   * process': work on this process's own state (its open sockets), never claimed.
   */
  runsOn: 'one process' | 'every process';
  /** A claimed run longer than this is taken for dead and may be claimed again. */
  leaseMs?: number;
  /** The work. `signal` aborts as the app closes; a long job stops early. */
  run(signal: AbortSignal): Promise<unknown>;
}

/** The first retry after a failure; each further failure in a row doubles it. */
export const RETRY_FIRST_MS = 5_000;
/** No retry waits longer than this, nor longer than the job's own interval. */
export const RETRY_MAX_MS = 15 * 60_000;
/** A claimed run's default lease. */
export const DEFAULT_LEASE_MS = 15 * 60_000;
/** How often the scheduler's one timer looks for due jobs: a check in memory. */
export const TICK_MS = 1_000;

/** How long after its `failures`-th failure in a row the job is tried again. */
export function retryDelay(job: Pick<JobDefinition, 'every'>, failures: number): number {
  const cap = typeof job.every === 'number' ? Math.min(job.every, RETRY_MAX_MS) : RETRY_MAX_MS;
  return Math.min(RETRY_FIRST_MS * 2 ** Math.max(0, failures - 1), cap);
}

export interface SchedulerOptions {
  /** The jobs' clock: the app's (tests move it, e2e's offset clock shifts it). */
  now: () => Date;
  /** The claims of 'one process' jobs, on the app's database. */
  claims: JobClaims;
  log: Pick<FastifyBaseLogger, 'error' | 'info'>;
  /** The timer's period; tests that drive `runDue` themselves leave the timer unstarted. */
  tickMs?: number;
}

interface JobState {
  job: JobDefinition;
  /** When this process next looks at the job (epoch ms); Infinity: never again. */
  dueAt: number;
  /** The run under way in this process: never two at once. */
  running: Promise<void> | null;
  /** Failures in a row of an 'every process' job ('one process' ones keep theirs in the row). */
  failures: number;
}

/**
 * Runs the modules' jobs: one timer for all of them, a job never overlapping itself, 'one
 * process' runs claimed in the database, a failure logged and retried with a doubling backoff,
 * never thrown. `stop` (the app's close) aborts the jobs and waits for the runs under way.
 */
export class Scheduler {
  private readonly states = new Map<string, JobState>();
  private timer: NodeJS.Timeout | undefined;
  private readonly stopping = new AbortController();
  private started = false;

  constructor(private readonly options: SchedulerOptions) {}

  add(job: JobDefinition): void {
    if (this.started) throw new Error(`job ${job.name}: jobs are added before the start`);
    if (this.states.has(job.name)) throw new Error(`job ${job.name} is declared twice`);
    if (job.runsOn === 'one process' && job.every === 'once at start') {
      throw new Error(`job ${job.name}: a job claimed across processes runs on an interval`);
    }
    this.states.set(job.name, { job, dueAt: Infinity, running: null, failures: 0 });
  }

  /**
   * Before the app serves (its onReady): with `preparations` (the app runs its jobs), the
   * process's own preparations ('once at start') run to their end first, then the other jobs'
   * first due times and claim rows are written. A preparation may hold the event loop (the places
   * index: 1.3 s of synchronous work on a quiet machine, 4 s on a busy start): beside the other
   * jobs it timed out the connections they were opening.
   */
  async prepare({ preparations = true }: { preparations?: boolean } = {}): Promise<void> {
    this.started = true;
    const prepared = preparations
      ? [...this.states.values()].filter(({ job }) => job.every === 'once at start')
      : [];
    await Promise.all(prepared.map((state) => this.launch(state)));
    const now = this.options.now().getTime();
    for (const state of this.states.values()) {
      const { job } = state;
      // A preparation run above keeps the due time its run set (never again, or its retry).
      if (prepared.includes(state)) continue;
      const first = job.every === 'once at start' || job.atStart ? now : now + job.every;
      state.dueAt = first;
      if (job.runsOn !== 'one process') continue;
      try {
        await this.options.claims.register(job.name, new Date(first), job.atStart === true);
      } catch (error) {
        // The database is away: the start goes on, the row is written at the first run.
        this.options.log.error({ err: error, job: job.name }, 'job not registered');
      }
    }
  }

  /**
   * Once the app serves (its onListen, after every onReady hook: the password dictionaries'
   * 2 s of a busy start held the loop while the jobs' first connections were opening): the one
   * timer, and a first look for due jobs now.
   */
  start(): void {
    if (!this.started) throw new Error('the jobs are prepared before the timer starts');
    this.timer = setInterval(() => void this.runDue(), this.options.tickMs ?? TICK_MS);
    this.timer.unref();
    void this.runDue();
  }

  /** Starts every due job not already running; answers once the runs it started are over. */
  async runDue(): Promise<void> {
    if (this.stopping.signal.aborted) return;
    const now = this.options.now().getTime();
    const started: Promise<void>[] = [];
    for (const state of this.states.values()) {
      if (state.running || state.dueAt > now) continue;
      started.push(this.launch(state));
    }
    await Promise.all(started);
  }

  /** Starts one run of the job, kept as its run under way until it ends. */
  private launch(state: JobState): Promise<void> {
    const run = this.runOnce(state).finally(() => {
      state.running = null;
    });
    state.running = run;
    return run;
  }

  /** No new runs; the runs under way are aborted and waited for. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.stopping.abort();
    await Promise.all([...this.states.values()].flatMap((state) => state.running ?? []));
  }

  private async runOnce(state: JobState): Promise<void> {
    if (state.job.runsOn === 'one process') {
      await this.runClaimed(state);
      return;
    }
    const startedAt = this.options.now().getTime();
    const failure = await this.attempt(state.job);
    if (failure === undefined) {
      state.failures = 0;
      state.dueAt = this.afterSuccess(state.job, startedAt);
    } else {
      state.failures += 1;
      state.dueAt = this.afterFailure(state.job, state.failures, failure);
    }
  }

  private async runClaimed(state: JobState): Promise<void> {
    const { job } = state;
    const { claims, now } = this.options;
    const startedAt = now().getTime();
    let claimed;
    try {
      claimed = await claims.claim(
        job.name,
        new Date(startedAt),
        new Date(startedAt + (job.leaseMs ?? DEFAULT_LEASE_MS)),
      );
      if (!claimed) {
        // Another process has it, or ran it lately: look again when it may be claimed.
        const chance = await claims.nextChance(job.name);
        if (!chance) await claims.register(job.name, new Date(startedAt), false);
        state.dueAt = chance ? chance.getTime() : startedAt;
        return;
      }
    } catch (error) {
      state.dueAt = this.afterFailure(job, 1, error);
      return;
    }
    const failure = await this.attempt(job);
    const failures = failure === undefined ? 0 : claimed.failures + 1;
    const nextRunAt =
      failure === undefined
        ? this.afterSuccess(job, startedAt)
        : this.afterFailure(job, failures, failure);
    state.dueAt = nextRunAt;
    try {
      await claims.release(job.name, new Date(nextRunAt), failures);
    } catch (error) {
      // The claim lapses at its lease's end; this process looks again after the first backoff.
      this.options.log.error({ err: error, job: job.name }, 'job claim not released');
      state.dueAt = now().getTime() + RETRY_FIRST_MS;
    }
  }

  /** Runs the job: undefined when it succeeded, else what it threw. */
  private async attempt(job: JobDefinition): Promise<unknown> {
    try {
      await job.run(this.stopping.signal);
      return undefined;
    } catch (error) {
      return error ?? new Error(`job ${job.name} failed`);
    }
  }

  private afterSuccess(job: JobDefinition, startedAt: number): number {
    return job.every === 'once at start' ? Infinity : startedAt + job.every;
  }

  private afterFailure(job: JobDefinition, failures: number, error: unknown): number {
    const delay = retryDelay(job, failures);
    this.options.log.error(
      { err: error, job: job.name, failures, retryInMs: delay },
      `job ${job.name} failed: retried later`,
    );
    return this.options.now().getTime() + delay;
  }
}
