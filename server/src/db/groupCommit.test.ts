import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { groupCommit } from './groupCommit';

interface Text {
  chat: number;
  body: string;
}

/** A store whose statements end when the test says so, recording what runs at once. */
function heldStore() {
  const started: string[][] = [];
  const running = new Map<string, () => void>();
  let mostAtOnce = 0;
  const store = (batch: readonly Text[]) =>
    new Promise<readonly string[]>((resolve) => {
      const bodies = batch.map((text) => text.body);
      started.push(bodies);
      running.set(bodies.join(), () => resolve(bodies.map((body) => `stored ${body}`)));
      mostAtOnce = Math.max(mostAtOnce, running.size);
    });
  const ticks = () => new Promise((resolve) => setImmediate(resolve));
  const finish = async (bodies: string[]) => {
    const key = bodies.join();
    const end = running.get(key);
    assert.ok(end, `${key} is not running`);
    running.delete(key);
    end();
    await ticks();
  };
  return { store, started, finish, ticks, mostAtOnce: () => mostAtOnce };
}

describe('group commit', () => {
  it('stores the items of one key in the order they came, while other keys run beside them', async () => {
    const held = heldStore();
    const send = groupCommit(held.store, {
      inFlight: 2,
      maxBatchSize: 10,
      orderKey: (text) => text.chat,
    });
    const answers = [send({ chat: 1, body: 'one' })];
    await held.ticks();
    answers.push(send({ chat: 1, body: 'two' }));
    await held.ticks();
    answers.push(send({ chat: 2, body: 'hello' }), send({ chat: 1, body: 'three' }));
    await held.ticks();

    // Chat 1's second text waits for its first, though a second statement may run.
    assert.deepEqual(held.started, [['one'], ['hello']]);
    await held.finish(['one']);
    assert.deepEqual(held.started, [['one'], ['hello'], ['two', 'three']]);
    await held.finish(['hello']);
    await held.finish(['two', 'three']);
    assert.deepEqual(await Promise.all(answers), [
      'stored one',
      'stored two',
      'stored hello',
      'stored three',
    ]);
  });

  it('runs at most inFlight statements, even for a burst larger than one statement', async () => {
    const held = heldStore();
    const send = groupCommit(held.store, { inFlight: 2, maxBatchSize: 3 });
    const burst = Array.from({ length: 10 }, (_, index) => send({ chat: index, body: `${index}` }));
    await held.ticks();

    assert.deepEqual(held.started, [
      ['0', '1', '2'],
      ['3', '4', '5'],
    ]);
    await held.finish(['0', '1', '2']);
    await held.finish(['3', '4', '5']);
    await held.finish(['6', '7', '8']);
    await held.finish(['9']);
    assert.equal(held.mostAtOnce(), 2);
    assert.deepEqual(
      await Promise.all(burst),
      burst.map((_, index) => `stored ${index}`),
    );
  });

  it('fails only the item its store answers with an Error, or the database refuses', async () => {
    const statements: string[][] = [];
    const send = groupCommit(
      (batch: readonly Text[]) => {
        statements.push(batch.map((text) => text.body));
        return batch.some((text) => text.body === 'beyond')
          ? Promise.reject(new Error('value "2147483648" is out of range for type integer'))
          : Promise.resolve(batch.map((text) => (text.body ? text.body : new Error('empty'))));
      },
      { inFlight: 1, maxBatchSize: 10 },
    );
    const outcomes = await Promise.allSettled(
      ['one', '', 'two', 'beyond', 'three'].map((body) => send({ chat: 1, body })),
    );

    assert.deepEqual(
      outcomes.map((outcome) =>
        outcome.status === 'fulfilled' ? outcome.value : (outcome.reason as Error).message,
      ),
      ['one', 'empty', 'two', 'value "2147483648" is out of range for type integer', 'three'],
    );
    // Tried again in halves, in order, until the refused item is alone.
    assert.deepEqual(statements, [
      ['one', '', 'two', 'beyond', 'three'],
      ['one', '', 'two'],
      ['beyond', 'three'],
      ['beyond'],
      ['three'],
    ]);
  });

  it('fails the whole batch at once when the database is out of reach', async () => {
    let statements = 0;
    const send = groupCommit(
      () => {
        statements += 1;
        return Promise.reject(
          Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
        );
      },
      { inFlight: 1, maxBatchSize: 10 },
    );
    const outcomes = await Promise.allSettled(
      ['one', 'two', 'three'].map((body) => send({ chat: 1, body })),
    );

    assert.deepEqual(
      outcomes.map((outcome) => outcome.status),
      ['rejected', 'rejected', 'rejected'],
    );
    assert.equal(statements, 1);
    assert.equal(await send({ chat: 1, body: 'later' }).catch(() => 'refused'), 'refused');
    assert.equal(statements, 2);
  });
});
