import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { isBlind, labelledSet } from './labelledSet';
import { detectScam, NO_LISTS, readForLists } from './scamCheck';
import {
  readScamModel,
  SCAM_MODEL_FILE,
  scoreScam,
  serialiseScamModel,
  textFeatures,
  trainScamModel,
} from './scamModel';

const read = (text: string) => readForLists(text).words;

describe('the learned scam scorer', () => {
  it('reads words and word pairs once each, a number by its length, letter groups and shapes', () => {
    const features = textFeatures('send me 200 send me');
    assert.deepEqual(features.slice(0, 6), ['send', 'me', '#3', 'send me', 'me #3', '#3 send']);
    // Letter groups of 3 to 5 with the word's ends marked, once each; none of a number.
    assert.deepEqual(
      features.filter((feature) => feature.startsWith('~')),
      [
        '~<se',
        '~sen',
        '~end',
        '~nd>',
        '~<sen',
        '~send',
        '~end>',
        '~<send',
        '~send>',
        '~<me',
        '~me>',
        '~<me>',
      ],
    );
    assert.ok(!features.some((feature) => feature.startsWith('!')));
    assert.ok(textFeatures('call 06 12 34 56 78').includes('!phone'));
    assert.ok(textFeatures('add me: lila_rose').includes('!handle'));
    assert.ok(textFeatures('see lila.site/x').includes('!link'));
    assert.ok(textFeatures('ajoute moi ce soir').includes('!tellme'));
    // A word and its other spellings share letter groups: what carries across wordings.
    const transfer = new Set(textFeatures('transferir'));
    assert.ok(
      textFeatures('transfer').some((feature) => feature.startsWith('~') && transfer.has(feature)),
    );
  });

  it('learns from a few texts which words lean to a scam, and scores unseen texts by them', () => {
    const texts = [
      ['send me money for my ticket please', true],
      ['i need money for the visa, send it today', true],
      ['send me a gift card, i will pay you back', true],
      ['my ticket is stuck, i need money urgently', true],
      ['how was your day at work?', false],
      ['i saw a movie with my sister yesterday', false],
      ['do you like hiking on sundays?', false],
      ['my sister bought a ticket for the concert', false],
      ['what is your favourite movie?', false],
      ['work was long today, and yours?', false],
    ] as const;
    const model = trainScamModel(texts.map(([text, scam]) => ({ words: read(text), scam })));
    assert.ok(model.weights.money! > 0, 'money leans to a scam');
    assert.ok(model.weights.movie! < 0, 'a movie leans to ordinary chat');
    assert.ok(scoreScam(model, textFeatures(read('please send me money'))) > 0);
    assert.ok(scoreScam(model, textFeatures(read('what movie did you see with your sister?'))) < 0);
    for (const name of ['constructor', '__proto__', 'toString']) {
      assert.equal(model.weights[name], undefined, `${name} weighs nothing`);
    }
    assert.throws(() => trainScamModel([{ words: 'hello', scam: false }]), /scam and ordinary/);
  });

  it('is a hit beside the rules only past the threshold, with its words as evidence', () => {
    const text = 'my dear i am stuck at the airport and the officer wants me to settle something';
    assert.deepEqual(detectScam(text, NO_LISTS).hits, []);
    const finding = detectScam(text, { ...NO_LISTS, modelThreshold: 0.01 });
    assert.equal(finding.reason, 'reads_like_scam');
    assert.equal(finding.hits[0]?.kind, 'scam_like');
    assert.ok(finding.hits[0]?.evidence !== '');
  });

  it('leaves short openers to the rules, however their words score', () => {
    for (const opener of ['my name is Anna', 'can you send me a photo?', 'اسمي سارة']) {
      assert.deepEqual(detectScam(opener, { ...NO_LISTS, modelThreshold: 0.01 }).hits, [], opener);
    }
  });

  it('reads the file with no weight for words that name Object.prototype members', () => {
    const { weights } = readScamModel();
    for (const name of ['constructor', '__proto__', 'toString']) {
      assert.equal(weights[name], undefined, `${name} weighs nothing`);
    }
  });

  it('is the model the training script makes from the labelled set without its blind parts', () => {
    const texts = labelledSet()
      .filter((text) => !isBlind(text.part))
      .map(({ text, scam }) => ({ words: read(text), scam }));
    assert.equal(
      serialiseScamModel(trainScamModel(texts)),
      readFileSync(SCAM_MODEL_FILE, 'utf8'),
      'scamLists/scamModel.json is out of date: run pnpm --filter @dating/server scam-model:train',
    );
  });
});
