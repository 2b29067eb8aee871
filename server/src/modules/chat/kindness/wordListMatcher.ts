import { readFileSync } from 'node:fs';
import {
  GAP_WORDS,
  NUMBER_PATTERN,
  type PatternPart,
  type PatternParts,
  type TermShape,
  walkedPatterns,
} from './wordPatterns';

/** The languages whose lists are kept as data (English is obscenity's own dataset). */
export const WORD_LIST_LANGUAGES = ['fr', 'sp', 'ar'] as const;
export type WordListLanguage = (typeof WORD_LIST_LANGUAGES)[number];

/** The languages of the insult patterns, `wordLists/insults-<language>.txt` (ar: Arabizi too). */
export const INSULT_LANGUAGES = ['en', 'fr', 'sp', 'ar'] as const;
export type InsultLanguage = (typeof INSULT_LANGUAGES)[number];

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
const LEET_SYMBOL = /[0134578@$]/;
const LEET_SYMBOLS = new RegExp(LEET_SYMBOL.source, 'g');
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

// Printable ASCII has no accents, compatibility forms or Arabic: lower case is all its folding.
const NOT_ASCII = /[^\x20-\x7e\t\n\r]/;

/** Case, accents and Arabic spelling variants folded, so a list's term and a message compare. */
export function foldText(text: string): string {
  // Most texts: four normalisations and seven replacements that would change nothing.
  if (!NOT_ASCII.test(text)) return text.toLowerCase();
  let folded = text.normalize('NFKC').toLowerCase().normalize('NFD').replace(ACCENTS, '');
  folded = folded.normalize('NFC').replace(TASHKEEL_AND_TATWEEL, '');
  for (const [variants, letter] of ARABIC_LETTERS) folded = folded.replace(variants, letter);
  return folded;
}

/** Words spelt out letter by letter joined back into words. */
export function joinSpacedLetters(text: string): string {
  return text.replace(SPACED_LETTERS, (letters) => letters.replace(/[^\p{L}]/gu, ''));
}

/** Folded, and digits or symbols inside a word with letters read as letters (leetspeak). */
export function readLetters(text: string): string {
  const folded = foldText(text);
  // Most texts have no digit or symbol a letter may be written as: nothing to read.
  if (!LEET_SYMBOL.test(folded)) return folded;
  return folded.replace(WORD_WITH_LEET, (word) =>
    /\p{L}/u.test(word) ? word.replace(LEET_SYMBOLS, (symbol) => LEET[symbol] ?? symbol) : word,
  );
}

/** A message as the lists read it: folded, leetspeak read as letters, spaced words joined. */
export function normaliseMessage(text: string): string {
  return joinSpacedLetters(readLetters(text));
}

/**
 * A character that is not a letter, in a text read through plainSeparators, where every such
 * character is ASCII but a digit of another script (no longer a separator: no term spells one).
 * Under the u flag `[^\p{L}]` is hundreds of ranges, surrogate pairs and lone surrogates apart:
 * a list's expression, with one between each pair of a term's letters or words, took V8 0.5 to
 * 1 s to compile, and the widened lists more memory than its regexp compiler has.
 */
const PLAIN_NOT_A_LETTER = '[\\0-@\\[-`{-\\x7f]';
/** A character that is neither a letter nor a digit, in a text read through plainSeparators. */
export const PLAIN_NOT_A_LETTER_OR_DIGIT = '[\\0-/:-@\\[-`{-\\x7f]';
/** What plainSeparators replaces: neither ASCII, a letter nor a digit. */
const NOT_PLAIN = /[^\0-\x7f\p{L}\p{N}]/gu;
/** Stands for a sign, mark or symbol that is not ASCII: no list's expression names it. */
const SIGN = '\x1f';

/**
 * A text as the lists' expressions read it: each character that is neither ASCII, a letter nor
 * a digit ("’", "«", "😀", a combining mark) read as one that is not a letter either, a space
 * for a space ("\s" is still "\s"), so PLAIN_NOT_A_LETTER's few ranges say what `[^\p{L}]`
 * said. Of the same length (a character of two UTF-16 units, two), so a match's place is the
 * same in the text as read.
 */
