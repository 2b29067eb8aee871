import { readFileSync } from 'node:fs';

/** The languages whose lists are kept as data (English is obscenity's own dataset). */
export const WORD_LIST_LANGUAGES = ['fr', 'sp', 'ar'] as const;
export type WordListLanguage = (typeof WORD_LIST_LANGUAGES)[number];

// Digits and symbols written for letters, read as letters only inside a word that has some.
const LEET: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '3': 'e',
  '4': 'a',
  '5': 's',
  '7': 't',
  '@': 'a',
  $: 's',
};
const WORD_WITH_LEET = /[\p{L}\p{N}@$]+/gu;
// Combining marks, but the tilde of ñ: "coño" and "cono" (a cone) are different words.
const ACCENTS = /(?<!n)\u0303|[\u0300-\u0302\u0304-\u036f]/g;
const TASHKEEL_AND_TATWEEL = /[\u0610-\u061a\u064b-\u065f\u0670\u0640]/g;
const ARABIC_LETTERS: readonly (readonly [RegExp, string])[] = [
  [/[أإآٱ]/g, 'ا'],
  [/ى/g, 'ي'],
  [/ة/g, 'ه'],
  [/ؤ/g, 'و'],
  [/ئ/g, 'ي'],
];
/** Three or more single letters apart ("f u c k", "p.u.t.a"): one word written spaced out. */
const SPACED_LETTERS = /(?<!\p{L})\p{L}(?!\p{L})(?:[^\p{L}\n]{1,2}\p{L}(?!\p{L})){2,}/gu;
const ARABIC = /^[\u0600-\u06ff]/;
/** What may be attached before an Arabic word: "and", then "the" or the vocative "O". */
const ARABIC_ATTACHED = '(?:[وف])?(?:ال|يا)?';

/** Case, accents and Arabic spelling variants folded, so a list's term and a message compare. */
export function foldText(text: string): string {
  let folded = text.normalize('NFKC').toLowerCase().normalize('NFD').replace(ACCENTS, '');
  folded = folded.normalize('NFC').replace(TASHKEEL_AND_TATWEEL, '');
  for (const [variants, letter] of ARABIC_LETTERS) folded = folded.replace(variants, letter);
  return folded;
}

/** Words spelt out letter by letter joined back into words. */
export function joinSpacedLetters(text: string): string {
  return text.replace(SPACED_LETTERS, (letters) => letters.replace(/[^\p{L}]/gu, ''));
}

/** A message as the lists read it: folded, leetspeak read as letters, spaced words joined. */
export function normaliseMessage(text: string): string {
  const read = foldText(text).replace(WORD_WITH_LEET, (word) =>
    /\p{L}/u.test(word) ? word.replace(/[0134578@$]/g, (symbol) => LEET[symbol] ?? symbol) : word,
  );
  return joinSpacedLetters(read);
}

/**
 * One term of a list as a pattern: each letter may be repeated ("puuuta"), a space stands for
 * any separator or none, a trailing * for any ending, an Arabic term may have و/ف and ال/يا
 * attached.
 */
function termPattern(term: string): string {
  const folded = foldText(term);
  const prefix = folded.endsWith('*');
  const letters = prefix ? folded.slice(0, -1) : folded;
  const body = [...letters]
    .map((char) => {
      if (/\p{L}/u.test(char)) return `${char}+`;
      return '[^\\p{L}]*';
    })
    .join('');
  return `${ARABIC.test(letters) ? ARABIC_ATTACHED : ''}${body}${prefix ? '\\p{L}*' : ''}`;
}

/** A list's terms: one a line, '#' starts a comment. */
export function parseWordList(source: string): string[] {
  return source
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line !== '');
}

/** One regular expression for the whole list, matching a term as a whole word. */
export function compileWordList(terms: readonly string[]): RegExp {
  const alternatives = terms.map(termPattern).join('|');
  return new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, 'u');
}

/** A list kept in the repository, `wordLists/<name>.txt`: a language's, or `notEnglishSlurs`. */
export function readWordList(name: WordListLanguage | 'notEnglishSlurs'): string[] {
  return parseWordList(readFileSync(new URL(`./wordLists/${name}.txt`, import.meta.url), 'utf8'));
}
