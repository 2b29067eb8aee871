import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '../http/apiError';
import { FairWorkPool, type FairWorkPoolOptions } from './fairWorkPool';

const OPTIONS: FairWorkPoolOptions = {
  concurrency: 1,
  maxWaiting: 4,
  maxWaitingPerCaller: 3,
  retryAfterSeconds: 2,
};

/**
 * Tasks given to the pool that run until released: `started` lists them in the order the pool
 * started them; `releaseAll` lets each one finish as soon as it has started.
 */
function heldTasks(pool: FairWorkPool) {
  const started: string[] = [];
  const releases = new Map<string, () => void>();
  const answers: Promise<string>[] = [];
  return {
    started,
    answers,
    give(caller: string, label: string): Promise<string> {
      const answer = pool.run(caller, async () => {
        started.push(label);
        await new Promise<void>((resolve) => releases.set(label, resolve));
        return label;
      });
      answers.push(answer.catch(() => `refused ${label}`));
      return answer;
    },
    /** Finishes the running tasks, and the next ones as they start, until every one is done. */
    async releaseAll(): Promise<void> {
      let settled = false;
      const all = Promise.all(answers).then(() => {
        settled = true;
      });
      while (!settled) {
        for (const release of releases.values()) release();
        await new Promise((resolve) => setImmediate(resolve));
      }
      await all;
    },
  };
}

const busy = (error: unknown) =>
  error instanceof ApiError &&
  error.statusCode === 503 &&
  error.retryAfterSeconds === 2 &&
  error.message === 'The server is busy. Please try again in a moment';

describe('FairWorkPool', () => {
  it('serves callers in turn: a flood does not wait ahead of another caller’s single task', async () => {
    const tasks = heldTasks(new FairWorkPool(OPTIONS));
    for (const label of ['a1', 'a2', 'a3', 'a4']) void tasks.give('member:1', label);
    void tasks.give('member:2', 'b1');

    await tasks.releaseAll();

    // a1 was running and a2 waiting when b1 came: b1 is next, before the rest of a's flood.
    assert.deepEqual(tasks.started, ['a1', 'a2', 'b1', 'a3', 'a4']);
    assert.deepEqual(await Promise.all(tasks.answers), ['a1', 'a2', 'a3', 'a4', 'b1']);
  });

  it('runs at most `concurrency` tasks at once', async () => {
    const tasks = heldTasks(new FairWorkPool({ ...OPTIONS, concurrency: 2 }));
    for (const label of ['a1', 'b1', 'c1']) void tasks.give(label, label);
    await new Promise((resolve) => setImmediate(resolve));

    assert.deepEqual(tasks.started, ['a1', 'b1']);
    await tasks.releaseAll();
    assert.deepEqual(tasks.started, ['a1', 'b1', 'c1']);
  });

  it('refuses with 503 and Retry-After when the caller’s queue or the whole queue is full', async () => {
    const tasks = heldTasks(new FairWorkPool(OPTIONS));
    void tasks.give('member:1', 'a1');
    for (const label of ['a2', 'a3', 'a4']) void tasks.give('member:1', label);

    await assert.rejects(tasks.give('member:1', 'a5'), busy, 'the caller has 3 waiting');
    void tasks.give('member:2', 'b1');
    await assert.rejects(tasks.give('member:3', 'c1'), busy, '4 waiting in all');

    await tasks.releaseAll();
    assert.deepEqual(tasks.started, ['a1', 'a2', 'b1', 'a3', 'a4']);
  });

  it('passes a failure to its caller and goes on with the next task', async () => {
    const pool = new FairWorkPool(OPTIONS);
    const failing = pool.run('member:1', () => Promise.reject(new Error('corrupt picture')));
    const next = pool.run('member:2', () => Promise.resolve('served'));

    await assert.rejects(failing, /corrupt picture/);
    assert.equal(await next, 'served');
  });
});