export function plainSeparators(text: string): string {
  if (!NOT_ASCII.test(text)) return text;
  return text.replace(NOT_PLAIN, (char) => (/\s/u.test(char) ? ' ' : SIGN.repeat(char.length)));
}

/**
 * An expression made of the lists' terms (termPattern) run on a text through plainSeparators,
 * the match's text as the text has it ("j’ai", not "j\x1fai").
 */
export function readingPlain(expression: RegExp): PatternMatcher {
  return { exec: (text) => asWritten(expression.exec(plainSeparators(text)), text) };
}

/** A match in a text read through plainSeparators, its text as `text` has it. */
function asWritten(match: RegExpExecArray | null, text: string): RegExpExecArray | null {
  if (match && match.input !== text) {
    match[0] = text.slice(match.index, match.index + match[0].length);
    match.input = text;
  }
  return match;
}

/**
 * The term standing for a number written in digits, of three or more ("400", "3000", "1.200"):
 * a sum given without its currency ("help me with 400"). Smaller ones are ages, times, counts.
 */
export const NUMBER_TERM = '<number>';

/**
 * One term of a list as a pattern reads it, read like a message (folded, leetspeak: Arabizi's
 * "7mar" and a message's "7mar" both read "tmar"): each letter or remaining digit may be repeated
 * ("puuuta"), a space or other sign stands for any separator or none, a trailing * for any
 * ending, an Arabic term may have و/ف and ال/يا attached.
 */
export function termShape(term: string): TermShape {
  if (term === NUMBER_TERM) return { number: true, attached: false, units: [], anyEnding: false };
  const folded = readLetters(term);
  const anyEnding = folded.endsWith('*');
  const letters = anyEnding ? folded.slice(0, -1) : folded;
  const units = [...letters].map((char) => (/[\p{L}\p{N}]/u.test(char) ? char : null));
  return { number: false, attached: ARABIC.test(letters), units, anyEnding };
}

/** A term's shape (termShape) as an expression, that reads a text through plainSeparators. */
function shapePattern({ number, attached, units, anyEnding }: TermShape): string {
  if (number) return NUMBER_PATTERN;
  const body = units
    .map((char) => (char === null ? `${PLAIN_NOT_A_LETTER}*` : `${char}+`))
    .join('');
  return `${attached ? ARABIC_ATTACHED : ''}${body}${anyEnding ? '\\p{L}*' : ''}`;
}

/** One term of a list as an expression (termShape), reading a text through plainSeparators. */
export function termPattern(term: string): string {
  return shapePattern(termShape(term));
}

/** A list's terms: one a line, '#' starts a comment. */
export function parseWordList(source: string): string[] {
  return source
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter((line) => line !== '');
}

/** One regular expression for the whole list, matching a term as a whole word. */
export function compileWordList(terms: readonly string[]): PatternMatcher {
  const alternatives = terms.map(termPattern).join('|');
  return readingPlain(new RegExp(`(?<!\\p{L})(?:${alternatives})(?!\\p{L})`, 'u'));
}

/**
 * compileWordList's expression, run only on a text where a term's key (gateKey) starts at a run
 * of letters (wordKeys): a long list's expression took V8 a millisecond a text in a busy server,
 * and most texts hold no word of the list. A match's first letter starts a run (it follows no
 * letter, at most digits), so a text without such a key cannot match.
 */
export function compileWordListMatcher(terms: readonly string[]): PatternMatcher {
  const whole = compileWordList(terms);
  const keys = new Set(terms.map(gateKey));
  // A term of no letters ("" key) may match anywhere.
  if (keys.has('')) return whole;
  return {
    exec(text) {
      return shareAKey(keys, wordKeys(text, LETTER_RUN)) ? whole.exec(text) : null;
    },
  };
}

/** A list kept in the repository, `wordLists/<name>.txt`: a language's, or `notEnglishSlurs`. */
export function readWordList(name: WordListLanguage | 'notEnglishSlurs'): string[] {
  return parseWordList(readListFile(name));
}

