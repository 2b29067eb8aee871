import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import {
  compileWordList,
  INSULT_LANGUAGES,
  joinSpacedLetters,
  normaliseMessage,
  readInsultPatterns,
  readLetters,
  readWordList,
  WORD_LIST_LANGUAGES,
} from './wordListMatcher';

interface Matchers {
  english: RegExpMatcher;
  lists: RegExp;
  insults: RegExp[];
}

let matchers: Matchers | undefined;

function buildMatchers(): Matchers {
  const english = englishDataset.build();
  return {
    english: new RegExpMatcher({
      ...english,
      whitelistedTerms: [...(english.whitelistedTerms ?? []), ...readWordList('notEnglishSlurs')],
      ...englishRecommendedTransformers,
    }),
    lists: compileWordList(WORD_LIST_LANGUAGES.flatMap(readWordList)),
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
  // Built at the first message, once per process: the lists are read and compiled a single time.
  matchers ??= buildMatchers();
  const { english, lists, insults } = matchers;
  const joined = joinSpacedLetters(text);
  const normalised = normaliseMessage(text);
  // Insults read single letters as words too: "u r a loser" is not one word "ura".
  const letters = readLetters(text);
  return (
    hasWordMatch(english, text) ||
    (joined !== text && hasWordMatch(english, joined)) ||
    lists.test(normalised) ||
    insults.some((patterns) => patterns.test(normalised) || patterns.test(letters))
  );
}

/**
 * A match of digits alone is a number, not a word in leetspeak: "flat 455" or "call me at 717"
 * is not "ass" or "tit". A match with a letter in it ("a55", "4ss") still counts.
 */
function hasWordMatch(matcher: RegExpMatcher, text: string): boolean {
  if (!matcher.hasMatch(text)) return false;
  return matcher
    .getAllMatches(text)
    .some(({ startIndex, endIndex }) => /\p{L}/u.test(text.slice(startIndex, endIndex + 1)));
}
