import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { compilePatternList, compilePatternListInParts, readLetters } from './wordListMatcher';

/** A list walked over words (in parts) and the same list as one expression, on `texts`. */
function bothWays(source: string, texts: readonly string[]): void {
  const walked = compilePatternListInParts(source, Number.POSITIVE_INFINITY);
  const expression = compilePatternList(source);
  let found = 0;
  for (const written of texts) {
    const text = readLetters(written);
    const expected = expression.exec(text);
    const match = walked.exec(text);
    assert.deepEqual([match?.index, match?.[0]], [expected?.index, expected?.[0]], written);
    if (expected) found++;
  }
  assert.ok(found > 1, `${found} texts matched, the comparison saw some`);
}

describe('pattern lists walked over words', () => {
  it('find what one expression finds: its place and text, with every kind of part', () => {
    bothWays(
      [
        '[not-after]',
        'never',
        '[send]',
        'send',
        'send me',
        'wire',
        '[me]',
        'me',
        'us',
        '[sum]',
        '<number>',
        'money',
        '[app]',
        'whats app',
        'tele*',
        '[mess]',
        'a mess',
        '[ar]',
        'ابعت',
        '[patterns]',
        '{send} {me}? {sum}',
        '{me}* {sum} ~ {app}',
        '^ {sum} please $',
        'my {app} is {mess}!',
        'ابعت {sum}',
        '{ar} فلوس',
      ].join('\n'),
      [
        'send me money',
        'send me me money',
        'please wire us 1.200 now',
        'never send me money',
        'I said never send me money, but wire me 400',
        'send meee money',
        's e n d money',
        '  money please!!',
        'money please and more',
        'me us money, then on whats-app',
        'money one two three four five six telegraaam',
        'money one two three four five six seven telegram',
        'my whatsapp is jess_99',
        'my whatsapp is a mess',
        'my telegramme is full',
        'وابعت 300',
        'فالابعت فلوس',
        'sender money',
        'send money2',
        'nothing at all',
        '',
      ],
    );
  });

  it('answer the first pattern in the list where a match starts first, as the expression does', () => {
    bothWays('[a]\nhello\n[b]\nthere\n[patterns]\n{b}\n^ {a} {b}\n{a}\n', [
      'hello there',
      ', hello there',
      'oh hello there',
      'there hello',
    ]);
  });

  it('compile a pattern whose term may stand between words as an expression', () => {
    const source = '[is]\nis\n=\n[app]\nsnap\n[patterns]\n{app} {is} jess\n';
    bothWays(source, ['snap = jess', 'snap is jess', 'snap jess', 'snap == jess']);
    assert.equal(compilePatternListInParts(source, 1).exec('snap = jess')?.[0], 'snap = jess');
  });
});