function readListFile(name: string): string {
  return readFileSync(new URL(`./wordLists/${name}.txt`, import.meta.url), 'utf8');
}

/** Between two words of a pattern: at least one character that is neither letter nor digit. */
const BETWEEN_WORDS = `${PLAIN_NOT_A_LETTER_OR_DIGIT}+`;
const CLASS_REFERENCE = /^\{([^{}]+)\}([?*!]?)$/;
const GAP = '~';
const NOT_FOLLOWED_BY = '!';
/** The section of a pattern list whose terms, right before a match, undo it ("no eres tonta"). */
const NOT_AFTER = 'not-after';

/**
 * A list of insult patterns: sections `[name]` of terms (one a line, a term may be several
 * words), and the section `[patterns]`, one a line: words and `{name}` (any term of that
 * section), `{name}?` (optional), `{name}*` (any number) or, after the first required part,
 * `{name}!` (not followed by one of them: "{possessive} {names} {is} {notahandle}!" takes "my
 * snap is jess", not "my snap is a mess"); `^` first or `$` last ties the pattern to the start
 * or end of the message; `~` between two parts lets up to GAP_WORDS other
 * words stand there ("{giftcard} ~ {buyme}": "gift cards, can you buy me one"); the term
 * `<number>` is a number in digits (NUMBER_TERM). The terms of a `[not-after]` section, just
 * before a match, undo it. Compiled to one regular expression over
 * a message read by `readLetters`.
 */
export function compilePatternList(source: string): PatternMatcher {
  const sections = parseSections(source);
  const { patterns, notAfter } = patternListSources(sections, sections.get('patterns') ?? []);
  const notAfterHere = notAfter ? `(?<!${notAfter})` : '';
  return readingPlain(
    new RegExp(
      `(?<![\\p{L}\\p{N}])${notAfterHere}${patternsExpression(patterns)}(?![\\p{L}\\p{N}])`,
      'u',
    ),
  );
}

/**
 * A pattern's gate: for each part it requires, the keys (gateKey) of its terms, the part likeliest
 * rare first (the one whose shortest term is longest: "{amount}" rather than "{send}"). A text
 * that has no word with a key of each part cannot match.
 */
type PatternGate = Set<string>[];

/** A pattern list's sections, each with its terms (a section named twice is one). */
function parseSections(source: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of parseWordList(source)) {
    const heading = /^\[(.+)\]$/.exec(line);
    if (heading?.[1] !== undefined) {
      current = sections.get(heading[1]) ?? [];
      sections.set(heading[1], current);
    } else if (current) current.push(line);
    else throw new Error(`A pattern list's term before any [section]: ${line}`);
  }
  return sections;
}

/** Each section's terms read (termShape), once however many patterns name it. */
const sectionTerms = new WeakMap<ReadonlyMap<string, string[]>, Map<string, TermShape[]>>();

/**
 * Some of a pattern list's patterns read (PatternParts), the list's `[not-after]` terms with what
 * follows them as an expression's source, and each pattern's gate.
 */
function patternListSources(
  sections: ReadonlyMap<string, string[]>,
  patternLines: readonly string[],
): {
  patterns: PatternParts[];
  notAfter: string | undefined;
  gates: PatternGate[];
} {
  let made = sectionTerms.get(sections);
  if (!made) sectionTerms.set(sections, (made = new Map<string, TermShape[]>()));
  const termsOf = (name: string) => {
    const known = made.get(name);
    if (known !== undefined) return known;
    const terms = sections.get(name);
    if (!terms?.length) throw new Error(`A pattern names the empty or unknown section {${name}}`);
    const shapes = terms.map(termShape);
    made.set(name, shapes);
    return shapes;
  };
  const gates: PatternGate[] = [];
  const patterns = patternLines.map((pattern): PatternParts => {
    const words = pattern.split(/\s+/);
    const atStart = words[0] === '^';
    if (atStart) words.shift();
    const atEnd = words.at(-1) === '$';
    if (atEnd) words.pop();
    const parts = words.map((word): PatternPart => {
      if (word === GAP) return { quantifier: GAP };
      const reference = CLASS_REFERENCE.exec(word);
      const quantifier = (reference?.[2] ?? '') as '' | '?' | '*' | '!';
      return { quantifier, terms: reference?.[1] ? termsOf(reference[1]) : [termShape(word)] };
    });
    if (!parts.some(({ quantifier }) => quantifier === '')) {
      throw new Error(`A pattern with no part it requires: ${pattern}`);
    }
    gates.push(requiredPartKeys(words, sections));
    return { atStart, atEnd, parts };
  });
  return {
    patterns,
    gates,
    notAfter: sections.has(NOT_AFTER)
      ? `(?<![\\p{L}\\p{N}])${alternatives(termsOf(NOT_AFTER))}${BETWEEN_WORDS}`
      : undefined,
  };
}

