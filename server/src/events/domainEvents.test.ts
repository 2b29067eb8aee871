import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DomainEvents, type DomainEventName } from './domainEvents';

const match = { memberId: 1, memberName: 'Ann', otherId: 2, at: new Date(0) };

describe('the domain events bus', () => {
  it('runs every reaction once, and resolves once all have settled', async () => {
    const events = new DomainEvents(() => assert.fail('no reaction failed'));
    const seen: string[] = [];
    events.on('matched', (event) => {
      seen.push(`first ${event.otherId}`);
    });
    events.on('matched', async (event) => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      seen.push(`second ${event.otherId}`);
    });
    events.on('unmatched', () => {
      seen.push('not this one');
    });
    await events.raise('matched', match);
    assert.deepEqual(seen, ['first 2', 'second 2']);
  });

  it('reports a reaction that throws or rejects, never rejects, and runs the others', async () => {
    const failures: [string, DomainEventName][] = [];
    const events = new DomainEvents((error, name) => failures.push([String(error), name]));
    let ran = false;
    events.on('matched', () => {
      throw new Error('thrown');
    });
    events.on('matched', () => Promise.reject(new Error('rejected')));
    events.on('matched', () => {
      ran = true;
    });
    await events.raise('matched', match);
    assert.equal(ran, true);
    assert.deepEqual(failures, [
      ['Error: thrown', 'matched'],
      ['Error: rejected', 'matched'],
    ]);
  });

  it('stops calling a reaction once unsubscribed', async () => {
    const events = new DomainEvents(() => {});
    let calls = 0;
    const stop = events.on('matched', () => {
      calls += 1;
    });
    await events.raise('matched', match);
    stop();
    await events.raise('matched', match);
    assert.equal(calls, 1);
  });
});
