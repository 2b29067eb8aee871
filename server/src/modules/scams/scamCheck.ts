import { readFileSync } from 'node:fs';
import { parse as parseDomain } from 'tldts';
import {
  compilePatternListInParts,
  compileWordList,
  foldText,
  normaliseMessage,
  parseWordList,
  type PatternMatcher,
  PLAIN_NOT_A_LETTER_OR_DIGIT,
  readingPlain,
  termPattern,
} from '../chat/kindness/wordListMatcher';
import { readLookAlikes } from './lookAlikes';
import { readScamModel, scoreScam, textFeatures, type ScamModel } from './scamModel';
import {
  SCAM_PLATFORM_KINDS,
  type ScamKind,
  type ScamPlatformKind as PlatformKind,
} from '@dating/contract/rules';

/** What contact.txt finds asked for: the apps of `scamLists/platforms.txt`, and e-mail. */
type AskedKind = PlatformKind | 'email';
const ASKED_KINDS: readonly string[] = [...SCAM_PLATFORM_KINDS, 'email'];
/** The heading's ending in platforms.txt for names that are also ordinary words ("line"). */
const AS_A_WORD = ' as a word';
export type { ScamKind };

/**
 * Why a text is held back, most serious first: it asks for money, sells content elsewhere, or
 * asks to talk somewhere else; or no rule found any of these but the learned model
 * (`scamModel.ts`) reads it as a scam, which names no ask the text may not make. The key names
 * the message a member is shown.
 */
export const SCAM_REASONS = [
  'asks_for_money',
  'sells_content',
  'moves_off_app',
  'reads_like_scam',
] as const;
export type ScamReason = (typeof SCAM_REASONS)[number];

const REASON_OF: Readonly<Record<ScamKind, ScamReason>> = {
  telegram: 'moves_off_app',
  whatsapp: 'moves_off_app',
  snapchat: 'moves_off_app',
  instagram: 'moves_off_app',
  kik: 'moves_off_app',
  messenger: 'moves_off_app',
  phone: 'moves_off_app',
  email: 'moves_off_app',
  link: 'moves_off_app',
  handle: 'moves_off_app',
  custom: 'moves_off_app',
  onlyfans: 'sells_content',
  promo: 'sells_content',
  cashapp: 'asks_for_money',
  paypal: 'asks_for_money',
  venmo: 'asks_for_money',
  crypto_wallet: 'asks_for_money',
  money: 'asks_for_money',
  scam_like: 'reads_like_scam',
};

export interface ScamHit {
  kind: ScamKind;
  /** What was matched, as the text was read (look-alikes, leetspeak and spacing undone). */
  evidence: string;
}

export interface ScamFinding {
  hits: ScamHit[];
  reason: ScamReason | null;
}

/** The admin's part of the check (settings `scam_allowed_domains`, `scam_extra_terms`). */
export interface ScamLists {
  /** Registrable domains a link may point to without a hit (youtube.com, spotify.com). */
  allowedDomains: readonly string[];
  /** Words or handles that are a hit wherever they stand ('custom'). */
  extraTerms: readonly string[];
  /**
   * The learned model's probability above which a text no rule finds is a hit ('scam_like');
   * 1 turns the model off.
   */
  modelThreshold: number;
}

const listFile = (name: string) =>
  readFileSync(new URL(`./scamLists/${name}.txt`, import.meta.url), 'utf8');

/** A list file's `[sections]`, each with its terms. */
function listSections(name: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of parseWordList(listFile(name))) {
    const heading = /^\[(.+)\]$/.exec(line)?.[1];
    if (heading !== undefined) {
      current = sections.get(heading) ?? [];
      sections.set(heading, current);
    } else if (current) current.push(line);
    else throw new Error(`${name}.txt has a term before any [section]: ${line}`);
  }
  return sections;
}

const NOT_FIRST_VOWELS = /(?<=.)[aeiouy]/g;

/**
 * A name as it is also written and still read by a person: without its vowels ("tlgrm", "snp")
 * and, when long, with anything between its letters ("wha tsapp", "insta_gram").
 */
