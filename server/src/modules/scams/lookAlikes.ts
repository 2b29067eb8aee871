/**
 * Letters of other scripts that look like Latin ones (Cyrillic, Greek) and Arabic-Indic digits,
 * read as what they look like. A small table rather than Unicode's confusables: those map
 * Arabic letters (ه, ا, ل) and accented letters too, which would break the Arabic and French
 * lists. Fullwidth and styled letters (ｔｅｌｅ, 𝐭𝐞𝐥𝐞, ⓣ) are NFKC's; small capitals and arrows
 * are not, so they are in the table too.
 */
const LOOK_ALIKES: Readonly<Record<string, string>> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  з: '3',
  і: 'i',
  ї: 'i',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  п: 'n',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ѕ: 's',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ь: 'b',
  А: 'A',
  В: 'B',
  Е: 'E',
  З: '3',
  І: 'I',
  Ј: 'J',
  К: 'K',
  М: 'M',
  Н: 'H',
  О: 'O',
  Р: 'P',
  С: 'C',
  Т: 'T',
  У: 'Y',
  Х: 'X',
  Ѕ: 'S',
  Һ: 'H',
  Ԁ: 'D',
  Ԛ: 'Q',
  Ԝ: 'W',
  // Greek
  α: 'a',
  β: 'b',
  γ: 'y',
  ε: 'e',
  η: 'n',
  ι: 'i',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  ω: 'w',
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  // Cherokee capitals drawn as Latin ones ("Ꮮet's mοve tο Ꭲеlеgrаm")
  Ꭺ: 'A',
  Ᏼ: 'B',
  Ꮯ: 'C',
  Ꭰ: 'D',
  Ꭼ: 'E',
  Ꮐ: 'G',
  Ꮋ: 'H',
  Ꭵ: 'i',
  Ꭻ: 'J',
  Ꮶ: 'K',
  Ꮮ: 'L',
  Ꮇ: 'M',
  Ꮎ: 'O',
  Ꮲ: 'P',
  Ꭱ: 'R',
  Ꮢ: 'R',
  Ꮪ: 'S',
  Ꭲ: 'T',
  Ꮩ: 'V',
  Ꮃ: 'W',
  Ꮓ: 'Z',
  // Latin small capitals ("ɪɴꜱᴛᴀɢʀᴀᴍ"), which NFKC leaves as they are
  ᴀ: 'a',
  ʙ: 'b',
  ᴄ: 'c',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ɪ: 'i',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴏ: 'o',
  ᴘ: 'p',
  ʀ: 'r',
  ꜱ: 's',
  ᴛ: 't',
  ᴜ: 'u',
  ᴠ: 'v',
  ᴡ: 'w',
  ʏ: 'y',
  ᴢ: 'z',
  // Arrows pointing at a handle ("snap → jess99") read as the ASCII one after an app's name
  '→': '>',
  '➡': '>',
  '➔': '>',
  '➜': '>',
  '⇒': '>',
  '⟶': '>',
};
/** The table's characters: each is read as what it looks like. */
const LOOKING_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;
/**
 * Invisible characters that split a word without showing: zero-width ones, soft hyphen; and the
 * emoji marks after a digit ("0️⃣6️⃣": variation selectors, the keycap), which leave the digit.
 */
const INVISIBLE = /[\u00ad\u200b-\u200f\u2060\ufeff]|\ufe0e|\ufe0f|\u20e3/g;

/** The text as it reads on screen: look-alike letters as Latin, digits as 0-9, no invisibles. */
export function readLookAlikes(text: string): string {
  return text
    .normalize('NFKC')
    .replace(INVISIBLE, '')
    .replace(LOOKING_ALIKE, (char) => LOOK_ALIKES[char] ?? char)
    .replace(ARABIC_INDIC_DIGITS, (digit) =>
      String((digit.codePointAt(0)! - (digit >= '\u06f0' ? 0x06f0 : 0x0660)) % 10),
    );
}
