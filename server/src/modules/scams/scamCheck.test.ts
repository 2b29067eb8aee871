import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import {
  compilePatternList,
  compilePatternListInParts,
  INSULT_LANGUAGES,
  normaliseMessage,
  parseWordList,
  type PatternMatcher,
  plainSeparators,
  termPattern,
} from '../chat/kindness/wordListMatcher';
import { everyLabelledText } from './labelledSet';
import { detectScam, NO_LISTS } from './scamCheck';

const kindsOf = (text: string, lists = NO_LISTS) =>
  detectScam(text, lists).hits.map(({ kind }) => kind);

describe('scam check', () => {
  it('reads an app through leetspeak, spacing, look-alike letters and fullwidth alike', () => {
    for (const text of [
      'add me on sn4pchat: jessy99',
      'add me on s n a p c h a t',
      'add me on s.n.a.p',
      'add me on ѕnарсhаt', // Cyrillic
      'add me on ｓｎａｐｃｈａｔ',
      'add me on snap\u200bchat',
      'add me on ꜱɴᴀᴘᴄʜᴀᴛ', // small capitals
    ]) {
      assert.deepEqual(kindsOf(text), ['snapchat'], text);
    }
  });

  it('answers the kind, the evidence as read and the reason', () => {
    assert.deepEqual(detectScam('kalmni 3ala telegram'), {
      hits: [{ kind: 'telegram', evidence: 'kalmni eala telegram' }],
      reason: 'moves_off_app',
    });
    assert.equal(detectScam('send me $200 for my visa').reason, 'asks_for_money');
    assert.equal(detectScam('subscribe to my onlyfans').reason, 'sells_content');
  });

  it('finds contact details as shown: phones in any digits, addresses, wallets', () => {
    assert.deepEqual(kindsOf('رقمي ٠٥٥٥١٢٣٤٥٦'), ['phone']);
    assert.deepEqual(kindsOf('jessy99 at gmail dot com'), ['email']);
    assert.deepEqual(kindsOf('0x52908400098527886E0F7030069857D2E4169EE7'), ['crypto_wallet']);
    assert.deepEqual(kindsOf('t[.]me/jessy'), ['telegram']);
  });

  it('lets through apps named in passing, numbers that are ages, times, prices or dates', () => {
    for (const text of [
      'I love snap peas',
      'that rooftop is so instagrammable',
      'call me Ana',
      'My sister sent me a video on WhatsApp',
      "I'm 28, coffee at 7:30 was $4.50",
      'we met on 12.05.2024',
      'I lived there 2015-2019',
      'ok.so what now',
      'Perdí a mi esposa hace años.Me costó mucho', // a sentence run on, not a link
    ]) {
      assert.deepEqual(kindsOf(text), [], text);
    }
  });

  it("reads quoted words as someone else's and a joke beside an app named alone as no ask", () => {
    assert.deepEqual(kindsOf('so many bots that say "add me on snap" here'), []);
    assert.deepEqual(kindsOf('add me on snap, not "the other app"'), ['snapchat']);
    assert.deepEqual(kindsOf('"add me on snap"'), ['snapchat'], 'the quote is the whole text');
    assert.deepEqual(kindsOf('I have an OnlyFans joke in my bio'), []);
    assert.deepEqual(kindsOf('I have an OnlyFans'), ['onlyfans']);
  });

  it('finds handles by their shape, and no handle in what follows "my app is" when it is none', () => {
    for (const text of [
      "ajoute moi, c'est lea_b_2003",
      'hmu, tag is vixen#4420',
      'my id is Lin88, add me please',
      'my handle is m.a.r.c.u.s',
    ]) {
      assert.deepEqual(kindsOf(text), ['handle'], text);
    }
    assert.deepEqual(kindsOf('hmu on the discord, tag is vixen#4420'), ['messenger']);
    assert.deepEqual(kindsOf('snap → lila.rose99'), ['snapchat'], 'an arrow');
    assert.deepEqual(kindsOf('sn@p is jenna.xo.2'), ['snapchat'], '"is" before the handle');
    assert.deepEqual(kindsOf('check lila.me'), ['link'], 'a bare link in lower case');
    for (const text of [
      'my whatsapp is a mess since I changed phones',
      'mi whatsapp es un lío',
      'il est sur TikTok H24',
      'the price tag is 3.50',
      'idk2 what to say',
    ]) {
      assert.deepEqual(kindsOf(text), [], text);
    }
  });

  it('reads the apps whose names are ordinary words only where they are asked for', () => {
    assert.deepEqual(kindsOf('add me on line, id mika_12'), ['messenger']);
    assert.deepEqual(kindsOf('escríbeme por signal'), ['messenger']);
    assert.deepEqual(kindsOf('hit me up on the gram'), ['instagram']);
    assert.deepEqual(kindsOf('on continue par mail ?'), ['email']);
    for (const text of [
      'we waited in line for an hour',
      'sorry my signal is bad here',
      'je passe à la télé demain',
      'check my email for the tickets',
    ]) {
      assert.deepEqual(kindsOf(text), [], text);
    }
  });

  it('finds money asked for without a link: a sum with its reason, a loan, a fee to release', () => {
    for (const text of [
      'can you lend me 500 until friday?',
      'the clinic wants 700 dollars before they treat my son',
      'tu peux m’aider avec 300 pour le billet ?',
      'necesito 800 euros para pagar la multa, es urgente',
      'الشركة تبي ٦٠٠ دولار رسوم تخليص',
      'mándame el código que te llegó por sms',
    ]) {
      assert.deepEqual(kindsOf(text), ['money'], text);
    }
    for (const text of [
      'I paid 300 euros for the hotel in Rome, worth it',
      'I need 8 hours of sleep',
      'my grandma left me her piano, best inheritance ever',
      'el código del wifi es 1234',
    ]) {
      assert.deepEqual(kindsOf(text), [], text);
    }
  });

  it("reads a picture's text and QR codes as read by OCR, lines and all", () => {
    const sign = 'Add me on WhatsApp +33 6 12 34 56 78\nor lena.fans (18+)';
    assert.deepEqual(kindsOf(`${sign}\nhttps://t.me/lena_92x`), ['whatsapp', 'telegram', 'phone']);
    assert.deepEqual(kindsOf('snap: @lena_92x'), ['snapchat', 'handle']);
    assert.deepEqual(kindsOf('Sunday hike, 12.05.2026\nCoffee 3.50 and a croissant. Bye!'), []);
  });

  it("follows the admin's lists: allowed domains are no hit, extra terms are", () => {
    const lists = { ...NO_LISTS, allowedDomains: ['spotify.com'], extraTerms: ['lovecoins'] };
    assert.deepEqual(kindsOf('listen: https://open.spotify.com/track/1', lists), []);
    assert.deepEqual(kindsOf('listen: https://sweetmeet.club/jess', lists), ['link']);
    assert.deepEqual(kindsOf('buy l0vecoins with me', lists), ['custom']);
  });
});

