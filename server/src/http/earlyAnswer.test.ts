import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EARLY_ANSWER_MAX_WAIT_MS, EARLY_ANSWER_SPACING_MS, EarlyAnswerPacer } from './earlyAnswer';

describe('early answer pacing', () => {
  it('answers a caller’s first refusal at once and spaces the next ones', () => {
    const pacer = new EarlyAnswerPacer(() => 1000);

    assert.deepEqual(
      [0, 1, 2].map(() => pacer.turn(['address:192.0.2.1'])),
      [0, EARLY_ANSWER_SPACING_MS, 2 * EARLY_ANSWER_SPACING_MS],
    );
    assert.equal(pacer.turn(['address:192.0.2.2']), 0, 'another caller waits for nobody');
  });

  it('lets a caller’s turn come again once the spacing has passed', () => {
    let now = 1000;
    const pacer = new EarlyAnswerPacer(() => now);

    pacer.turn(['address:192.0.2.1']);
    now += EARLY_ANSWER_SPACING_MS;

    assert.equal(pacer.turn(['address:192.0.2.1']), 0);
  });

  it('makes a member wait for its address’s turn and its own, wherever it calls from', () => {
    const pacer = new EarlyAnswerPacer(() => 1000);

    pacer.turn(['address:192.0.2.1']);
    assert.equal(pacer.turn(['address:192.0.2.1', 'member:7']), EARLY_ANSWER_SPACING_MS);
    assert.equal(pacer.turn(['address:192.0.2.9', 'member:7']), 2 * EARLY_ANSWER_SPACING_MS);
  });

  it('refuses a turn beyond the longest wait, without taking it', () => {
    const pacer = new EarlyAnswerPacer(() => 1000);
    const waiting = EARLY_ANSWER_MAX_WAIT_MS / EARLY_ANSWER_SPACING_MS;
    for (let turn = 0; turn <= waiting; turn += 1) pacer.turn(['address:192.0.2.1']);

    assert.equal(pacer.turn(['address:192.0.2.1']), null);
    assert.equal(pacer.turn(['address:192.0.2.1']), null);
    assert.equal(pacer.turn(['address:192.0.2.1', 'member:7']), null);
    assert.equal(pacer.turn(['member:7']), 0, 'the refused turn was not taken for the member');
  });
});