/** Terms' alternatives as an expression, made once for a section however many patterns name it. */
const alternativesOf = new WeakMap<readonly TermShape[], string>();
function alternatives(terms: readonly TermShape[]): string {
  let source = alternativesOf.get(terms);
  if (source === undefined) {
    alternativesOf.set(terms, (source = `(?:${terms.map(shapePattern).join('|')})`));
  }
  return source;
}

/** Patterns as one expression's source, the first that matches where a match starts first. */
function patternsExpression(patterns: readonly PatternParts[]): string {
  const sources = patterns.map(({ atStart, atEnd, parts }) => {
    const first = parts.findIndex(({ quantifier }) => quantifier === '');
    // Optional parts carry the separator on the side of the first required part.
    const body = parts
      .map((part, index) => {
        if (part.quantifier === GAP) return `(?:${BETWEEN_WORDS}[\\p{L}\\p{N}]+){0,${GAP_WORDS}}`;
        const { quantifier, terms } = part;
        if (index < first) return `(?:${alternatives(terms)}${BETWEEN_WORDS})${quantifier}`;
        if (index === first) return alternatives(terms);
        if (quantifier === NOT_FOLLOWED_BY) {
          return `(?!${BETWEEN_WORDS}${alternatives(terms)}(?![\\p{L}\\p{N}]))`;
        }
        return `${quantifier ? '(?:' : ''}${BETWEEN_WORDS}${alternatives(terms)}${quantifier ? `)${quantifier}` : ''}`;
      })
      .join('');
    const before = atStart ? `^${PLAIN_NOT_A_LETTER_OR_DIGIT}*` : '';
    return `${before}${body}${atEnd ? `${PLAIN_NOT_A_LETTER_OR_DIGIT}*$` : ''}`;
  });
  return `(?:${sources.join('|')})`;
}

/**
 * How rare a key is likely to be in a text: its length, but a run of three digits (a time, a
 * price, a year) is about as common as a word's first letter, however long DIGITS_KEY is.
 */
const keyRarity = (key: string) => (key === DIGITS_KEY ? 1 : key.length);

/** Of a pattern's words, the keys of each required one, the likeliest rare in a text first. */
function requiredPartKeys(
  words: readonly string[],
  sections: ReadonlyMap<string, string[]>,
): PatternGate {
  const parts: { keys: Set<string>; shortest: number }[] = [];
  for (const word of words) {
    if (word === GAP) continue;
    const reference = CLASS_REFERENCE.exec(word);
    if (reference?.[2]) continue;
    const terms = reference?.[1] ? (sections.get(reference[1]) ?? []) : [word];
    const keys = new Set(terms.map(gateKey));
    // A part with a key every text has ("" for a term of digits) opens nothing by itself.
    if (!keys.has('')) parts.push({ keys, shortest: Math.min(...[...keys].map(keyRarity)) });
  }
  return parts.sort((a, b) => b.shortest - a.shortest).map(({ keys }) => keys);
}

/**
 * How long a gate's key is: a word's first letters, enough to tell most words apart. With three,
 * keys of common words ("you" of "your id", "par" of "parler") opened most patterns on most texts
 * and the scam check took twice as long.
 */
