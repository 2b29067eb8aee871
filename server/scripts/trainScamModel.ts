/**
 * Trains the scam check's learned scorer (`src/modules/scams/scamModel.ts`) on the labelled set
 * without its blind parts, and writes `scamLists/scamModel.json`. `--cross-validate` first prints
 * what models trained without some held-out parts find in them at a few thresholds (the parts in
 * FOLDS groups, each left out in turn; the base part always trains, as in service, where its hard
 * negatives are in the model), and the threshold the default `scam_model_threshold` is: the lowest
 * at which the rules and the model together flag at most 1 % of the held-out parts' ordinary
 * texts, the issue's bound on all of them. The blind parts are neither trained nor chosen on.
 */
import { writeFileSync } from 'node:fs';
import { CONTENT_DEFAULTS } from '../src/modules/content/contentDefaults';
import { isBlind, labelledSet } from '../src/modules/scams/labelledSet';
import { detectScam, modelReads, readForLists } from '../src/modules/scams/scamCheck';
import {
  SCAM_MODEL_FILE,
  scoreScam,
  serialiseScamModel,
  textFeatures,
  trainScamModel,
} from '../src/modules/scams/scamModel';
import { scamListsOf } from '../src/modules/scams/scamSettings';

const THRESHOLDS = [0.6, 0.65, 0.7, 0.75, 0.8, 0.85, 0.9, 0.95];
const MAX_FALSE_POSITIVES = 0.01;
/** Cross-validation's groups of held-out parts: a model each (a part each took 40 minutes). */
const FOLDS = 5;
const logit = (probability: number) => Math.log(probability / (1 - probability));

const texts = labelledSet()
  .filter((text) => !isBlind(text.part))
  .map((text) => {
    const { words } = readForLists(text.text);
    // Read once: each left-out part's texts are scored at every threshold.
    return { ...text, words, features: textFeatures(words) };
  });

if (process.argv.includes('--cross-validate')) {
  // The rules alone, without the model: what the model adds is counted beside them.
  const rules = { ...scamListsOf(CONTENT_DEFAULTS.settings), modelThreshold: 1 };
  const heldOut = [...new Set(texts.map((text) => text.part))].filter(Boolean);
  const pooled = THRESHOLDS.map(() => ({ found: 0, scams: 0, flagged: 0, ordinary: 0 }));
  for (let fold = 0; fold < FOLDS; fold += 1) {
    const leftOut = new Set(heldOut.filter((_, index) => index % FOLDS === fold));
    const model = trainScamModel(texts.filter((text) => !leftOut.has(text.part)));
    for (const part of leftOut) {
      const left = texts.filter((text) => text.part === part);
      const scams = left.filter((text) => text.scam);
      const ordinary = left.filter((text) => !text.scam);
      const ruleFlagged = ordinary.filter((text) => detectScam(text.text, rules).hits.length > 0);
      const figures = THRESHOLDS.map((threshold, index) => {
        const passes = (text: (typeof texts)[number]) =>
          modelReads(text.words) && scoreScam(model, text.features) > logit(threshold);
        const found = scams.filter(passes).length;
        const added = ordinary.filter((text) => passes(text) && !ruleFlagged.includes(text)).length;
        const total = pooled[index]!;
        total.found += found;
        total.scams += scams.length;
        total.flagged += ruleFlagged.length + added;
        total.ordinary += ordinary.length;
        return `${threshold}: ${found}/${scams.length} +${added} fp`;
      });
      console.log(
        `${part.padEnd(9)} rules' fp ${ruleFlagged.length}/${ordinary.length}  ${figures.join('  ')}`,
      );
    }
  }
  const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(2)} %`;
  for (const [index, threshold] of THRESHOLDS.entries()) {
    const { found, scams, flagged, ordinary } = pooled[index]!;
    console.log(
      `${threshold}: the model finds ${found}/${scams} (${percent(found, scams)}); with the rules, ` +
        `${flagged}/${ordinary} ordinary texts flagged (${percent(flagged, ordinary)})`,
    );
  }
  const fitting = THRESHOLDS.filter(
    (_, index) => pooled[index]!.flagged <= pooled[index]!.ordinary * MAX_FALSE_POSITIVES,
  );
  console.log(`threshold: ${Math.min(...fitting)}`);
}

const model = trainScamModel(texts);
writeFileSync(SCAM_MODEL_FILE, serialiseScamModel(model));
console.log(
  `${Object.keys(model.weights).length} features from ${texts.length} texts -> ${SCAM_MODEL_FILE.pathname}`,
);
