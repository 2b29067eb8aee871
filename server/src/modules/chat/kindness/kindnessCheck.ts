import { englishDataset, englishRecommendedTransformers, RegExpMatcher } from 'obscenity';
import {
  compileWordList,
  joinSpacedLetters,
  normaliseMessage,
  readWordList,
  WORD_LIST_LANGUAGES,
} from './wordListMatcher';

interface Matchers {
  english: RegExpMatcher;
  lists: RegExp;
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
  };
}

/**
 * Whether a message may hurt: English through obscenity's dataset and recommended transformers
 * (leetspeak, look-alike characters, repeated letters), French, Spanish and Arabic through the
 * lists kept as data. Every list reads every message, as a member may write in any language;
 * words spelt out letter by letter are read as words too.
 */
export function isUnkind(text: string): boolean {
  // Built at the first message, once per process: the lists are read and compiled a single time.
  matchers ??= buildMatchers();
  const { english, lists } = matchers;
  const joined = joinSpacedLetters(text);
  return (
    hasWordMatch(english, text) ||
    (joined !== text && hasWordMatch(english, joined)) ||
    lists.test(normaliseMessage(text))
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