function writtenWays(name: string): string[] {
  const letters = name.replace(/ /g, '');
  if (!/^[a-z]+$/.test(letters)) return [name];
  const skeleton = letters.replace(NOT_FIRST_VOWELS, '');
  return [
    name,
    ...(letters.length >= 4 && skeleton.length >= 3 && skeleton !== letters ? [skeleton] : []),
    ...(letters.length >= 6 ? [[...letters].join(' ')] : []),
  ];
}

interface AskedNames {
  /** Names of the app alone ("telegram", "snap"). */
  names: string[];
  /** Names that are also ordinary words ("line", "tele"), read with contact.txt's [word patterns]. */
  words: string[];
}

/** Each section of platforms.txt: the ways of writing that app, its names and its words. */
function platformNames(): Map<AskedKind, AskedNames> {
  const names = new Map<AskedKind, AskedNames>();
  for (const [heading, terms] of listSections('platforms')) {
    const asWord = heading.endsWith(AS_A_WORD);
    const kind = asWord ? heading.slice(0, -AS_A_WORD.length) : heading;
    if (!ASKED_KINDS.includes(kind)) {
      throw new Error(`platforms.txt names an unknown kind [${heading}]`);
    }
    const entry = names.get(kind as AskedKind) ?? { names: [], words: [] };
    entry[asWord ? 'words' : 'names'].push(...new Set(terms.flatMap(writtenWays)));
    names.set(kind as AskedKind, entry);
  }
  return names;
}

/**
 * contact.txt with its [word patterns] as the patterns, for the names that are also words, and
 * those names as its [names].
 */
function wordPatternList(contact: string, words: readonly string[]): string {
  const asked = contact.replace(/^\[patterns\]$/m, '[name patterns]');
  return `${asked.replace(/^\[word patterns\]$/m, '[patterns]')}\n[names]\n${words.join('\n')}\n`;
}

/** Apps whose mere mention is the hit: nobody names them in a first chat for another reason. */
const NAMED_ALONE: readonly PlatformKind[] = ['onlyfans', 'cashapp'];
/** Payment apps named beside an amount ("30€ par lydia", "paypal me $50"). */
const NAMED_WITH_AN_AMOUNT: readonly PlatformKind[] = ['paypal', 'venmo'];

interface PlatformMatcher {
  kind: AskedKind;
  /**
   * The contact.txt patterns with this app's names ("add me on telegram", "my snap is"), then
   * its [word patterns] with the names that are words ("add me on line").
   */
  asks: PatternMatcher[];
  /** The name followed by a handle: "snap: jessy99", "insta jess_x", "tg -> @jessy". */
  handle: PatternMatcher | undefined;
  /** The name anywhere: the hit for the apps named alone, else what lets the others be read. */
  named: PatternMatcher;
  /** When the name alone is the hit: always, beside an amount, or never. */
  alone: 'always' | 'withAmount' | 'never';
}

interface Matchers {
  platforms: PlatformMatcher[];
  /** money.txt in parts (compilePatternListInParts), each behind its gate. */
  money: PatternMatcher;
  /** promo.txt, phoneAsked.txt and elsewhere.txt in parts, as money.txt. */
  promo: PatternMatcher;
  phoneAsked: PatternMatcher;
  /** Somewhere else to talk asked for, no app named ("is there somewhere else we could talk?"). */
  elsewhere: PatternMatcher;
  /** Money told as already sent or paid back: a payment app beside an amount is no ask then. */
  paidAlready: PatternMatcher;
  /** A joke told about an app named alone ("I have an OnlyFans joke in my bio"): no ask then. */
  jokes: PatternMatcher;
  /** An amount of money (with its currency) or a percentage, as written. */
  amount: RegExp;
  percent: RegExp;
  /** A run of numbers written as words or digits ("zero six douze 34..."), and one of them. */
  numberRun: RegExp;
  number: RegExp;
  numberValues: Map<string, number>;
}

let matchers: Matchers | undefined;

/**
 * The lists compiled, once per process: the scams module has it done at start-up
 * (prepareScamCheck), so that no member's text waits for it; a script calling the check first
 * has it done then.
 */
function compiled(): Matchers {
  matchers ??= buildMatchers();
  return matchers;
}