const KEY_LENGTH = 5;
/** The key of NUMBER_TERM: a text with a run of three digits. */
const DIGITS_KEY = '<digits>';
const THREE_DIGITS = /\d{3}/;
const WORD = /[\p{L}\p{N}]+/gu;
const NOT_A_LETTER = /[^\p{L}]+/gu;
const REPEATS = /(.)\1+/gu;
/** What termPattern lets stand before an Arabic word: "و" or "ف", then "ال" or "يا". */
const ARABIC_AND = /^[وف]/;
const ARABIC_THE = /^(?:ال|يا)/;

/**
 * A term's key: its first KEY_LENGTH letters, read as termPattern reads it, whatever stands
 * between its words (its pattern takes "j ai", "j'ai" and "jai") and repeated letters taken as
 * one (it takes "neeed" for "need"). Every text the term matches has a word from which the
 * letters on (wordKeys) start with that key.
 */
function gateKey(term: string): string {
  if (term === NUMBER_TERM) return DIGITS_KEY;
  return readLetters(term).replace(NOT_A_LETTER, '').replace(REPEATS, '$1').slice(0, KEY_LENGTH);
}

/** Where a word list's match may start its letters (compileWordListMatcher). */
const LETTER_RUN = /\p{L}+/gu;
/** The last text's keys, per kind of word (WORD, LETTER_RUN). */
const keysOf = new Map<RegExp, { text: string; keys: Set<string> }>();

/**
 * The keys a text opens gates with: from each word (`kind`: a pattern list's whole words, a word
 * list's runs of letters) on, its letters and the next words' (also with an Arabic word's
 * attachments taken off), repeats as one, one to KEY_LENGTH long; "" (a term of digits alone);
 * DIGITS_KEY. The same text is read by every list: the last one's keys of each kind are kept.
 */
function wordKeys(text: string, kind: RegExp = WORD): Set<string> {
  const kept = keysOf.get(kind);
  if (kept?.text === text) return kept.keys;
  const keys = new Set<string>(['']);
  if (THREE_DIGITS.test(text)) keys.add(DIGITS_KEY);
  const words = [...text.matchAll(kind)].map(([word]) => word.replace(NOT_A_LETTER, ''));
  words.forEach((word, index) => {
    const next = words.slice(index + 1, index + 1 + KEY_LENGTH).join('');
    const and = word.replace(ARABIC_AND, '');
    const forms = ARABIC.test(word)
      ? new Set([word, and, and.replace(ARABIC_THE, ''), word.replace(ARABIC_THE, '')])
      : [word];
    for (const form of forms) {
      const letters = `${form}${next}`.replace(REPEATS, '$1');
      for (let length = 1; length <= KEY_LENGTH; length++) keys.add(letters.slice(0, length));
    }
  });
  keysOf.set(kind, { text, keys });
  return keys;
}

/** Whether two sets share a key: the smaller one's keys looked up in the other, never copied. */
function shareAKey(one: ReadonlySet<string>, other: ReadonlySet<string>): boolean {
  const [smaller, larger] = one.size <= other.size ? [one, other] : [other, one];
  for (const key of smaller) if (larger.has(key)) return true;
  return false;
}

/** A compiled pattern list: the first match in a text, as `RegExp.exec` answers it. */
export interface PatternMatcher {
  exec(text: string): RegExpExecArray | null;
}

/** A list's `[not-after]` terms at a text's end, made once for all its parts. */
const undoneByOf = new WeakMap<ReadonlyMap<string, string[]>, RegExp>();

/**
 * A pattern list whose `[not-after]` terms are looked for behind each match rather than in the
 * expression: as a lookbehind tried at every word, they made it five times slower. The answer
 * is compilePatternList's: the first match not right after one of those terms. It runs only on
 * a text where one of the gate's words stands (patternListSources): most texts have none.
 */
