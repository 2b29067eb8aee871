import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { setTimeout as wait } from 'node:timers/promises';
import { migrateToLatest } from '../db/migrateToLatest';
import { openDatabase, type DatabaseHandle } from '../db/openDatabase';
import { testBackends, type TestDatabase } from '../../test/support/testBackends';
import { testClock, type TestClock } from '../../test/support/testClock';
import { JobClaims } from './jobClaims';
import { RETRY_FIRST_MS, Scheduler, type JobDefinition } from './scheduler';

const MINUTE = 60_000;

/** A promise the test settles by hand: a job run that lasts until the test says. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

for (const backend of testBackends()) {
  describe(`the job scheduler (${backend.name})`, { skip: backend.skip }, () => {
    let database: TestDatabase;
    let clock: TestClock;
    let errors: string[];
    let jobNumber = 0;
    /** Each test's jobs have names of their own: the claim rows stay in the database. */
    const uniqueName = (name: string) => `${name}-${(jobNumber += 1)}`;

    before(async () => {
      database = await backend.open();
      await migrateToLatest(database.handle.db);
    });
    after(async () => {
      await database.close();
    });

    const schedulerOn = (handle: DatabaseHandle = database.handle) => {
      errors = [];
      return new Scheduler({
        now: clock.now,
        claims: new JobClaims(handle.db),
        log: {
          error: (_fields: unknown, message?: string) => errors.push(message ?? ''),
          info: () => {},
        },
      });
    };
    /** A scheduler on the machine's clock whose timer looks every 5 ms. */
    const timedScheduler = () => {
      clock = { now: () => new Date(), advance: () => {} };
      return new Scheduler({
        now: clock.now,
        claims: new JobClaims(database.handle.db),
        log: { error: () => {}, info: () => {} },
        tickMs: 5,
      });
    };
    const counted = (
      job: Omit<JobDefinition, 'run'>,
      work: () => Promise<void> = async () => {},
    ) => {
      const runs = { count: 0 };
      return {
        runs,
        job: {
          ...job,
          run: async () => {
            runs.count += 1;
            await work();
          },
        } satisfies JobDefinition,
      };
    };

    for (const runsOn of ['every process', 'one process'] as const) {
      it(`runs a job (${runsOn}) at its interval, by the given clock, once each time`, async () => {
        clock = testClock();
        const scheduler = schedulerOn();
        const { job, runs } = counted({ name: uniqueName('interval'), every: 10 * MINUTE, runsOn });
        scheduler.add(job);
        await scheduler.prepare({ preparations: false });

        await scheduler.runDue();
        assert.equal(runs.count, 0, 'not before its first interval');
        clock.advance(10 * MINUTE);
        await scheduler.runDue();
        await scheduler.runDue();
        assert.equal(runs.count, 1);
        clock.advance(9 * MINUTE);
        await scheduler.runDue();
        assert.equal(runs.count, 1);
        clock.advance(MINUTE);
        await scheduler.runDue();
        assert.equal(runs.count, 2);
        await scheduler.stop();
      });
    }

    it('never runs a job again while its run goes on', async () => {
      clock = testClock();
      const scheduler = schedulerOn();
      const slow = deferred();
      const { job, runs } = counted(
        { name: uniqueName('slow'), every: MINUTE, atStart: true, runsOn: 'every process' },
        () => slow.promise,
      );
      scheduler.add(job);
      await scheduler.prepare({ preparations: false });

      const first = scheduler.runDue();
      clock.advance(5 * MINUTE);
      await scheduler.runDue();
      assert.equal(runs.count, 1, 'the run under way is not doubled');
      slow.resolve();
      await first;
      await scheduler.runDue();
      assert.equal(runs.count, 2, 'overdue once it ended: it runs at once');
      await scheduler.stop();
    });

    it('retries a failed run after a doubling backoff, then goes back to its interval', async () => {
      clock = testClock();
      const scheduler = schedulerOn();
      let failuresLeft = 2;
      const name = uniqueName('flaky');
      const { job, runs } = counted(
        { name, every: 30 * MINUTE, atStart: true, runsOn: 'one process' },
        () => {
          if (failuresLeft === 0) return Promise.resolve();
          failuresLeft -= 1;
          return Promise.reject(new Error('the mail server is away'));
        },
      );
      scheduler.add(job);
      await scheduler.prepare({ preparations: false });

      await scheduler.runDue();
      assert.equal(runs.count, 1);
      assert.deepEqual(errors, [`job ${name} failed: retried later`], 'logged, not thrown');
      const failures = () =>
        database.handle.db
          .selectFrom('scheduled_jobs')
          .select('failures')
          .where('name', '=', name)
          .executeTakeFirstOrThrow();
      assert.equal((await failures()).failures, 1, 'kept in the claim row, for every process');

      clock.advance(RETRY_FIRST_MS - 1);
      await scheduler.runDue();
      assert.equal(runs.count, 1, 'not before the first backoff');
      clock.advance(1);
      await scheduler.runDue();
      assert.equal(runs.count, 2, 'the second attempt fails too');

      clock.advance(2 * RETRY_FIRST_MS - 1);
      await scheduler.runDue();
      assert.equal(runs.count, 2, 'the backoff doubled');
      clock.advance(1);
      await scheduler.runDue();
      assert.equal(runs.count, 3, 'the third attempt succeeds');
      assert.equal((await failures()).failures, 0);

      clock.advance(30 * MINUTE - 1);
      await scheduler.runDue();
      assert.equal(runs.count, 3, 'back to its interval');
      clock.advance(1);
      await scheduler.runDue();
      assert.equal(runs.count, 4);
      await scheduler.stop();
    });

    it('runs a claimed job in one of two processes on one database, and another takes over a dead claim', async () => {
      clock = testClock();
      // On PostgreSQL each "process" has its own pool; PGlite is one process's own database.
      const other =
        database.config.kind === 'postgres' ? await openDatabase(database.config) : null;
      try {
        const slow = deferred();
        let runs = 0;
        const job: JobDefinition = {
          name: uniqueName('claimed'),
          every: 10 * MINUTE,
          atStart: true,
          runsOn: 'one process',
          leaseMs: 30 * MINUTE,
          run: async () => {
            runs += 1;
            await slow.promise;
          },
        };
        const [first, second] = [schedulerOn(), schedulerOn(other ?? database.handle)];
        first.add(job);
        second.add(job);
        await Promise.all([
          first.prepare({ preparations: false }),
          second.prepare({ preparations: false }),
        ]);

        const running = [first.runDue(), second.runDue()];
        // The other process's look ends once its claim is refused; the claimed run goes on.
        await Promise.race(running);
        assert.equal(runs, 1, 'one process claimed the run');
        clock.advance(20 * MINUTE);
        await Promise.race([first.runDue(), second.runDue()]);
        assert.equal(runs, 1, 'its claim holds past the interval, while its lease lasts');

        clock.advance(10 * MINUTE);
        const takeover = Promise.all([first.runDue(), second.runDue()]);
        for (let waited = 0; runs < 2 && waited < 5000; waited += 10) await wait(10);
        assert.equal(runs, 2, 'the lease lapsed (its process taken for dead): one other run');
        slow.resolve();
        await Promise.all([...running, takeover]);
        await Promise.all([first.stop(), second.stop()]);
      } finally {
        await other?.close();
      }
    });

    it('stops as the app closes: the run under way is aborted and waited for, no run after', async () => {
      clock = testClock();
      const scheduler = schedulerOn();
      let aborted = false;
      let runs = 0;
      scheduler.add({
        name: uniqueName('long'),
        every: 'once at start',
        runsOn: 'every process',
        run: async (signal) => {
          runs += 1;
          await new Promise((resolve) => signal.addEventListener('abort', resolve));
          await wait(20);
          aborted = true;
        },
      });
      const { job: next, runs: nextRuns } = counted({
        name: uniqueName('next'),
        every: MINUTE,
        runsOn: 'every process',
      });
      scheduler.add(next);
      await scheduler.prepare({ preparations: false });
      void scheduler.runDue();

      await scheduler.stop();
      assert.equal(aborted, true, 'stop waited for the aborted run to end');
      clock.advance(10 * MINUTE);
      await scheduler.runDue();
      assert.deepEqual([runs, nextRuns.count], [1, 0]);
    });

    it("ends a process's preparations as it prepares, and starts the other jobs only with its timer", async () => {
      const scheduler = timedScheduler();
      const events: string[] = [];
      scheduler.add({
        name: uniqueName('preparation'),
        every: 'once at start',
        runsOn: 'every process',
        run: async () => {
          events.push('preparation started');
          await wait(50);
          events.push('preparation ended');
        },
      });
      for (const runsOn of ['one process', 'every process'] as const) {
        scheduler.add({
          name: uniqueName(`at start, ${runsOn}`),
          every: MINUTE,
          atStart: true,
          runsOn,
          run: () => {
            events.push(`${runsOn} job started`);
            return Promise.resolve();
          },
        });
      }
      await scheduler.prepare();
      events.push('prepared');
      scheduler.start();
      for (let waited = 0; events.length < 5 && waited < 2000; waited += 10) await wait(10);
      await scheduler.stop();
      assert.deepEqual(events.slice(0, 3), [
        'preparation started',
        'preparation ended',
        'prepared',
      ]);
      assert.deepEqual(events.slice(3).sort(), [
        'every process job started',
        'one process job started',
      ]);
    });

    it('runs the jobs from its one timer when started with it', async () => {
      const scheduler = timedScheduler();
      const { job, runs } = counted({
        name: uniqueName('timed'),
        every: 20,
        runsOn: 'every process',
      });
      scheduler.add(job);
      await scheduler.prepare();
      scheduler.start();
      for (let waited = 0; runs.count < 2 && waited < 2000; waited += 10) await wait(10);
      await scheduler.stop();
      const stoppedAt = runs.count;
      assert.ok(stoppedAt >= 2, `ran ${stoppedAt} times`);
      await wait(60);
      assert.equal(runs.count, stoppedAt, 'nothing runs after stop');
    });
  });
}