function buildMatchers(): Matchers {
  const contact = listFile('contact');
  return {
    platforms: [...platformNames()].map(([kind, { names, words }]) => {
      const name = `(?<![\\p{L}\\p{N}])(?:${names.map(termPattern).join('|')})`;
      // After a colon, an arrow or '=' any word is a handle, other apps' names before it or not
      // ("tg/sn: nikki.blue"); else one of four or more with a digit or '_' ("tiktok H24" is a
      // time, an Arabizi word with its hamza or qaf as a digit, "whatsapp 2abl", is none), "is"
      // before it or not ("sn@p is jenna.xo.2"); a word or two may stand before the
      // colon ("snap pls: luna.rose7") if the handle has a digit, '_' or '.'.
      const otherNames = '(?:\\s?/\\s?\\p{L}{1,12})*';
      const handle =
        `${name}(?:${otherNames}${PLAIN_NOT_A_LETTER_OR_DIGIT}*[:=>@]` +
        `${PLAIN_NOT_A_LETTER_OR_DIGIT}*[\\p{L}\\p{N}_.]{3,}` +
        `|(?:\\s+(?:is|est|es))?\\s+(?=[\\p{L}\\p{N}_.]{4})(?!\\p{L}*[29]\\p{L}+(?![\\p{L}\\p{N}_.]))[\\p{L}\\p{N}_.]*[\\p{N}_][\\p{L}\\p{N}_.]*` +
        `|(?:\\s+\\p{L}{1,8}){1,2}\\s*[:=>]\\s*[\\p{L}\\p{N}_.]*[\\p{N}_.][\\p{L}\\p{N}_.]*)`;
      return {
        kind,
        asks: [
          ...(names.length > 0
            ? [
                compilePatternListInParts(
                  `${contact}\n[names]\n${names.join('\n')}\n`,
                  PATTERNS_PER_PART,
                ),
              ]
            : []),
          ...(words.length > 0
            ? [compilePatternListInParts(wordPatternList(contact, words), PATTERNS_PER_PART)]
            : []),
        ],
        handle: names.length > 0 ? readingPlain(new RegExp(handle, 'u')) : undefined,
        named: compileWordList([...names, ...words]),
        alone: NAMED_ALONE.includes(kind as PlatformKind)
          ? 'always'
          : NAMED_WITH_AN_AMOUNT.includes(kind as PlatformKind)
            ? 'withAmount'
            : 'never',
      };
    }),
    money: compilePatternListInParts(listFile('money'), PATTERNS_PER_PART),
    promo: compilePatternListInParts(listFile('promo'), PATTERNS_PER_PART),
    phoneAsked: compilePatternListInParts(listFile('phoneAsked'), PATTERNS_PER_PART),
    elsewhere: compilePatternListInParts(listFile('elsewhere'), PATTERNS_PER_PART),
    paidAlready: compileWordList(parseWordList(listFile('paidAlready'))),
    jokes: compileWordList(parseWordList(listFile('jokes'))),
    ...amountMatchers(),
    ...numberMatchers(),
  };
}

/** Patterns per part of a long pattern list (compilePatternListInParts): each has its own gate. */
const PATTERNS_PER_PART = 1;

const escapeTerm = (term: string) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Amounts as written ("$150", "80 euros", "500 ريال", "0.005 btc", "12k€") with the currencies
 * of money.txt's [currency], and percentages ("40%", "٣٠٪" once its digits are read).
 */
function amountMatchers(): Pick<Matchers, 'amount' | 'percent'> {
  const currencies = listSections('money').get('currency') ?? [];
  // "12 000 €": thousands apart as French writes them, one sum.
  const number = '(?:\\d{1,3}(?:[ \\u00a0\\u202f]\\d{3})+|\\d+(?:[.,]\\d+)*)(?:\\s?k)?';
  const symbol = '[$€£¥]';
  const words = `(?:${currencies.map(escapeTerm).join('|')})(?!\\p{L})`;
  return {
    amount: new RegExp(
      `(?<![\\p{L}\\p{N}])(?:${symbol}\\s?${number}|${number}\\s?(?:${symbol}|${words}))`,
      'giu',
    ),
    percent: /(?<![\p{L}\p{N}])\d+(?:[.,]\d+)?\s?[%٪]/gu,
  };
}

