import { readFileSync } from 'node:fs';

/**
 * A learned scorer beside the scam check's rules: logistic regression over the words, word
 * pairs, words' letter groups (3 to 5 letters) and a few shapes (a phone number, a handle, a
 * link, an "add me") of a text as the rules read it (`readForLists`: look-alikes, leetspeak,
 * Arabizi, an amount read "amount"), each counted once and the text's features scaled to length
 * 1. Chosen by leave-one-part-out cross-validation on the labelled set (README): over naive
 * Bayes, as it weighs a word by the others beside it rather than alone; the letter groups and
 * shapes over words alone, as they carry to wordings and spellings a part has not seen.
 */
export interface ScamModel {
  bias: number;
  /** Each kept feature's weight, in log-odds of a scam. */
  weights: Readonly<Record<string, number>>;
}

export interface TrainingText {
  /** The text as the rules read it (`readForLists`). */
  words: string;
  scam: boolean;
}

export interface TrainingOptions {
  /** Passes over the texts, each in an order of its own keyed by the texts' hashes. */
  epochs: number;
  /** The first pass's step; pass n takes rate / (1 + n / 5). */
  rate: number;
  /** L2 penalty on the weights: a word seen in one scam text should not decide alone. */
  l2: number;
  /** Weights nearer zero than this are dropped from the file: they change no verdict. */
  minWeight: number;
}

/** Chosen by leave-one-part-out cross-validation over the tuned parts (README). */
export const TRAINING_OPTIONS: TrainingOptions = {
  epochs: 30,
  rate: 1,
  l2: 0.0003,
  minWeight: 0.25,
};

/** A run of digits reads as its length: a sum or a number matters by its size, not its value. */
const DIGITS = /^\d+$/;
const WORD = /[\p{L}\p{N}]+/gu;
const GRAM_SIZES = [3, 4, 5];

/**
 * Shapes a scam keeps whatever its words: each a feature of its own ("!phone"), as no word or
 * letters of it carry across languages.
 */
const TEXT_SHAPES: readonly (readonly [string, RegExp])[] = [
  ['!phone', /\d(?:[\s().-]{0,3}\d){7,14}/u],
  ['!handle', /[:@]\s*[\p{L}\p{N}_.]*[\p{L}][\p{L}\p{N}_.]*[\p{N}_.]|\p{L}_[\p{L}\p{N}]/u],
  ['!link', /[\p{L}\p{N}-]\.(?:[a-z]{2,6})(?:\/|(?![\p{L}\p{N}]))/u],
  ['!email', /\S@\S/u],
  [
    '!tellme',
    /(?<![\p{L}])(?:add|text|write|message|msg|call|dm|hmu|contact|reach|find|follow|ajoute|ecris|appelle|contacte|escribe|escribeme|agregame|llamame|kalmni|klmni|abeatli|ektebli)(?:\s+(?:me|moi))?(?![\p{L}])/u,
  ],
];

/**
 * A word's letters 3 to 5 at a time, its ends marked ("~<se", "~nd>"): a word's other forms and
 * spellings ("transfer", "transférer", "transferir") and its kin share them.
 */
function letterGrams(token: string, features: Set<string>) {
  const padded = `<${token}>`;
  for (const size of GRAM_SIZES) {
    for (let start = 0; start + size <= padded.length; start++) {
      features.add(`~${padded.slice(start, start + size)}`);
    }
  }
}

/**
 * The distinct features of a text read by the rules: its words and word pairs ("send me", "me
 * amount"), its words' letter groups and its shapes.
 */
export function textFeatures(words: string): string[] {
  const tokens = (words.match(WORD) ?? []).map((token) =>
    DIGITS.test(token) ? `#${Math.min(token.length, 8)}` : token,
  );
  const features = new Set(tokens);
  for (let index = 1; index < tokens.length; index++) {
    features.add(`${tokens[index - 1]} ${tokens[index]}`);
  }
  for (const token of tokens) if (!token.startsWith('#')) letterGrams(token, features);
  for (const [name, shape] of TEXT_SHAPES) if (shape.test(words)) features.add(name);
  return [...features];
}

/**
 * Each present feature's value: the text's features scaled to length 1, so a long text's many
 * letter groups do not add up to a scam by their number alone.
 */
const featureValue = (count: number) => 1 / Math.sqrt(Math.max(count, 1));

