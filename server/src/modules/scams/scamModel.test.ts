import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { BLIND_PART, labelledSet } from './labelledSet';
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
  it('reads words and word pairs once each, a number by its length', () => {
    assert.deepEqual(textFeatures('send me 200 send me'), [
      'send',
      'me',
      '#3',
      'send me',
      'me #3',
      '#3 send',
    ]);
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
    assert.ok(scoreScam(model, read('please send me money')) > 0);
    assert.ok(scoreScam(model, read('what movie did you see with your sister?')) < 0);
    assert.equal(scoreScam(model, 'constructor __proto__ tostring'), model.bias);
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

  it('reads the file with no weight for words that name Object.prototype members', () => {
    assert.equal(scoreScam(readScamModel(), 'constructor'), readScamModel().bias);
  });

  it('is the model the training script makes from the labelled set without its blind part', () => {
    const texts = labelledSet()
      .filter((text) => text.part !== BLIND_PART)
      .map(({ text, scam }) => ({ words: read(text), scam }));
    assert.equal(
      serialiseScamModel(trainScamModel(texts)),
      readFileSync(SCAM_MODEL_FILE, 'utf8'),
      'scamLists/scamModel.json is out of date: run pnpm --filter @dating/server scam-model:train',
    );
  });
});
