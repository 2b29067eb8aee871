import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { MESSAGES } from '@dating/contract/rules';
import { ApiError } from '../../http/apiError';
import { HashingGate, type HashingTicket } from './hashingGate';

/** A gate whose hashes run only when the test lets them, recording who ran in which order. */
function heldGate(options: Partial<ConstructorParameters<typeof HashingGate>[0]> = {}) {
  const gate = new HashingGate({
    concurrency: 1,
    perKey: 2,
    queueLimit: 10,
    maxWaitMs: 10_000,
    ...options,
  });
  const order: string[] = [];
  const releases: (() => void)[] = [];
  const hash = (name: string, [key, ticket]: Asker) =>
    gate.runAs(
      key,
      async () => {
        order.push(name);
        await new Promise<void>((resolve) => releases.push(resolve));
        return name;
      },
      ticket,
    );
  /** Lets the running hash finish, and the next one start. */
  const step = async () => {
    releases.shift()?.();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { hash, order, step };
}

/** A request's key at the gate and its ticket. */
type Asker = [string, HashingTicket];
const stranger = (address: string, suspicion = 0): Asker => [
  `address:${address}`,
  { trusted: false, suspicion },
];
const knownBrowser: Asker = ['device:1', { trusted: true, suspicion: 0 }];

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => assert.fail('expected a refusal'),
    (caught: unknown) => caught,
  );
  assert.ok(error instanceof ApiError);
  return error;
}

describe('the hashing gate', () => {
  it('serves known browsers first, then the least suspicious, then in order of arrival', async () => {
    const { hash, order, step } = heldGate();
    const all = [
      hash('first', stranger('a')),
      hash('flooder', stranger('b', 25)),
      hash('stranger', stranger('c', 0)),
      hash('retrying', stranger('d', 3)),
      hash('owner', knownBrowser),
    ];
    for (let index = 0; index < all.length; index += 1) await step();
    await Promise.all(all);

    assert.deepEqual(order, ['first', 'owner', 'stranger', 'retrying', 'flooder']);
  });

  it("refuses at once only a key's excess (503 with Retry-After), while others wait", async () => {
    const { hash, step } = heldGate();
    const flood = [1, 2, 3, 4].map((guess) => hash(`guess ${guess}`, stranger('flooder')));
    const other = hash('other', stranger('member'));

    for (const excess of flood.slice(2)) {
      const error = await refusal(excess);
      assert.equal(error.statusCode, 503);
      assert.equal(error.message, MESSAGES.serverBusy);
      assert.equal(error.retryAfterSeconds, 1);
    }
    for (let index = 0; index < 3; index += 1) await step();
    assert.deepEqual(await Promise.all([...flood.slice(0, 2), other]), [
      'guess 1',
      'guess 2',
      'other',
    ]);
  });

  it('refuses the least urgent request when the line is full, and any that waited too long', async () => {
    const { hash, order, step } = heldGate({ queueLimit: 2, maxWaitMs: 200 });
    const running = hash('running', stranger('a'));
    const suspicious = hash('suspicious', stranger('b', 9));
    const fresh = hash('fresh', stranger('c'));
    const owner = hash('owner', knownBrowser);

    assert.equal((await refusal(suspicious)).statusCode, 503);
    // Nothing moves for longer than a request may wait.
    assert.equal((await refusal(fresh)).statusCode, 503);
    assert.equal((await refusal(owner)).statusCode, 503);
    await step();
    assert.equal(await running, 'running');
    assert.deepEqual(order, ['running']);
    // The refused left their places: the gate admits again at once.
    const next = hash('next', stranger('a'));
    await step();
    assert.equal(await next, 'next');
  });
});
