/**
 * A pattern of a pattern list (compilePatternList's syntax) read word by word: `^`, then its
 * parts, each the terms (termShape) of a section or a word, or a gap (`~`), then `$`.
 */
export interface PatternParts {
  atStart: boolean;
  atEnd: boolean;
  parts: readonly PatternPart[];
}

export type PatternPart =
  { quantifier: '' | '?' | '*' | '!'; terms: readonly TermShape[] } | { quantifier: '~' };

/** A list's term as its pattern reads it (wordListMatcher's termShape and termPattern). */
export interface TermShape {
  /** The term `<number>`: a number in digits (NUMBER_PATTERN). */
  number: boolean;
  /** An Arabic term: "و" or "ف", then "ال" or "يا", may stand before it. */
  attached: boolean;
  /** Its letters and digits, each of which may be repeated; null where separators may stand. */
  units: readonly (string | null)[];
  /** Any letters may end it (a term ending in '*'). */
  anyEnding: boolean;
}

/** A number in digits of three or more ("400", "3000", "1.200"): the term `<number>`. */
export const NUMBER_PATTERN = '(?:\\d{3,}(?:[.,]\\d+)*|\\d{1,3}(?:[.,]\\d{3})+)';
const NUMBER_HERE = new RegExp(`${NUMBER_PATTERN}(?![\\p{L}\\p{N}])`, 'uy');

/** The most words a `~` lets stand between two parts: about one clause. */
export const GAP_WORDS = 6;

/**
 * Patterns matched over the words of a text rather than as one regular expression each: every
 * section named, up to a few hundred terms, was inlined in each pattern's expression, which V8
 * compiled to machine code of a few hundred KB; money.txt's 672 patterns and the others held
 * 350 MB after a pass over the labelled set, and 48 more patterns crossed what V8 can hold.
 * Here a section's terms that may start with a word's first letter are read there, once a text
 * whatever the patterns naming it, and the patterns are walked over where they end, each choice
 * in the order the expression tries it: the first match, its place and its text, are the
 * expression's (the tests compare both).
 *
 * Null when a pattern cannot be walked so: a term that may start between two words ("=", an
 * emoji), a gap or "not followed by" before the first required part. The caller compiles those
 * as an expression.
 */
export function walkedPatterns(
  patterns: readonly PatternParts[],
  undoneBy: RegExp | undefined,
): WalkedPatterns | null {
  const walked: WalkedPattern[] = [];
  for (const pattern of patterns) {
    const first = pattern.parts.findIndex((part) => part.quantifier === '');
    const steps: Step[] = [];
    for (const [index, part] of pattern.parts.entries()) {
      if (part.quantifier === '~') {
        if (index < first) return null;
        steps.push({ gap: true });
        continue;
      }
      if (part.terms.some((term) => !term.number && !term.units[0])) return null;
      if (part.quantifier === '!' && index < first) return null;
      steps.push({ gap: false, quantifier: part.quantifier, section: sectionOf(part.terms) });
    }
    walked.push({ atStart: pattern.atStart, atEnd: pattern.atEnd, steps });
  }
  return {
    exec(text, plain) {
      const words = readWords(text, plain);
      if (words.starts.length === 0) return null;
      const walks: Walk[] = walked.map((pattern) => ({ pattern, words, failed: new Set() }));
      // The places a match may start, in the text's order: the text's start for the patterns
      // tied to it (`^`, the separators it may start with taken), then where each word starts.
      const firstWord = words.starts[0]!;
      const places = firstWord === 0 ? words.starts : [0, ...words.starts];
      for (const from of places) {
        for (const patternWalk of walks) {
          const { atStart } = patternWalk.pattern;
          if (atStart ? from > 0 : from === 0 && firstWord > 0) continue;
          const end = walk(patternWalk, 0, atStart ? firstWord : from, true);
          if (end === undefined) continue;
          // A [not-after] term right before a match undoes it: the next place is tried.
          if (undoneBy?.test(plain.slice(0, from))) break;
          return found(text, from, end);
        }
      }
      return null;
    },
  };
}