/** numberWords.txt: "word = value" lines, folded, longest first so "quatre vingt" wins. */
function numberMatchers(): Pick<Matchers, 'numberRun' | 'number' | 'numberValues'> {
  const numberValues = new Map<string, number>();
  for (const line of parseWordList(listFile('numberWords'))) {
    const [words, value] = line.split('=').map((part) => part.trim());
    if (!words || !value || !/^\d+$/.test(value)) {
      throw new Error(`numberWords.txt: "word = value" expected, not ${line}`);
    }
    numberValues.set(foldText(words).replace(/[\s-]+/g, ' '), Number(value));
  }
  const words = [...numberValues.keys()]
    .sort((a, b) => b.length - a.length)
    .map((words) => escapeTerm(words).replace(/ /g, '[\\s-]+'))
    .join('|');
  const token = `(?:\\d+|${words})`;
  const joiner = '(?:[\\s,،.\\-–/]+|\\s+(?:et|y|and|و)\\s+)';
  return {
    numberRun: new RegExp(
      `(?<![\\p{L}\\p{N}])${token}(?:${joiner}${token})+(?![\\p{L}\\p{N}])`,
      'gu',
    ),
    number: new RegExp(token, 'gu'),
    numberValues,
  };
}

/*
 * The shapes below start where a run of the characters they start with starts (a lookbehind): a
 * match found inside a run is found from its start too, and tried at every character of a long
 * word each took the rest of the word, a 500-letter word 13 ms of the check.
 */
const EMAIL = /(?<![\p{L}\p{N}._%+-])[\p{L}\p{N}._%+-]+@[\p{L}\p{N}-]+(?:\.[\p{L}\p{N}-]+)+/gu;
/**
 * "jessy at gmail dot com", "jessy (at) hotmail", "jessy à gmail point com", "سارة آت جيميل دوت
 * كوم": an address spelt out around a mail host, its ending with it.
 */
const EMAIL_SPELT =
  /(?<![\p{L}\p{N}._])[\p{L}\p{N}._]+\s*[[({]?\s*(?:at|arobase|arroba|à|a|آت|ات)\s*[\])}]?\s*(?:gmail|hotmail|yahoo|outlook|icloud|protonmail|proton|جيميل|جي ميل|هوتميل|ياهو|اوتلوك)(?![\p{L}\p{N}])(?:\s*(?:\.|dot|point|punto|دوت|نقطة|نقطه)\s*(?:com|net|fr|es|كوم)(?![\p{L}\p{N}]))?/giu;
const LINK =
  /(?:https?:\/\/|(?<![\p{L}\p{N}-]))(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}(?::\d{2,5})?(?:\/[^\s]*)?/giu;
/**
 * "t[.]me", "wa (dot) me", "site dot com": a dot spelt out, read as one; before a common ending
 * also "site . net", "site point com", "sitio punto com".
 */
const SPELT_DOT =
  /\s*[[({]\s*(?:dot|\.)\s*[\])}]\s*|\s+dot\s+|\s*(?:\s\.|\.\s|\s(?:point|punto|nokta)\s)\s*(?=(?:com|net|org|io|me|ly|app|xyz|site|online|club|vip|live)(?![\p{L}\p{N}]))/giu;
/** Link shorteners and link pages written without their dot: "bit ly/x", "linktree". */
const SHORT_LINK =
  /(?<![\p{L}\p{N}])(?:bit\s?ly|tinyurl|cutt\s?ly|linktr\s?ee|linktree|shorturl|rebrandly|allmylinks)(?![\p{L}\p{N}])/giu;
/**
 * Endings a bare address (no http, no www, no path) must have to count as one: with every
 * ending of the registry, "ok.so" or "ce.la" typed without a space would be links.
 */
const BARE_LINK_SUFFIXES = new Set(
  'com net org io co me ly gg app xyz info biz site online top club vip live shop store link click tk ml ga cf ru fr es ae sa eg ma uk de us ca be ch tv cc fun cam sex xxx porn adult webcam dating icu buzz space website pw win sbs cfd monster'.split(
    ' ',
  ),
);
/** Links to the apps themselves are those apps' hits. */
const DOMAIN_KINDS: Readonly<Record<string, PlatformKind>> = {
  't.me': 'telegram',
  'telegram.me': 'telegram',
  'telegram.org': 'telegram',
  'telegram.dog': 'telegram',
  'wa.me': 'whatsapp',
  'whatsapp.com': 'whatsapp',
  'snapchat.com': 'snapchat',
  'instagram.com': 'instagram',
  'instagr.am': 'instagram',
  'onlyfans.com': 'onlyfans',
  'fansly.com': 'onlyfans',
  'kik.me': 'kik',
  'cash.app': 'cashapp',
  'paypal.me': 'paypal',
  'paypal.com': 'paypal',
  'venmo.com': 'venmo',
};
const CRYPTO_WALLET =
  /(?<![\p{L}\p{N}])(?:0x[a-fA-F0-9]{40}|bc1[ac-hj-np-z02-9]{11,71}|[13][a-km-zA-HJ-NP-Z1-9]{25,34}|T[1-9A-HJ-NP-Za-km-z]{33})(?![\p{L}\p{N}])/gu;
