import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import {
  compileWordListMatcher,
  INSULT_LANGUAGES,
  joinSpacedLetters,
  readInsultPatterns,
  readLetters,
  readWordList,
  WORD_LIST_LANGUAGES,
  type PatternMatcher,
} from './wordListMatcher';

/** obscenity's matcher and a quick test that is false only where its `hasMatch` is too. */
interface EnglishMatcher {
  matcher: RegExpMatcher;
  mayMatch: (text: string) => boolean;
}

interface Matchers {
  english: EnglishMatcher;
  lists: PatternMatcher;
  insults: PatternMatcher[];
}

let matchers: Matchers | undefined;

/** What `RegExpMatcher` keeps to itself (obscenity 0.4), read by `englishMatcher`. */
interface RegExpMatcherInternals {
  blacklistedTerms?: { regExp: RegExp }[];
  blacklistMatcherTransformers?: unknown;
  applyTransformers?: (input: string, transformers: unknown) => [number[], string];
}

/**
 * obscenity's `hasMatch` runs each of its some 120 terms' expressions with `matchAll`, which
 * copies the expression each time: about 150 µs a text, most of a chat message's CPU. The union
 * of those expressions, run once on the text as its transformers read it, finds no term in about
 * 20 µs wherever the library would find none (a whitelisted term only undoes matches); a text it
 * matches takes the library's own check. It reads members the library keeps private: without
 * them (another version), every text takes the library's check.
 */
export function englishMatcher(matcher: RegExpMatcher): EnglishMatcher {
  const internals = matcher as unknown as RegExpMatcherInternals;
  const { blacklistedTerms: terms, blacklistMatcherTransformers: transformers } = internals;
  const transform = internals.applyTransformers?.bind(matcher);
  if (!terms?.length || !transform || !transformers) return { matcher, mayMatch: () => true };
  const flags = [...new Set(terms.flatMap((term) => [...term.regExp.flags]))];
  const union = new RegExp(
    terms.map((term) => `(?:${term.regExp.source})`).join('|'),
    flags.filter((flag) => flag !== 'g' && flag !== 'y').join(''),
  );
  return { matcher, mayMatch: (text) => union.test(transform(text, transformers)[1]) };
}

function buildMatchers(): Matchers {
  const english = englishDataset.build();
  return {
    english: englishMatcher(
      new RegExpMatcher({
        ...english,
        whitelistedTerms: [...(english.whitelistedTerms ?? []), ...readWordList('notEnglishSlurs')],
        ...englishRecommendedTransformers,
      }),
    ),
    lists: compileWordListMatcher(WORD_LIST_LANGUAGES.flatMap(readWordList)),
    insults: INSULT_LANGUAGES.map(readInsultPatterns),
  };
}

/**
 * Whether a message may hurt: English through obscenity's dataset and recommended transformers
 * (leetspeak, look-alike characters, repeated letters), French, Spanish and Arabic through the
 * lists kept as data, and insults without profanity ("you are such an idiot") through each
 * language's insult patterns, which want the reader addressed ("you", "t'es", "eres", "انت",
 * "ya") so that "I'm such an idiot" or "that movie was stupid" pass. Every list reads every
 * message, as a member may write in any language; words spelt out letter by letter are read as
 * words too.
 */
export function isUnkind(text: string): boolean {
  // Built once per process, at start-up (prepareKindnessCheck) rather than on a first message.
  matchers ??= buildMatchers();
  const { english, lists, insults } = matchers;
  const joined = joinSpacedLetters(text);
  // Insults read single letters as words too: "u r a loser" is not one word "ura".
  const letters = readLetters(text);
  // normaliseMessage(text), from the letters already read.
  const normalised = joinSpacedLetters(letters);
  return (
    hasWordMatch(english, text) ||
    (joined !== text && hasWordMatch(english, joined)) ||
    lists.exec(normalised) !== null ||
    insults.some(
      (patterns) => patterns.exec(normalised) !== null || patterns.exec(letters) !== null,
    )
  );
}

/**
 * A match of digits alone is a number, not a word in leetspeak: "flat 455" or "call me at 717"
 * is not "ass" or "tit". A match with a letter in it ("a55", "4ss") still counts.
 */
function hasWordMatch({ matcher, mayMatch }: EnglishMatcher, text: string): boolean {
  if (!mayMatch(text) || !matcher.hasMatch(text)) return false;
  return matcher
    .getAllMatches(text)
    .some(({ startIndex, endIndex }) => /\p{L}/u.test(text.slice(startIndex, endIndex + 1)));
}

/**
 * Texts of each kind V8 compiles an expression for anew (ASCII, Latin with accents, Arabic),
 * kind ones: the check stops at none of its lists on them.
 */
const WARM_UP_TEXTS = [
  'hello there, how was your weekend?',
  'salut, ça va ? tu fais quoi ce week-end',
  'مرحبا، كيف حالك اليوم؟',
];

/**
 * Reads and compiles the lists and runs the check once on each kind of text: done when the chat
 * module is built, at start-up, rather than on the first member's message.
 */
export function prepareKindnessCheck(): void {
  for (const text of WARM_UP_TEXTS) isUnkind(text);
}