/** A text's hash (FNV-1a of its label and words): its place in every pass's order. */
function textHash({ scam, words }: TrainingText): number {
  const labelled = `${scam ? '+' : '-'}${words}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < labelled.length; index++) {
    hash = Math.imul(hash ^ labelled.charCodeAt(index), 0x01000193);
  }
  return hash >>> 0;
}

/** A text's place in a pass: its hash mixed with the pass's number (murmur3's finaliser). */
function placeInPass(hash: number, pass: number): number {
  let place = (hash ^ Math.imul(pass + 1, 0x9e3779b9)) >>> 0;
  place = Math.imul(place ^ (place >>> 16), 0x85ebca6b);
  place = Math.imul(place ^ (place >>> 13), 0xc2b2ae35);
  return (place ^ (place >>> 16)) >>> 0;
}

const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * The weights as an object of their own keys only: a text's "constructor" or "__proto__" must
 * weigh nothing, not read Object.prototype's.
 */
const withoutPrototype = (weights: Readonly<Record<string, number>>): Record<string, number> =>
  Object.assign(Object.create(null) as Record<string, number>, weights);

/**
 * Stochastic gradient descent on the log loss, scam and ordinary texts weighted to count alike
 * (the set has three ordinary texts to a scam).
 */
export function trainScamModel(
  texts: readonly TrainingText[],
  { epochs, rate, l2, minWeight }: TrainingOptions = TRAINING_OPTIONS,
): ScamModel {
  const scams = texts.filter((text) => text.scam).length;
  if (scams === 0 || scams === texts.length) {
    throw new Error('A scam model needs scam and ordinary texts to learn from');
  }
  const classWeight = {
    scam: texts.length / (2 * scams),
    ordinary: texts.length / (2 * (texts.length - scams)),
  };
  const features = texts.map((text) => textFeatures(text.words));
  const weights = new Map<string, number>();
  let bias = 0;
  // Each pass's order comes from the texts themselves, not from a shuffle of the set: a text
  // added moves only its own place, where a seeded shuffle reordered every pass (and 50 texts
  // fewer changed 769 verdicts, now 50; README, The learned model).
  const order = texts.map((_, index) => index);
  const hashes = texts.map(textHash);
  for (let epoch = 0; epoch < epochs; epoch++) {
    const places = hashes.map((hash) => placeInPass(hash, epoch));
    order.sort((a, b) => places[a]! - places[b]! || a - b);
    const step = rate / (1 + epoch / 5);
    for (const index of order) {
      const present = features[index]!;
      const { scam } = texts[index]!;
      const value = featureValue(present.length);
      let score = 0;
      for (const feature of present) score += weights.get(feature) ?? 0;
      score = bias + score * value;
      const error =
        (1 / (1 + Math.exp(-score)) - (scam ? 1 : 0)) * classWeight[scam ? 'scam' : 'ordinary'];
      bias -= step * error;
      for (const feature of present) {
        const weight = weights.get(feature) ?? 0;
        weights.set(feature, weight - step * (error * value + l2 * weight));
      }
    }
  }
  const kept = withoutPrototype({});
  // Sorted, so the file changes only where the model does.
  for (const feature of [...weights.keys()].sort()) {
    const weight = rounded(weights.get(feature)!);
    if (Math.abs(weight) >= minWeight) kept[feature] = weight;
  }
  return { bias: rounded(bias), weights: kept };
}

/**
 * The model's log-odds that a text is a scam, from its features (`textFeatures` of the text as
 * the rules read it): a caller that also shows the features reads them once.
 */
export function scoreScam(model: ScamModel, features: readonly string[]): number {
  let score = 0;
  for (const feature of features) score += model.weights[feature] ?? 0;
  return model.bias + score * featureValue(features.length);
}

/** Where the training script writes the model and the check reads it. */
export const SCAM_MODEL_FILE = new URL('./scamLists/scamModel.json', import.meta.url);

export function readScamModel(): ScamModel {
  const model = JSON.parse(readFileSync(SCAM_MODEL_FILE, 'utf8')) as ScamModel;
  if (typeof model.bias !== 'number' || typeof model.weights !== 'object') {
    throw new Error(`${SCAM_MODEL_FILE.pathname} is not a scam model: run scam-model:train`);
  }
  return { bias: model.bias, weights: withoutPrototype(model.weights) };
}

/** The model as the training script writes it: one feature a line, as prettier keeps it. */
export const serialiseScamModel = (model: ScamModel) => `${JSON.stringify(model, null, 2)}\n`;