/**
 * 8 to 15 digits with spaces, dots, dashes, slashes, brackets, bullets or symbols between ("06 ▪️
 * 45 ▪️ 87", "07 ◽ 61 ◽ 22", "06 ... 98 ... 12", "0 5 5 / 3 2 1"): a phone number.
 */
const PHONE =
  /(?<![\p{L}\p{N}])\+?\(?\d(?:[\s().•·…/\p{So}\p{Sm}-]{0,5}\d){7,14}(?![\p{L}\p{N}])/gu;
/** Dates, seasons and year ranges have as many digits: 12.05.2024, 1995-2003, 2019/2020. */
const DATE_LIKE = /^(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|\d{4}\s?[-–/]\s?\d{4})$/;
const HANDLE = /(?<![\p{L}\p{N}._%+-])@[A-Za-z0-9_.]{3,30}/gu;
/**
 * Handles written as the apps make them, wherever they stand: a word with '_' between its parts
 * ("lea_b_2003", "Lin_Xiu_88"; nobody writes one in a sentence), a Discord tag ("vixen#4420").
 */
const HANDLE_SHAPED =
  /(?<![\p{L}\p{N}_.@#])(?:\p{L}[\p{L}\p{N}.]*_[\p{L}\p{N}_.]*|\p{L}[\p{L}\p{N}_.]{1,31}#\d{4})(?![\p{L}\p{N}_#])/gu;
/**
 * A handle given as one: "my id is Lin88", "tag: vixen#4420", "my handle is m.a.r.c.u.s", a
 * word with a letter and a digit, '.', '_' or '#' after an id word and a space or a colon (a
 * price tag's "3.50" has no letter).
 */
const HANDLE_SAID =
  /(?<![\p{L}\p{N}])(?:id|handle|user\s?name|user|tag|pseudo|usuario|identifiant|يوزر|اليوزر|ايدي|الايدي)(?:\s+(?:is|est|es|c'est|c’est|هو))?(?:\s*[:=]\s*|\s+)(?=[\p{N}_.#]*\p{L})(?=[\p{L}_.#]*[\p{N}_#]|[\p{L}\p{N}]+\.[\p{L}\p{N}])[\p{L}\p{N}][\p{L}\p{N}_.#]*[\p{L}\p{N}](?![\p{L}\p{N}])/giu;
/**
 * How the lists read an amount of money and a percentage: as these words, so money.txt and
 * promo.txt can say "{send} {me}* amount", "percent {period}".
 */
const AMOUNT_READ = 'amount';
const PERCENT_READ = 'percent';
/**
 * A sum in thousands written short ("38k", "1.5k", "15 mil", "20 alf", "١٥ ألف") read as its
 * digits before amounts are, so "40 mil dólares" reads "amount" as "40000 dólares" does.
 */
const THOUSANDS =
  /(?<![\p{L}\p{N}])(\d{1,3})(?:[.,](\d))?\s?(?:k|mil|mille|milles|alf|thousand|الف|ألف|آلاف|الاف)(?![\p{L}\p{N}])/giu;
const inThousands = (_: string, thousands: string, hundreds = '0') => `${thousands}${hundreds}00`;
/** "!" for an i inside a word ("g!ft c@rds", "b!zum"), which the kindness reading leaves. */
const EXCLAMATION_FOR_I = /(?<=\p{L})!(?=\p{L})/gu;
/** "@" for an alif inside an Arabic word ("سن@ب"), which leetspeak would read as a Latin a. */
const AT_FOR_ALIF = /(?<=[\u0621-\u064a])@(?=[\u0621-\u064a])/gu;
/** Apps named by their picture: the ghost is Snapchat's logo, the camera Instagram's. */
const SNAPCHAT_PICTURE = /👻/gu;
const INSTAGRAM_PICTURES = /[📸📷]/gu;

/**
 * A phone number said in words read as digits: "zero six douze trente-quatre" is "0 6 12 34",
 * "seventy eight" is "78"; a run of digits alone is left to PHONE as written.
 */
function spellDigits(text: string): string {
  const { numberRun, number, numberValues } = compiled();
  return foldText(text).replace(numberRun, (run) => {
    const numbers: string[] = [];
    let spelt = false;
    let tens = false;
    for (const [token] of run.matchAll(number)) {
      const value = numberValues.get(token.replace(/[\s-]+/g, ' '));
      if (value === undefined) {
        numbers.push(token);
        tens = false;
        continue;
      }
      spelt = true;
      const previous = Number(numbers.at(-1));
      // "trente quatre", "soixante dix huit", "forty two": a ten and what follows it, one number.
      if (tens && value < 20 && previous + value < 100)
        numbers[numbers.length - 1] = String(previous + value);
      else numbers.push(String(value));
      tens = Number(numbers.at(-1)) % 10 === 0 && Number(numbers.at(-1)) >= 20;
    }
    // "five six seven eight...": counting, not a number.
    const counting = numbers.every(
      (value, index) => index === 0 || Number(value) === Number(numbers[index - 1]) + 1,
    );
    return spelt && !counting ? numbers.join(' ') : run;
  });
}

/** Marks what a shape matched, so the next shape does not read it again (a global pattern). */
function takeAll(
  text: string,
  pattern: RegExp,
  accept: (match: string) => ScamKind | undefined,
  hits: ScamHit[],
): string {
  // A loop, not a replace callback: no function made per call (see asEmail).
  let rest = '';
  let from = 0;
  for (const found of text.matchAll(pattern)) {
    const [match] = found;
    const kind = accept(match);
    if (kind === undefined) continue;
    hits.push({ kind, evidence: match.trim() });
    rest += text.slice(from, found.index) + ' '.repeat(match.length);
    from = found.index + match.length;
  }
  return rest + text.slice(from);
}

/** A bare address of a word in lower case, a dot and a capitalised ending ("años.Me"). */
const SENTENCE_RUN_ON = /^\p{Ll}+\.\p{Lu}\p{Ll}*$/u;

function linkKind(address: string, allowedDomains: readonly string[]): ScamKind | undefined {
  const parsed = parseDomain(address);
  if (!parsed.isIcann || parsed.domain === null || parsed.publicSuffix === null) return undefined;
  const host = parsed.hostname ?? '';
  const kind = DOMAIN_KINDS[host] ?? DOMAIN_KINDS[parsed.domain];
  if (kind) return kind;
  const bare = !/^(?:https?:\/\/|www\.)/i.test(address) && !address.includes('/');
  if (bare && !BARE_LINK_SUFFIXES.has(parsed.publicSuffix.toLowerCase())) return undefined;
  // A sentence run on to the next without a space, its first word capitalised: "años.Me costó".
  if (bare && SENTENCE_RUN_ON.test(address)) return undefined;
  return allowedDomains.includes(parsed.domain.toLowerCase()) ? undefined : 'link';
}

// The kinds `takeAll` gives, made once: tsx names every function made at run time (keepNames),
// which cost a text some microseconds per closure in the chat's hot path.
const asEmail = () => 'email' as const;
const asLink = () => 'link' as const;
const asWallet = () => 'crypto_wallet' as const;
const asHandle = () => 'handle' as const;
const asPhone = (digits: string) => (DATE_LIKE.test(digits.trim()) ? undefined : 'phone');

/** Contact details, links and wallets, read on the text as shown (case and digits kept). */
function shapeHits(text: string, lists: ScamLists): ScamHit[] {
  const hits: ScamHit[] = [];
  let rest = takeAll(text, EMAIL, asEmail, hits);
  rest = takeAll(rest, EMAIL_SPELT, asEmail, hits);
  rest = takeAll(
    rest.replace(SPELT_DOT, '.'),
    LINK,
    (link) => linkKind(link, lists.allowedDomains),
    hits,
  );
  rest = takeAll(rest, SHORT_LINK, asLink, hits);
  rest = takeAll(rest, CRYPTO_WALLET, asWallet, hits);
  rest = takeAll(rest, PHONE, asPhone, hits);
  if (!hits.some((hit) => hit.kind === 'phone')) takeAll(spellDigits(rest), PHONE, asPhone, hits);
  takeAll(rest, HANDLE, asHandle, hits);
  return hits;
}

let customTerms: { source: string; pattern: PatternMatcher | undefined } | undefined;

function customPattern(terms: readonly string[]): PatternMatcher | undefined {
  const source = terms.join('\n');
  if (customTerms?.source !== source) {
    customTerms = { source, pattern: terms.length > 0 ? compileWordList(terms) : undefined };
  }
  return customTerms.pattern;
}

/** Records `match` as a hit of `kind`; answers whether there was one. */
function found(hits: ScamHit[], kind: ScamKind, match: RegExpExecArray | null): boolean {
  if (match) hits.push({ kind, evidence: match[0].trim() });
  return match !== null;
}

/** The first of `matchers` that matches `words`, recorded as a hit of `kind`. */
function foundAny(
  hits: ScamHit[],
  kind: ScamKind,
  matchers: readonly PatternMatcher[],
  words: string,
): boolean {
  for (const matcher of matchers) if (found(hits, kind, matcher.exec(words))) return true;
  return false;
}

/**
 * Two words or more in quotes: someone else's ("bots that say "add me on snap"", a friend's
 * boyfriend called "sugar daddy"), not the writer's ask.
 */
const QUOTED = /["“«„]([^"“”«»„\n]*\s[^"“”«»„\n]*)["”»“]/g;
const LETTER = /\p{L}/u;

/** The text without the words it quotes (as spaces), unless the quote is all the text says. */
function withoutQuotes(words: string): string {
  if (!words.includes('"') && !/[“«„]/.test(words)) return words;
  return words.replace(QUOTED, (quote: string, _inside: string, at: number) =>
    LETTER.test(words.slice(0, at) + words.slice(at + quote.length))
      ? ' '.repeat(quote.length)
      : quote,
  );
}

/** Words asking to move elsewhere or to pay, read after folding, leetspeak and spacing. */
function wordHits(read: string, lists: ScamLists): ScamHit[] {
  const { platforms, money, promo, phoneAsked, elsewhere, paidAlready, jokes } = compiled();
  const words = withoutQuotes(read);
  const hits: ScamHit[] = [];
  const withAmount = words.includes(AMOUNT_READ) && paidAlready.exec(words) === null;
  for (const { kind, asks, handle, named, alone } of platforms) {
    // The long patterns only where the app is named: most texts name none. One hit is enough.
    const name = named.exec(words);
    if (!name || foundAny(hits, kind, asks, words)) continue;
    if (handle && found(hits, kind, handle.exec(words))) continue;
    const always = alone === 'always' && jokes.exec(words) === null;
    if (always || (alone === 'withAmount' && withAmount)) {
      found(hits, kind, name);
    }
  }
  found(hits, 'money', money.exec(words));
  found(hits, 'promo', promo.exec(words));
  found(hits, 'phone', phoneAsked.exec(words));
  found(hits, 'handle', elsewhere.exec(words));
  const custom = customPattern(lists.extraTerms);
  if (custom) found(hits, 'custom', custom.exec(words));
  return hits;
}

/** A handle written "@jessy" reads as "ajessy" in leetspeak: a colon keeps it a handle. */
const AT_BEFORE_HANDLE = /(?<![\p{L}\p{N}._%+-])@(?=[\p{L}\p{N}_])/gu;

/**
 * A text as shown (look-alike letters read, for the shapes) and as the lists read it (leetspeak,
 * spacing, accents, Arabizi; an amount reads "amount", a percentage "percent").
 */
export function readForLists(text: string): { shown: string; words: string } {
  const { amount, percent } = compiled();
  const shown = readLookAlikes(text);
  const words = normaliseMessage(
    shown
      .replace(AT_BEFORE_HANDLE, ': ')
      .replace(EXCLAMATION_FOR_I, 'i')
      .replace(AT_FOR_ALIF, 'ا')
      .replace(THOUSANDS, inThousands)
      .replace(amount, ` ${AMOUNT_READ} `)
      .replace(percent, ` ${PERCENT_READ} `)
      .replace(SNAPCHAT_PICTURE, ' snapchat ')
      .replace(INSTAGRAM_PICTURES, ' instagram '),
  );
  return { shown, words };
}

/** No admin lists and the rules alone. */
export const NO_LISTS: ScamLists = { allowedDomains: [], extraTerms: [], modelThreshold: 1 };

/** The features that weigh most towards a scam, shown as a model hit's evidence. */
const EVIDENCE_FEATURES = 3;

let model: ScamModel | undefined;

/**
 * The learned scorer, read from scamLists/scamModel.json once per process (at start-up by
 * prepareScamCheck); not with the lists, as the training script reads texts with those first.
 */
function learnedModel(): ScamModel {
  model ??= readScamModel();
  return model;
}

/**
 * Texts of fewer words are left to the rules: scaled to length 1, a short text's score is the
 * weight of one or two of its words, which on openers the model never saw read like a scam ("my
 * name is Anna", "can you send me a photo?", "اسمي سارة" scored 0.82 to 0.95). No blind part's
 * scam under it was found by the model alone.
 */
const MODEL_MIN_WORDS = 7;

/** Whether the learned model reads a text (as the lists read it) at all: MODEL_MIN_WORDS. */
export const modelReads = (words: string) =>
  words.split(/\s+/).filter(Boolean).length >= MODEL_MIN_WORDS;

/** A hit of the learned model on a text no rule found anything in, or none. */
function modelHit(words: string, threshold: number): ScamHit | undefined {
  if (threshold >= 1 || !modelReads(words)) return undefined;
  const model = learnedModel();
  const features = textFeatures(words);
  if (scoreScam(model, features) <= Math.log(threshold / (1 - threshold))) return undefined;
  // Words, word pairs and shapes: a letter group ("~ansf") would tell a moderator nothing.
  const evidence = features
    .filter((feature) => !feature.startsWith('~') && (model.weights[feature] ?? 0) > 0)
    .sort((a, b) => model.weights[b]! - model.weights[a]!)
    .slice(0, EVIDENCE_FEATURES);
  return { kind: 'scam_like', evidence: evidence.join(', ') };
}

/**
 * Off-platform solicitation and scams in a member's text (a bio, a prompt's answer, a like's
 * comment, a chat message), in en, fr, sp and ar: handles and links of other apps, phone
 * numbers, e-mail addresses, links to unknown domains, wallets, money and gift-card talk. The
 * text is read as shown (look-alike letters, fullwidth, invisible characters) and then as the
 * kindness lists read it (leetspeak, letters spelt apart, accents, Arabic spelling variants,
 * Arabizi digits), so "sn4pchat", "t e l e g r a m" and "теlеgrаm" are the same word.
 */
export function detectScam(text: string, lists: ScamLists = NO_LISTS): ScamFinding {
  const { shown, words } = readForLists(text);
  // The apps first: a caution names the app asked for rather than the handle beside it.
  const hits = [...wordHits(words, lists), ...shapeHits(shown, lists)];
  // A handle by its shape alone is the hit when nothing else is: beside an app or a link it is
  // that app's or link's ("add me on line, id mika_12").
  if (hits.length === 0)
    takeAll(takeAll(shown, HANDLE_SAID, asHandle, hits), HANDLE_SHAPED, asHandle, hits);
  const learned = hits.length === 0 ? modelHit(words, lists.modelThreshold) : undefined;
  if (learned) hits.push(learned);
  const reasons = new Set(hits.map((hit) => REASON_OF[hit.kind]));
  return { hits, reason: SCAM_REASONS.find((reason) => reasons.has(reason)) ?? null };
}

/**
 * Texts of each kind V8 compiles an expression for anew (ASCII, Latin with accents, Arabic),
 * with and without a hit: the check stops at none of its lists on them.
 */
const WARM_UP_TEXTS = [
  'hello there, how was your weekend?',
  'add me on telegram, I need $200 for the hospital',
  'salut, ça va ? écris-moi sur télégram',
  'مرحبا، كيف حالك؟ كلمني على التلغرام',
];

/**
 * Compiles the lists, reads the model and runs the check once on each kind of text, which takes
 * about a second: done when the scams module is built, at start-up, rather than on the first
 * member's text.
 */
export function prepareScamCheck(): void {
  learnedModel();
  for (const text of WARM_UP_TEXTS) detectScam(text);
}