function compilePatternMatcher(
  sections: ReadonlyMap<string, string[]>,
  patternLines: readonly string[],
): PatternMatcher & { gates: PatternGate[] } {
  const { patterns, notAfter, gates } = patternListSources(sections, patternLines);
  let undoneBy = undoneByOf.get(sections);
  if (notAfter !== undefined && !undoneBy) {
    undoneByOf.set(sections, (undoneBy = new RegExp(`${notAfter}$`, 'u')));
  }
  const walked = patterns.length > 0 ? walkedPatterns(patterns, undoneBy) : null;
  if (walked) return { gates, exec: (text) => walked.exec(text, plainSeparators(text)) };
  const boundaries = `(?<![\\p{L}\\p{N}])${patternsExpression(patterns)}(?![\\p{L}\\p{N}])`;
  if (undoneBy === undefined) {
    return { gates, ...readingPlain(new RegExp(boundaries, 'u')) };
  }
  const anywhere = new RegExp(boundaries, 'gu');
  return {
    gates,
    exec(text) {
      const plain = plainSeparators(text);
      anywhere.lastIndex = 0;
      for (let match = anywhere.exec(plain); match; match = anywhere.exec(plain)) {
        if (!undoneBy.test(plain.slice(0, match.index))) return asWritten(match, text);
        // The next place a match may start: after this one's first character (a pair in UTF-16).
        anywhere.lastIndex = match.index + String.fromCodePoint(match[0].codePointAt(0)!).length;
      }
      return null;
    },
  };
}

/** A long pattern list in parts (compilePatternListInParts): its first match, and each part. */
export interface PatternListInParts extends PatternMatcher {
  /** Each part alone behind its gate, in the list's order: what a test compares a pattern with. */
  parts: readonly PatternMatcher[];
}

/**
 * A long pattern list in parts of at most `patternsPerPart` patterns, each behind its gate and
 * walked over a text's words (walkedPatterns; a part it cannot walk is an expression). A text's
 * match is the first part's, in the list's order, among the parts its words open: a chat's
 * short texts open a few of money.txt's hundreds, and asking each part in turn took a sending
 * server a sixth of its CPU.
 */
export function compilePatternListInParts(
  source: string,
  patternsPerPart: number,
): PatternListInParts {
  const sections = parseSections(source);
  const patterns = sections.get('patterns');
  if (!patterns) {
    const whole = compilePatternMatcher(sections, []);
    return { exec: (text) => whole.exec(text), parts: [whole] };
  }
  const parts: (PatternMatcher & { gates: PatternGate[] })[] = [];
  for (let first = 0; first < patterns.length; first += patternsPerPart) {
    parts.push(compilePatternMatcher(sections, patterns.slice(first, first + patternsPerPart)));
  }
  const gateOpen = (index: number, keys: ReadonlySet<string>) =>
    parts[index]!.gates.some((gate) => gate.every((partKeys) => shareAKey(partKeys, keys)));
  // Which parts the keys of their patterns' rarest parts open, so a text's keys are looked up
  // once for all of them; the patterns' other parts are looked for in the parts opened.
  const partsOpenedBy = new Map<string, number[]>();
  parts.forEach(({ gates }, index) => {
    for (const key of new Set(gates.flatMap((gate) => [...(gate[0] ?? [''])]))) {
      partsOpenedBy.set(key, [...(partsOpenedBy.get(key) ?? []), index]);
    }
  });
  return {
    exec(text) {
      const keys = wordKeys(text);
      const opened = new Set<number>();
      for (const key of keys) for (const index of partsOpenedBy.get(key) ?? []) opened.add(index);
      for (const index of [...opened].sort((a, b) => a - b)) {
        const match = gateOpen(index, keys) ? parts[index]!.exec(text) : null;
        if (match) return match;
      }
      return null;
    },
    parts: parts.map((part, index) => ({
      exec: (text) => (gateOpen(index, wordKeys(text)) ? part.exec(text) : null),
    })),
  };
}

/**
 * The insult patterns of a language, `wordLists/insults-<language>.txt`, a pattern a part: each
 * runs only on a text with the words its gate wants (compilePatternListInParts).
 */
export function readInsultPatterns(language: InsultLanguage): PatternMatcher {
  return compilePatternListInParts(readListFile(`insults-${language}`), 1);
}
