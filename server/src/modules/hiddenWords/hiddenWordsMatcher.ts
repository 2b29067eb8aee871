/**
 * A member's hidden words as one test of a text: case and accents aside, whole words only (an
 * entry "cash" hides "Cash?" but not "cashew"), spaces of any run; an entry of no letters nor
 * digits (an emoji, "$$$") is found anywhere, as it is.
 */

/** Lower case, without accents or Arabic short vowels, compatibility forms folded, one space. */
export function normalizeForHiding(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .normalize('NFC')
    .toLocaleLowerCase('en')
    .replace(/\s+/gu, ' ')
    .trim();
}

const WORD_CHARACTER = /[\p{L}\p{N}]/u;
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether a text holds one of `words`; false for no words. */
export function hiddenWordsMatcher(words: readonly string[]): (text: string) => boolean {
  const patterns = words
    .map(normalizeForHiding)
    .filter((word) => word !== '')
    .map((word) => {
      const start = WORD_CHARACTER.test(word[0] ?? '') ? '(?<![\\p{L}\\p{N}])' : '';
      const end = WORD_CHARACTER.test([...word].at(-1) ?? '') ? '(?![\\p{L}\\p{N}])' : '';
      return `${start}${escape(word)}${end}`;
    });
  if (patterns.length === 0) return () => false;
  const pattern = new RegExp(patterns.join('|'), 'u');
  return (text) => pattern.test(normalizeForHiding(text));
}