/** Patterns walked over a text's words: `plain`, the text read through plainSeparators. */
export interface WalkedPatterns {
  exec(text: string, plain: string): RegExpExecArray | null;
}

type Step = { gap: true } | { gap: false; quantifier: '' | '?' | '*' | '!'; section: Section };

interface WalkedPattern {
  atStart: boolean;
  atEnd: boolean;
  steps: Step[];
}

/** A text's words (runs of letters and digits) in the text as the lists read it. */
interface Words {
  plain: string;
  starts: number[];
  ends: number[];
  /** Whether each character (UTF-16 unit) is in a word. */
  inWord: Uint8Array;
  /** For each section, where its terms starting at a place end. */
  sectionEnds: Map<Section, Map<number, number[]>>;
}

const WORD = /[\p{L}\p{N}]+/gu;
let lastWords: { text: string; words: Words } | undefined;

/** The text's words: the same text is read by every list, the last one's are kept. */
function readWords(text: string, plain: string): Words {
  if (lastWords?.text === text) return lastWords.words;
  const starts: number[] = [];
  const ends: number[] = [];
  const inWord = new Uint8Array(plain.length + 1);
  for (const word of plain.matchAll(WORD)) {
    starts.push(word.index);
    ends.push(word.index + word[0].length);
    inWord.fill(1, word.index, word.index + word[0].length);
  }
  const words: Words = { plain, starts, ends, inWord, sectionEnds: new Map() };
  lastWords = { text, words };
  return words;
}

/** The first word starting at or after `position` (a word's end or a place between words). */
function wordAfter(words: Words, position: number): number | undefined {
  let low = 0;
  let high = words.starts.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (words.starts[middle]! < position) low = middle + 1;
    else high = middle;
  }
  return low < words.starts.length ? low : undefined;
}

/**
 * Where `section`'s terms starting at `start` end, at the end of a word or between words, in the
 * order its expression (the terms' alternatives) tries them.
 */
function endsOf(section: Section, start: number, words: Words): number[] {
  let byStart = words.sectionEnds.get(section);
  if (!byStart) words.sectionEnds.set(section, (byStart = new Map<number, number[]>()));
  const known = byStart.get(start);
  if (known) return known;
  const ends = new Set<number>();
  const first = String.fromCodePoint(words.plain.codePointAt(start)!);
  for (const index of section.startingWith.get(first) ?? []) {
    const end = termEnd(section.terms[index]!, start, words);
    if (end !== undefined) ends.add(end);
  }
  const answer = [...ends];
  byStart.set(start, answer);
  return answer;
}

/**
 * Where a term starting at `start` ends, followed by no letter or digit: its expression's first
 * such end, its choices tried as the expression tries them (attachments taken first, a repeated
 * letter as often as it stands first, separators as many as stand first).
 */
function termEnd(term: TermShape, start: number, words: Words): number | undefined {
  if (term.number) {
    NUMBER_HERE.lastIndex = start;
    const number = NUMBER_HERE.exec(words.plain);
    return number ? start + number[0].length : undefined;
  }
  if (!term.attached) return unitsEnd(term, 0, start, words);
  for (const and of ['و', 'ف', '']) {
    if (!words.plain.startsWith(and, start)) continue;
    for (const the of ['ال', 'يا', '']) {
      if (!words.plain.startsWith(the, start + and.length)) continue;
      const end = unitsEnd(term, 0, start + and.length + the.length, words);
      if (end !== undefined) return end;
    }
  }
  return undefined;
}

const LETTER = /\p{L}/u;

function unitsEnd(
  term: TermShape,
  unit: number,
  position: number,
  words: Words,
): number | undefined {
  const { plain, inWord } = words;
  if (unit === term.units.length) {
    let end = position;
    // Any letters: all that stand (fewer leave a letter next, which no end may have).
    if (term.anyEnding) {
      while (end < plain.length) {
        const letter = String.fromCodePoint(plain.codePointAt(end)!);
        if (!LETTER.test(letter)) break;
        end += letter.length;
      }
    }
    return inWord[end] ? undefined : end;
  }
  const char = term.units[unit];
  const places: number[] = [];
  if (char === null || char === undefined) {
    // Separators: any ASCII character but a letter (PLAIN_NOT_A_LETTER), none or more.
    places.push(position);
    for (let at = position; at < plain.length && isSeparator(plain.charCodeAt(at)); at++) {
      places.push(at + 1);
    }
  } else {
    for (let at = position; plain.startsWith(char, at); at += char.length) {
      places.push(at + char.length);
    }
  }
  for (let index = places.length - 1; index >= 0; index--) {
    const end = unitsEnd(term, unit + 1, places[index]!, words);
    if (end !== undefined) return end;
  }
  return undefined;
}