/** A pattern list's sections, each with its terms, a section named twice being one. */
function sectionsOf(source: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] = [];
  for (const line of parseWordList(source)) {
    const heading = /^\[(.+)\]$/.exec(line)?.[1];
    if (heading === undefined) current.push(line);
    else sections.set(heading, (current = sections.get(heading) ?? []));
  }
  return sections;
}

/** Each part a pattern requires, as its terms: a `{section}` without `?`, `*` or `!`, or a word. */
function requiredParts(pattern: string, sections: ReadonlyMap<string, string[]>): string[][] {
  return pattern
    .split(/\s+/)
    .filter((word) => !['^', '$', '~'].includes(word) && !/^\{.+\}[?*!]$/.test(word))
    .map((word) => sections.get(/^\{(.+)\}$/.exec(word)?.[1] ?? '') ?? [word]);
}

describe('pattern lists in parts', () => {
  const listFile = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8');
  const texts = everyLabelledText().map(normaliseMessage);
  const lists = [
    `${listFile('./scamLists/contact.txt')}\n[names]\ntelegram\nsnap\nwhatsapp\ninsta\n`,
    listFile('./scamLists/money.txt'),
    listFile('./scamLists/promo.txt'),
    listFile('./scamLists/phoneAsked.txt'),
    listFile('./scamLists/elsewhere.txt'),
    ...INSULT_LANGUAGES.map((language) =>
      listFile(`../chat/kindness/wordLists/insults-${language}.txt`),
    ),
  ];
  const plain = texts.map(plainSeparators);
  const everyText = plain.map((_, index) => index);
  const expressions = new Map<string, RegExp>();
  /**
   * Of the texts given, those where one of a part's terms (one a line) stands after no letter or
   * digit. The texts are read one after another: a line between two texts is no letter, and a
   * term read across it only adds a text to compare.
   */
  const standingIn = (terms: string, within: readonly number[]) => {
    let expression = expressions.get(terms);
    if (!expression) {
      const alternatives = terms.split('\n').map(termPattern).join('|');
      expression = new RegExp(`(?<![\\p{L}\\p{N}])(?:${alternatives})`, 'gu');
      expressions.set(terms, expression);
    }
    let offset = 0;
    const starts = within.map(
      (text) => (offset += plain[text]!.length + 1) - plain[text]!.length - 1,
    );
    const textAt = (at: number) => {
      let [low, high] = [0, starts.length - 1];
      while (low < high) {
        const middle = Math.ceil((low + high) / 2);
        if (starts[middle]! <= at) low = middle;
        else high = middle - 1;
      }
      return within[low]!;
    };
    const joined = within.map((text) => plain[text]).join('\n');
    return new Set([...joined.matchAll(expression)].map(({ index }) => textAt(index)));
  };
  /** standingIn over every text, kept: a part is often the first another pattern requires. */
  const inEveryText = new Map<string, Set<number>>();
  const standing = (terms: string) => {
    let found = inEveryText.get(terms);
    if (!found) inEveryText.set(terms, (found = standingIn(terms, everyText)));
    return found;
  };

  // Each pattern alone as one expression, its [not-after] terms a lookbehind, is the reference:
  // the whole list in one is more than V8 compiles, and a quarter of money.txt took it some
  // 30 ms a text (the test took 8 minutes). Both run on the texts where each part the pattern
  // requires stands (found by an expression of the part's terms, not by the gate's keys); on
  // the others neither can match.
  it('find, one pattern a part and gated, what each pattern as one expression finds', () => {
    let compared = 0;
    let found = 0;
    for (const source of lists) {
      const sections = sectionsOf(source);
      const without = (names: readonly string[]) =>
        [...sections]
          .filter(([name]) => !names.includes(name))
          .map(([name, terms]) => `[${name}]\n${terms.join('\n')}`)
          .join('\n');
      // A [not-after] term undoes a match only in a text where it stands: in the others the
      // pattern is read without the lookbehind, which V8 compiles and runs many times faster.
      const notAfterTerms = sections.get('not-after');
      const notAfter = notAfterTerms ? standing(notAfterTerms.join('\n')) : new Set<number>();
      const { parts } = compilePatternListInParts(source, 1);
      (sections.get('patterns') ?? []).forEach((pattern, index) => {
        // The parts already looked for in every text first; each next one only in the texts
        // that have the ones before (most parts are many terms, and few texts have the first);
        // none more once no text has them all.
        const required = requiredParts(pattern, sections).map((terms) => terms.join('\n'));
        let candidates: Set<number> | undefined;
        for (const terms of required.sort((a, b) => +inEveryText.has(b) - +inEveryText.has(a))) {
          const known = inEveryText.get(terms);
          if (!candidates) candidates = standing(terms);
          else if (known) candidates = new Set([...candidates].filter((text) => known.has(text)));
          else candidates = standingIn(terms, [...candidates]);
          if (candidates.size === 0) break;
        }
        const wholes = new Map<boolean, PatternMatcher>();
        for (const textIndex of candidates ?? []) {
          const text = texts[textIndex]!;
          const withNotAfter = notAfter.has(textIndex);
          const whole =
            wholes.get(withNotAfter) ??
            compilePatternList(
              `${without(withNotAfter ? ['patterns'] : ['patterns', 'not-after'])}\n[patterns]\n${pattern}\n`,
            );
          wholes.set(withNotAfter, whole);
          const expected = whole.exec(text);
          const match = parts[index]!.exec(text);
          assert.deepEqual([match?.index, match?.[0]], [expected?.index, expected?.[0]], text);
          compared++;
          if (expected) found++;
        }
      });
    }
    assert.ok(found > 1000, `${found} matches in ${compared} texts compared, the test saw some`);
  });

  it('find in a part of several patterns what the whole list as one expression finds', () => {
    // insults-sp.txt has [not-after] terms and patterns of every kind, and is small enough to be
    // one expression on every text.
    const source = listFile('../chat/kindness/wordLists/insults-sp.txt');
    const matcher = compilePatternListInParts(source, Number.POSITIVE_INFINITY);
    const whole = compilePatternList(source);
    let found = 0;
    for (const text of texts) {
      const expected = whole.exec(text);
      const match = matcher.exec(text);
      assert.deepEqual([match?.index, match?.[0]], [expected?.index, expected?.[0]], text);
      if (expected) found++;
    }
    assert.ok(found > 10, `${found} texts matched, the comparison saw some`);
  });

  it('answer the first pattern of the list that matches, among the parts a text opens', () => {
    const list = compilePatternListInParts(
      '[send]\nsend\nwire\n[patterns]\n{send} me money\ngift card\nmoney now\n',
      1,
    );
    assert.equal(list.exec('money now, or wire me money')?.[0], 'wire me money');
    assert.equal(list.exec('a gift card, money now')?.[0], 'gift card');
    // "gift" opens its part before "money" opens the first: the list's order still decides.
    assert.equal(list.exec('a gift card, or send me money')?.[0], 'send me money');
    assert.equal(list.exec('money now please')?.[0], 'money now');
    assert.equal(list.exec('no money today'), null);
  });

  it("take a part marked '!' as: not followed by one of its terms", () => {
    const matcher = compilePatternListInParts(
      '[app]\nsnap\n[mess]\na mess\nfull\n[patterns]\nmy {app} is {mess}!\n',
      4,
    );
    assert.equal(matcher.exec('my snap is jess99')?.[0], 'my snap is');
    assert.equal(matcher.exec('my snap is a mess'), null);
    assert.equal(matcher.exec('my snap is full'), null);
    assert.equal(matcher.exec('my snap is fullofjokes')?.[0], 'my snap is');
  });

  it('skip a match right after a not-after term and find the next one', () => {
    const matcher = compilePatternListInParts(
      '[not-after]\ndeleted\n[app]\nsnap\n[patterns]\nmy {app}\n',
      4,
    );
    assert.equal(matcher.exec('i deleted my snap')?.[0], undefined);
    const match = matcher.exec('i deleted my snap, my snap is new');
    assert.equal(match?.index, 19);
  });
});
