/**
 * Trains the scam check's learned scorer (`src/modules/scams/scamModel.ts`) on the labelled set
 * without its blind parts, and writes `scamLists/scamModel.json`. `--cross-validate` first prints,
 * for each tuned part left out in turn, what a model trained on the others finds there at a few
 * thresholds, and the threshold the default `scam_model_threshold` is: the lowest at which the
 * model adds at most MAX_ADDED of each part's ordinary texts to what the rules flag, and the two
 * together flag at most 1 %. The blind parts are neither trained nor chosen on.
 */
import { writeFileSync } from 'node:fs';
import { CONTENT_DEFAULTS } from '../src/modules/content/contentDefaults';
import { isBlind, labelledSet } from '../src/modules/scams/labelledSet';
import { detectScam, readForLists } from '../src/modules/scams/scamCheck';
import {
  SCAM_MODEL_FILE,
  scoreScam,
  serialiseScamModel,
  textFeatures,
  trainScamModel,
} from '../src/modules/scams/scamModel';
import { scamListsOf } from '../src/modules/scams/scamSettings';

const THRESHOLDS = [0.8, 0.85, 0.88, 0.9, 0.92, 0.95];
/**
 * Ordinary texts the model may add per part: a quarter of the 1 % allowed, as the rules already
 * flag up to 0.8 % of some parts and a part nobody has seen will differ from these.
 */
const MAX_ADDED = 0.0025;
const MAX_FALSE_POSITIVES = 0.01;
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
  const parts = [...new Set(texts.map((text) => text.part))];
  const fitting = new Set(THRESHOLDS);
  for (const part of parts) {
    const model = trainScamModel(texts.filter((text) => text.part !== part));
    const left = texts.filter((text) => text.part === part);
    const scams = left.filter((text) => text.scam);
    const ordinary = left.filter((text) => !text.scam);
    const ruleFlagged = ordinary.filter((text) => detectScam(text.text, rules).hits.length > 0);
    const figures = THRESHOLDS.map((threshold) => {
      const passes = (text: (typeof texts)[number]) =>
        scoreScam(model, text.features) > logit(threshold);
      const found = scams.filter(passes).length;
      const added = ordinary.filter((text) => passes(text) && !ruleFlagged.includes(text)).length;
      if (
        added > ordinary.length * MAX_ADDED ||
        ruleFlagged.length + added > ordinary.length * MAX_FALSE_POSITIVES
      ) {
        fitting.delete(threshold);
      }
      return `${threshold}: ${found}/${scams.length} +${added} fp`;
    });
    console.log(
      `${(part || 'base').padEnd(8)} rules' fp ${ruleFlagged.length}/${ordinary.length}  ${figures.join('  ')}`,
    );
  }
  console.log(`threshold: ${Math.min(...fitting)}`);
}

const model = trainScamModel(texts);
writeFileSync(SCAM_MODEL_FILE, serialiseScamModel(model));
console.log(
  `${Object.keys(model.weights).length} features from ${texts.length} texts -> ${SCAM_MODEL_FILE.pathname}`,
);