function isSeparator(code: number): boolean {
  return code < 0x80 && !((code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a));
}

/** A pattern walked over a text: `failed` holds the places already known to fail. */
interface Walk {
  pattern: WalkedPattern;
  words: Words;
  failed: Set<number>;
}

/**
 * Where the walk's pattern matches from its step `step` on, at `position` (`exactly`: the step
 * starts there; else after the separator between `position` and the next word), as its
 * expression would: each choice in the order the expression tries it, the first end found. A
 * place that fails fails whatever the match's start.
 */
function walk(at: Walk, step: number, position: number, exactly: boolean): number | undefined {
  const state = (position * (at.pattern.steps.length + 1) + step) * 2 + (exactly ? 1 : 0);
  if (at.failed.has(state)) return undefined;
  const end = walkStep(at, step, position, exactly);
  if (end === undefined) at.failed.add(state);
  return end;
}

/** The first end of the walk on from each of `places`, in their order. */
function firstEnd(places: readonly number[], from: (place: number) => number | undefined) {
  for (const place of places) {
    const end = from(place);
    if (end !== undefined) return end;
  }
  return undefined;
}

function walkStep(at: Walk, step: number, position: number, exactly: boolean): number | undefined {
  const { pattern, words } = at;
  const next = (place: number) => walk(at, step + 1, place, false);
  const current = pattern.steps[step];
  if (!current) {
    if (!pattern.atEnd) return position;
    return wordAfter(words, position) === undefined ? words.plain.length : undefined;
  }
  if (current.gap) {
    // Up to GAP_WORDS whole words, as many as there are first.
    const after = wordAfter(words, position);
    if (after === undefined) return next(position);
    const skipped = Math.min(GAP_WORDS, words.starts.length - after);
    const ends = words.ends.slice(after, after + skipped).reverse();
    return firstEnd([...ends, position], next);
  }
  const start = exactly
    ? position
    : words.starts[wordAfter(words, position) ?? words.starts.length];
  const ends = start === undefined ? [] : endsOf(current.section, start, words);
  switch (current.quantifier) {
    case '!':
      return ends.length > 0 ? undefined : next(position);
    case '*':
      return (
        firstEnd(ends, (place) => walk(at, step, place, false)) ??
        walk(at, step + 1, position, exactly)
      );
    case '?':
      return firstEnd(ends, next) ?? walk(at, step + 1, position, exactly);
    case '':
      return firstEnd(ends, next);
  }
}

/** A match as `RegExp.exec` answers it, in the text as written. */
function found(text: string, from: number, end: number): RegExpExecArray {
  return Object.assign([text.slice(from, end)], {
    index: from,
    input: text,
    groups: undefined,
  }) as RegExpExecArray;
}

/** A section's terms, and which of them may start with each character, in the terms' order. */
interface Section {
  terms: readonly TermShape[];
  startingWith: Map<string, number[]>;
}

const sections = new WeakMap<readonly TermShape[], Section>();
const DIGITS = [...'0123456789'];

function sectionOf(terms: readonly TermShape[]): Section {
  let section = sections.get(terms);
  if (!section) {
    const startingWith = new Map<string, number[]>();
    terms.forEach((term, index) => {
      const firsts = term.number
        ? DIGITS
        : [term.units[0]!, ...(term.attached ? ['و', 'ف', 'ا', 'ي'] : [])];
      for (const first of new Set(firsts)) {
        startingWith.set(first, [...(startingWith.get(first) ?? []), index]);
      }
    });
    sections.set(terms, (section = { terms, startingWith }));
  }
  return section;
}
