import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { IMPORTANCE_WEIGHTS as W, MIN_COMMON_QUESTIONS } from '@dating/contract/schemas';
import { matchPercent, type CommonTally } from './matchPercent';

/**
 * Worked examples, each figured by hand from OkCupid's published method: each side's
 * satisfaction = the weights it gave where the other's answer is one it accepts / all its weights
 * on the common questions; match = sqrt(satA x satB) - 1/n, at least 0, in whole percent.
 */
describe('the match percentage', () => {
  it("is OkCupid's own example: 10 of 11 and 1 of 251 give sqrt(0.909 x 0.004), less 1/n", () => {
    // OkCupid's explainer: A's questions weigh 'a little' (1) and 'somewhat' (10); B answers the
    // 'somewhat' one as A accepts, not the other: A is 10/11 satisfied. B's weigh 'a little'
    // (1) and 'mandatory' (250); A fails the mandatory one: B is 1/251 satisfied. With 3 common
    // questions (the third irrelevant to both): sqrt(10/11 x 1/251) = 0.0602, less 1/3 < 0: 0.
    const tally: CommonTally = {
      common: 3,
      viewer: { earned: W.somewhat, possible: W.little + W.somewhat },
      member: { earned: W.little, possible: W.little + W.mandatory },
    };
    assert.equal(matchPercent(tally), 0);
    // The same satisfactions over 100 questions: 0.0602 - 0.01 = 0.0502, shown as 5 %.
    assert.equal(matchPercent({ ...tally, common: 100 }), 5);
  });

  it('is 100 % less the margin when every answer suits both sides', () => {
    // 4 questions, each 'very' (50) to both, every answer accepted: sqrt(1 x 1) - 1/4 = 75 %.
    const side = { earned: 4 * W.very, possible: 4 * W.very };
    assert.equal(matchPercent({ common: 4, viewer: side, member: side }), 75);
    // 50 such questions: 1 - 1/50 = 98 %.
    const many = { earned: 50 * W.very, possible: 50 * W.very };
    assert.equal(matchPercent({ common: 50, viewer: many, member: many }), 98);
  });

  it('weighs what matters: one failed mandatory answer outweighs many small wins', () => {
    // 10 questions. A: nine 'a little' (1 each) all met, one 'mandatory' (250) failed:
    // satA = 9 / 259 = 0.03475. B: ten 'somewhat' (10 each), all met: satB = 1.
    // sqrt(0.03475) = 0.1864, less 1/10 = 0.0864: 9 %.
    const tally: CommonTally = {
      common: 10,
      viewer: { earned: 9 * W.little, possible: 9 * W.little + W.mandatory },
      member: { earned: 10 * W.somewhat, possible: 10 * W.somewhat },
    };
    assert.equal(matchPercent(tally), 9);
    // The other way round (the mandatory one met, the nine small ones failed):
    // satA = 250 / 259 = 0.9653; sqrt(0.9653) = 0.9825, less 0.1: 88 %.
    assert.equal(
      matchPercent({
        ...tally,
        viewer: { earned: W.mandatory, possible: 9 * W.little + W.mandatory },
      }),
      88,
    );
  });

  it('is the geometric mean of two different satisfactions', () => {
    // 20 questions. satA = 40 / 50 = 0.8 (four 'somewhat' met, one missed);
    // satB = 50 / 100 = 0.5 (one 'very' met, one missed). sqrt(0.4) = 0.6325, less 1/20: 58 %.
    const tally: CommonTally = {
      common: 20,
      viewer: { earned: 4 * W.somewhat, possible: 5 * W.somewhat },
      member: { earned: W.very, possible: 2 * W.very },
    };
    assert.equal(matchPercent(tally), 58);
    // Swapping the sides changes nothing.
    assert.equal(matchPercent({ ...tally, viewer: tally.member, member: tally.viewer }), 58);
  });

  it('counts a side that finds every common question irrelevant as satisfied', () => {
    // 5 questions, all 'irrelevant' (0) to A: satA = 1. B: a 'very' and a 'somewhat' met, another
    // 'very' missed: satB = 60 / 110 = 0.5455.
    // sqrt(0.5455) = 0.7385, less 1/5 = 0.5385: 54 %.
    const tally: CommonTally = {
      common: 5,
      viewer: { earned: 0, possible: 0 },
      member: { earned: W.very + W.somewhat, possible: 2 * W.very + W.somewhat },
    };
    assert.equal(matchPercent(tally), 54);
  });

  it('shows nothing below the minimum of common questions, and the margin clamps at 0', () => {
    assert.equal(MIN_COMMON_QUESTIONS, 3);
    const perfect = (n: number): CommonTally => ({
      common: n,
      viewer: { earned: n * W.very, possible: n * W.very },
      member: { earned: n * W.very, possible: n * W.very },
    });
    // One or two questions in common: too few, whatever the answers.
    assert.equal(matchPercent(perfect(1)), null);
    assert.equal(matchPercent(perfect(2)), null);
    // Three, all suiting both: 1 - 1/3 = 66.7 %, shown as 67.
    assert.equal(matchPercent(perfect(3)), 67);
    // Three where A is half satisfied and B a quarter: sqrt(0.125) = 0.3536 - 0.3333 = 2 %.
    assert.equal(
      matchPercent({
        common: 3,
        viewer: { earned: W.very, possible: 2 * W.very },
        member: { earned: W.very, possible: 4 * W.very },
      }),
      2,
    );
    // Nothing accepted on either side: 0 - 1/3 clamps to 0, never negative.
    assert.equal(
      matchPercent({
        common: 3,
        viewer: { earned: 0, possible: 3 * W.little },
        member: { earned: 0, possible: 3 * W.little },
      }),
      0,
    );
  });
});
